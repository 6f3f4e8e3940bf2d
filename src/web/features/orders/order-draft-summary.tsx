import { formatMoney } from '@common/money';
import { formatLineQuantity } from '@common/order-units';
import { priceText } from './line-text';
import { draftTotal, type DraftLine } from './order-draft';

/** The draft's lines and exact total, before the order is created. */
export function OrderDraftSummary({ lines }: { lines: DraftLine[] }) {
  return (
    <div className="flex flex-col gap-3">
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600">Escribe una cantidad en los productos que quieras pedir.</p>
      ) : (
        <ul aria-label="Productos en la orden" className="divide-y divide-slate-100 text-sm">
          {lines.map((line) => (
            <li key={line.productId} className="flex items-start justify-between gap-3 py-2">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-words">{line.name}</span>
                <span className="text-slate-600">
                  {formatLineQuantity(line.quantity, line.unit, line.pack)}
                  {priceText(line, { price: line.basePrice, unit: line.baseUnit })}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap">{formatMoney(line.totalPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-center justify-between border-t border-slate-200 pt-3 text-base font-semibold">
        <span>Total</span>
        <span data-testid="draft-total">{formatMoney(draftTotal(lines))}</span>
      </p>
    </div>
  );
}
