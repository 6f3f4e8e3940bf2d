import { formatMoney, lineTotal } from '@common/money';
import { formatQuantity } from '@web/lib/format-quantity';
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
                <span className="font-medium">{line.name}</span>
                <span className="text-slate-600">
                  {formatQuantity(line.quantity)} {line.unit} × {formatMoney(line.unitPrice)}
                </span>
              </span>
              <span className="font-medium">{formatMoney(lineTotal(line.quantity, line.unitPrice))}</span>
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
