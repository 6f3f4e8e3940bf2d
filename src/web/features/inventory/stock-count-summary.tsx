import type { CountEntry } from '@common/inventory-count';
import { compareDecimals, subtractDecimals } from '@common/money';
import type { Pack } from '@common/quantity';
import { formatQuantity, formatQuantityChange } from '@common/quantity-format';

export interface CountedLine {
  id: string;
  name: string;
  /** The product's base unit, in which stock and the count are kept. */
  unit: string;
  packs: readonly Pack[];
  stockQuantity: string;
  /** The count in the base unit. */
  counted: string;
  /** The count as typed, sent to the server. */
  entries: CountEntry[];
}

/** "Jitomate saladet: 2 cajas (50 kg) → 79 kg (+29 kg)" for each counted line that differs from the stock. */
export function StockCountSummary({ lines }: { lines: CountedLine[] }) {
  const differences = lines
    .map((line) => ({ ...line, delta: subtractDecimals(line.counted, line.stockQuantity, 3) }))
    .filter((line) => compareDecimals(line.delta, 0) !== 0);
  const unchanged = lines.length - differences.length;
  return (
    <section
      aria-labelledby="count-summary-title"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id="count-summary-title" className="font-semibold">
        Diferencias
      </h3>
      {lines.length === 0 ? (
        <p className="text-slate-600">
          Escribe la cantidad contada de los productos que revisaste; los que dejes vacíos no cambian.
        </p>
      ) : (
        <>
          {differences.length > 0 && (
            <ul aria-label="Diferencias del conteo" className="flex flex-col gap-1">
              {differences.map((line) => (
                <li key={line.id}>
                  <span className="font-medium">{line.name}</span>:{' '}
                  {formatQuantity(line.stockQuantity, line.unit, { packs: line.packs })} →{' '}
                  {formatQuantity(line.counted, line.unit, { packs: line.packs })}{' '}
                  <span
                    className={
                      compareDecimals(line.delta, 0) < 0 ? 'font-semibold text-red-700' : 'font-semibold text-brand-800'
                    }
                  >
                    ({formatQuantityChange(line.delta, line.unit)})
                  </span>
                </li>
              ))}
            </ul>
          )}
          {unchanged > 0 && (
            <p className="text-slate-600">
              {unchanged} {unchanged === 1 ? 'producto coincide' : 'productos coinciden'} con el stock.
            </p>
          )}
        </>
      )}
    </section>
  );
}
