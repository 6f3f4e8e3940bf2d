import { Plus, X } from 'lucide-react';
import { useMemo } from 'react';
import type { ProductListItem } from '@common/inventory';
import { countUnitOptions, STOCK_COUNT_MAX_ENTRIES } from '@common/inventory-count';
import { formatQuantity } from '@common/quantity-format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { readCountLine, type EntryDraft } from './stock-count-line';

interface Props {
  product: ProductListItem;
  drafts: EntryDraft[];
  onChange: (drafts: EntryDraft[]) => void;
}

/** The first count entry of a product: blank, in its base unit. */
export const blankDraft = (product: ProductListItem): EntryDraft => ({ value: '', unit: product.unit });

/**
 * One product of the count: its stock, and what was counted in one or more units ("3" cajas and "4"
 * kg of the open one, decision 038). The total in the base unit shows as soon as more than the base
 * unit is used.
 */
export function StockCountRow({ product, drafts, onChange }: Props) {
  const options = useMemo(() => countUnitOptions(product), [product]);
  const line = readCountLine(product, drafts);
  const id = `count-${product.id}`;
  const showTotal = line.counted !== null && (drafts.length > 1 || drafts[0]?.unit !== product.unit);
  const update = (index: number, change: Partial<EntryDraft>) =>
    onChange(drafts.map((draft, at) => (at === index ? { ...draft, ...change } : draft)));
  const addEntry = () => {
    const used = new Set(drafts.map((draft) => draft.unit));
    const unit = options.find((option) => !used.has(option.unit))?.unit ?? product.unit;
    onChange([...drafts, { value: '', unit }]);
  };

  return (
    <li className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-start sm:gap-3">
      <label htmlFor={`${id}-0`} className="min-w-0 flex-1">
        <span className="block truncate font-medium">{product.name}</span>
        <span className="block text-sm text-slate-600">
          Stock actual: {formatQuantity(product.stockQuantity, product.unit, { packs: product.packs })}
          {product.supplierName ? ` · ${product.supplierName}` : ''}
        </span>
      </label>
      <div className="flex flex-col gap-1 sm:w-64">
        {drafts.map((draft, index) => {
          const suffix = index === 0 ? '' : ` (${index + 1})`;
          const error = line.entryErrors[index];
          const inputId = `${id}-${index}`;
          return (
            <div key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Input
                  id={inputId}
                  className="w-20 shrink-0"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="Contado"
                  aria-label={`Cantidad contada de ${product.name}${suffix}`}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  value={draft.value}
                  onChange={(event) => update(index, { value: event.target.value })}
                />
                <NativeSelect
                  className="min-w-0 flex-1"
                  aria-label={`Unidad contada de ${product.name}${suffix}`}
                  value={draft.unit}
                  onChange={(event) => update(index, { unit: event.target.value })}
                >
                  {options.map((option) => (
                    <option key={option.unit} value={option.unit}>
                      {option.label}
                    </option>
                  ))}
                </NativeSelect>
                {index > 0 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar cantidad ${index + 1} de ${product.name}`}
                    onClick={() => onChange(drafts.filter((_, at) => at !== index))}
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </div>
              {error && (
                <span id={`${inputId}-error`} className="text-xs text-red-700">
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {line.lineError && (
          <span role="alert" className="text-xs text-red-700">
            {line.lineError}
          </span>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          {options.length > 1 && drafts.length < STOCK_COUNT_MAX_ENTRIES && (
            <Button variant="ghost" size="sm" aria-label={`Agregar otra unidad a ${product.name}`} onClick={addEntry}>
              <Plus aria-hidden /> Otra unidad
            </Button>
          )}
          {showTotal && (
            <span className="text-sm font-medium text-slate-700" data-testid="count-total">
              Total: {formatQuantity(line.counted!, product.unit)}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
