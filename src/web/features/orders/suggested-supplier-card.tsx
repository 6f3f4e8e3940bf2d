import type { ReactNode } from 'react';
import { decimalProblem } from '@common/fields-rules';
import { cartLineProblem, minimumLabel } from '@common/marketplace-cart-rules';
import { formatMoney, lineTotal, sumDecimals } from '@common/money';
import { unitPriceFromBase } from '@common/order-units';
import { unitLabel } from '@common/quantity';
import { formatQuantity } from '@common/quantity-format';
import type { SuggestedCatalogueLine, SuggestedLine, SuggestedOrders } from '@common/suggested-orders';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';

type Supplier = SuggestedOrders['suppliers'][number];

/** The typed quantity as the API takes it, or null while it is empty, zero or not a valid number. */
export function typedQuantity(text: string): string | null {
  const value = text.trim().replace(',', '.');
  if (!value || decimalProblem(value, 3) || Number(value) === 0) return null;
  return value;
}

const unitText = (line: SuggestedLine) => {
  const pack = line.packs.find((item) => item.name === line.unit);
  return pack ? `${pack.name} (${formatQuantity(pack.quantity, pack.unit)})` : unitLabel(line.baseUnit, true);
};

/** The line's amount at the current price, for what is typed now. */
export function editedLineTotal(line: SuggestedLine, text: string): string {
  const quantity = typedQuantity(text);
  if (!quantity) return '0.00';
  const product = { unit: line.baseUnit, packs: line.packs };
  return lineTotal(quantity, unitPriceFromBase(line.price, line.unit ?? line.baseUnit, product));
}

/** A marketplace line's amount at the catalogue price, for what is typed now. */
function editedCatalogueTotal(line: SuggestedCatalogueLine, text: string): string {
  const quantity = typedQuantity(text);
  return quantity ? lineTotal(quantity, line.price) : '0.00';
}

/** What keeps a typed quantity from being ordered: not a number, or the marketplace's minimum and whole-unit rule. */
export function catalogueLineProblem(line: SuggestedCatalogueLine, text: string): string | null {
  if (!text.trim()) return null;
  const invalid = decimalProblem(text, 3);
  if (invalid) return invalid;
  const quantity = typedQuantity(text);
  if (!quantity) return null;
  return (
    cartLineProblem({
      productName: line.catalogueName,
      quantity,
      unit: line.unit,
      minOrderQuantity: line.minOrderQuantity,
    })?.message ?? null
  );
}

interface Props {
  supplier: Supplier;
  quantities: Record<string, string>;
  included: boolean;
  onQuantity: (productId: string, text: string) => void;
  onIncluded: (included: boolean) => void;
}

/** One supplier's suggested order: each line's facts and its quantity to edit, and whether to create it. */
export function SuggestedSupplierCard({ supplier, quantities, included, onQuantity, onIncluded }: Props) {
  const total = sumDecimals(
    supplier.kind === 'marketplace'
      ? supplier.lines.map((line) => editedCatalogueTotal(line, quantities[line.productId] ?? ''))
      : supplier.lines.map((line) => editedLineTotal(line, quantities[line.productId] ?? '')),
  );
  const headingId = `sugerido-${supplier.supplierId}`;
  return (
    <Card aria-labelledby={headingId} role="group" data-testid="suggested-supplier">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <CardTitle as="h2" id={headingId} className="text-lg break-words">
            {supplier.supplierName}
          </CardTitle>
          {supplier.kind === 'marketplace' && <p className="text-sm text-slate-600">Se envía por el marketplace</p>}
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={included}
            onChange={(event) => onIncluded(event.target.checked)}
          />
          Crear esta orden
        </label>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-4">
          {supplier.kind === 'marketplace'
            ? supplier.lines.map((line) => (
                <CatalogueLineRow
                  key={line.productId}
                  line={line}
                  text={quantities[line.productId] ?? ''}
                  onQuantity={onQuantity}
                />
              ))
            : supplier.lines.map((line) => {
                const text = quantities[line.productId] ?? '';
                return (
                  <SuggestedLineRow
                    key={line.productId}
                    line={line}
                    text={text}
                    unit={unitText(line)}
                    total={editedLineTotal(line, text)}
                    problem={text.trim() ? decimalProblem(text, 3) : null}
                    onQuantity={onQuantity}
                  />
                );
              })}
        </ul>
        <p className="flex justify-between font-semibold">
          <span>Total</span>
          <span data-testid="suggested-total">{formatMoney(total)}</span>
        </p>
      </CardContent>
    </Card>
  );
}

/** A line ordered from a marketplace supplier: in the catalogue's unit, with its minimum. */
function CatalogueLineRow({
  line,
  text,
  onQuantity,
}: {
  line: SuggestedCatalogueLine;
  text: string;
  onQuantity: (productId: string, text: string) => void;
}) {
  return (
    <SuggestedLineRow
      line={line}
      text={text}
      unit={unitLabel(line.unit, true)}
      total={editedCatalogueTotal(line, text)}
      problem={catalogueLineProblem(line, text)}
      onQuantity={onQuantity}
    >
      <p className="text-sm text-slate-600">
        {line.catalogueName} · {formatMoney(line.price)} por {unitLabel(line.unit)} ·{' '}
        {minimumLabel(line.minOrderQuantity, line.unit)}
      </p>
    </SuggestedLineRow>
  );
}

type RowLine = Pick<
  SuggestedLine,
  'productId' | 'productName' | 'baseUnit' | 'stock' | 'minimum' | 'onOrder' | 'dailyUse'
> &
  Partial<Pick<SuggestedLine, 'packs'>>;

/** One suggested line, of either kind of supplier: its stock facts, the quantity to edit and its amount for it. */
function SuggestedLineRow({
  line,
  text,
  unit,
  total,
  problem,
  onQuantity,
  children,
}: {
  line: RowLine;
  text: string;
  unit: string;
  total: string;
  problem: string | null;
  onQuantity: (productId: string, text: string) => void;
  children?: ReactNode;
}) {
  const id = `suggested-${line.productId}`;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 pb-3 last:border-0">
      <p className="font-medium break-words">{line.productName}</p>
      <p className="text-sm text-slate-600">
        Hay {formatQuantity(line.stock, line.baseUnit, { packs: line.packs })} · mínimo{' '}
        {formatQuantity(line.minimum, line.baseUnit)}
        {Number(line.onOrder) > 0 && <> · en camino {formatQuantity(line.onOrder, line.baseUnit)}</>}
        {Number(line.dailyUse) > 0 && <> · usas {formatQuantity(line.dailyUse, line.baseUnit)} al día</>}
      </p>
      {children}
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <label htmlFor={id} className="sr-only">
          Cantidad de {line.productName}
        </label>
        <Input
          id={id}
          inputMode="decimal"
          className="w-24"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => onQuantity(line.productId, event.target.value)}
        />
        <span className="pb-2 text-sm">{unit}</span>
        <span className="ml-auto pb-2 font-medium" data-testid="suggested-line-total">
          {formatMoney(total)}
        </span>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}
