import { formatMoney } from '@common/money';
import { RECEIPT_MESSAGES } from '@common/receipts';
import { Badge } from '@web/components/ui/badge';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { cn } from '@web/lib/cn';
import { draftLineTotal, type DraftLine, type ReviewProduct } from './review-draft';
import { ReviewUnit } from './review-unit';

/** Below this the line is flagged for a closer look (the numbers did not add up, or OCR was unsure). */
const REVIEW_BELOW = 0.7;

interface Props {
  line: DraftLine;
  products: readonly ReviewProduct[];
  onChange: (patch: Partial<DraftLine>) => void;
}

/** One row of the review table: tick, name, quantity, unit (one of the product's when it goes to one), unit price, total, and the product it goes to. */
export function ReviewLine({ line, products, onChange }: Props) {
  const total = draftLineTotal(line);
  const label = line.name || `Línea ${line.key + 1}`;
  const cell = 'px-2 py-2 align-middle max-md:block max-md:p-0';
  return (
    <tr
      className={cn(
        'border-t border-slate-200 max-md:grid max-md:grid-cols-[auto_1fr] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:p-3',
        !line.included && 'opacity-60',
      )}
    >
      <td className={cell}>
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={line.included}
          aria-label={`Incluir ${label}`}
          onChange={(event) => onChange({ included: event.target.checked })}
        />
      </td>
      <td className={cn(cell, 'md:min-w-44')}>
        <Input
          aria-label={`Nombre de ${label}`}
          value={line.name}
          maxLength={200}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {line.confidence < REVIEW_BELOW && (
          <Badge variant="warning" className="mt-1">
            Revisar
          </Badge>
        )}
      </td>
      <td className={cn(cell, 'max-md:col-span-2 md:w-28')}>
        <CardLabel>Cantidad</CardLabel>
        <Input
          aria-label={`Cantidad de ${label}`}
          inputMode="decimal"
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
      </td>
      <td className={cn(cell, 'max-md:col-span-2 md:w-24')}>
        <CardLabel>Unidad</CardLabel>
        <ReviewUnit
          line={line}
          product={products.find((product) => product.id === line.productId) ?? null}
          label={label}
          onChange={(unit) => onChange({ unit })}
        />
      </td>
      <td className={cn(cell, 'max-md:col-span-2 md:w-32')}>
        <CardLabel>Precio unitario</CardLabel>
        <Input
          aria-label={`Precio unitario de ${label}`}
          inputMode="decimal"
          value={line.unitPrice}
          onChange={(event) => onChange({ unitPrice: event.target.value })}
        />
      </td>
      <td className={cn(cell, 'text-right whitespace-nowrap tabular-nums max-md:col-span-2')}>
        <CardLabel>Importe</CardLabel>
        {total === null ? '—' : formatMoney(total)}
      </td>
      <td className={cn(cell, 'max-md:col-span-2 md:min-w-48')}>
        <CardLabel>Agregar a</CardLabel>
        <NativeSelect
          aria-label={`Producto para ${label}`}
          value={line.productId}
          onChange={(event) => onChange({ productId: event.target.value })}
        >
          <option value="">{RECEIPT_MESSAGES.newProduct}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} ({product.unit})
            </option>
          ))}
        </NativeSelect>
      </td>
    </tr>
  );
}

/** A field's name, shown only when the row is laid out as a card (the table's header is hidden then). */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="mb-1 block text-left text-xs font-medium text-slate-600 md:hidden">
      {children}
    </span>
  );
}
