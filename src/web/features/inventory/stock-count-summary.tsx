import { compareDecimals, subtractDecimals } from '@common/money';
import { formatQuantity } from '@web/lib/format-quantity';

export interface CountedLine {
  id: string;
  name: string;
  unit: string;
  stockQuantity: string;
  counted: string;
}

/** '−1.5' / '+2' with a true minus sign, as a count sheet shows it. */
function signedQuantity(delta: string) {
  const sign = compareDecimals(delta, 0) < 0 ? '−' : '+';
  return `${sign}${formatQuantity(delta.replace('-', ''))}`;
}

/** "Tomate saladet: 12 → 10.5 kg (−1.5)" for each counted line that differs from the stock. */
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
                  <span className="font-medium">{line.name}</span>: {formatQuantity(line.stockQuantity)} →{' '}
                  {formatQuantity(line.counted)} {line.unit}{' '}
                  <span
                    className={
                      compareDecimals(line.delta, 0) < 0 ? 'font-semibold text-red-700' : 'font-semibold text-brand-800'
                    }
                  >
                    ({signedQuantity(line.delta)})
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
