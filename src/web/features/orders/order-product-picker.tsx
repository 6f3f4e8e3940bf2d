import { Sparkles } from 'lucide-react';
import { isLowStock } from '@common/low-stock';
import { formatMoney } from '@common/money';
import { purchaseUnitChoices } from '@common/order-units';
import { unitLabel } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { fieldErrorId } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { SearchInput } from '@web/components/ui/search-input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { productUnits, quantityError, type Draft, type DraftProduct } from './order-draft';

interface Props {
  products: DraftProduct[];
  loading: boolean;
  /** The supplier has no products at all (not just none matching the search). */
  supplierHasNone: boolean;
  search: string;
  onSearch: (search: string) => void;
  draft: Draft;
  onChange: (product: DraftProduct, change: { text?: string; unit?: string }) => void;
  onSuggest: () => void;
  canSuggest: boolean;
}

/**
 * The chosen supplier's products with a quantity each, in the unit picked beside it (base unit,
 * packs, other measures; decision 037); SPEC §9: the list is at most 400px high.
 */
export function OrderProductPicker({
  products,
  loading,
  supplierHasNone,
  search,
  onSearch,
  draft,
  onChange,
  onSuggest,
  canSuggest,
}: Props) {
  if (supplierHasNone)
    return <p className="py-6 text-center text-slate-600">Este proveedor no tiene productos registrados</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label="Buscar productos"
          placeholder="Buscar productos..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
        <Button variant="outline" onClick={onSuggest} disabled={!canSuggest}>
          <Sparkles aria-hidden /> Sugerir cantidades
        </Button>
      </div>
      {loading ? (
        <Spinner className="mx-auto" />
      ) : products.length === 0 ? (
        <p className="py-6 text-center text-slate-600">No se encontraron productos</p>
      ) : (
        <ul
          aria-label="Productos del proveedor"
          className="max-h-[400px] divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
          data-testid="order-product-list"
        >
          {products.map((product) => {
            const text = draft[product.id]?.text ?? '';
            const error = quantityError(text);
            const inputId = `order-quantity-${product.id}`;
            const lowStock = isLowStock(product);
            const stock = `Stock: ${formatQuantity(product.stockQuantity, product.unit)}`;
            const choices = purchaseUnitChoices(productUnits(product));
            return (
              <li key={product.id} className="flex items-start gap-3 px-3 py-2" data-testid="order-product-row">
                <div className="min-w-0 flex-1">
                  <label htmlFor={inputId} className="font-medium break-words">
                    {product.name}
                  </label>
                  <p className="text-sm text-slate-600">
                    {formatMoney(product.currentPrice)} por {unitLabel(product.unit)}
                  </p>
                  {lowStock ? (
                    <Badge variant="warning" className="mt-1">
                      {stock}
                    </Badge>
                  ) : (
                    <p className="text-xs text-slate-600">{stock}</p>
                  )}
                  {error && (
                    <p id={fieldErrorId(inputId)} role="alert" className="mt-1 text-sm font-medium text-red-700">
                      {error}
                    </p>
                  )}
                </div>
                <div className="flex w-28 shrink-0 flex-col gap-1">
                  <Input
                    id={inputId}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="0.1"
                    placeholder="0"
                    value={text}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? fieldErrorId(inputId) : undefined}
                    onChange={(event) => onChange(product, { text: event.target.value })}
                  />
                  {choices.length > 1 && (
                    <NativeSelect
                      aria-label={`Unidad de ${product.name}`}
                      className="px-2"
                      value={draft[product.id]?.unit ?? product.unit}
                      onChange={(event) => onChange(product, { unit: event.target.value })}
                    >
                      {choices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
