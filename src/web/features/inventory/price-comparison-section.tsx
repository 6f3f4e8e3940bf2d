import type { ReactNode } from 'react';
import { formatMoney } from '@common/money';
import {
  differenceLabel,
  PRICE_COMPARISON_TEXTS as TEXTS,
  PRICE_SOURCE_LABELS,
  type MarketOffer,
  type PaidPrice,
} from '@common/price-comparison';
import { unitLabel } from '@common/quantity';
import { formatPricePer } from '@common/quantity-format';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format-date';
import { usePriceComparison } from './api/get-price-comparison';

/**
 * "Comparar precios" in the product detail: the last price paid to each supplier and the
 * marketplace's offers of the same item, per kg, l or pza, cheapest first (decision 049).
 */
export function PriceComparisonSection({ productId }: { productId: string }) {
  const comparison = usePriceComparison(productId);
  const data = comparison.data;
  return (
    <section aria-labelledby="price-comparison-title" className="flex flex-col gap-3">
      <h3 id="price-comparison-title" className="font-semibold">
        {TEXTS.title}
      </h3>
      {comparison.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="text-sm text-red-700">{TEXTS.loadFailed}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Tu precio actual: <strong>{formatPricePer(data.currentPricePerUnit, data.unit)}</strong>
          </p>
          <PriceList title={TEXTS.paidTitle} empty={TEXTS.noPaid}>
            {data.paid.map((row) => (
              <PaidCard key={`${row.source}-${row.reference}`} row={row} unit={data.unit} />
            ))}
          </PriceList>
          {data.creditsIva && data.paid.some((row) => row.source === 'invoice') && (
            <p className="text-xs text-slate-600">{TEXTS.netOfIva}</p>
          )}
          <PriceList title={TEXTS.offersTitle} empty={TEXTS.noOffers}>
            {data.offers.map((row) => (
              <OfferCard key={row.id} row={row} unit={data.unit} />
            ))}
          </PriceList>
        </>
      )}
    </section>
  );
}

function PriceList({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-2">
          {children}
        </ul>
      )}
    </div>
  );
}

function Card({ cheapest, children }: { cheapest: boolean; children: ReactNode }) {
  return (
    <li
      className={`flex min-w-0 flex-col gap-1 rounded-md border p-3 text-sm ${cheapest ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
    >
      {children}
    </li>
  );
}

/** The name, and the price per unit with the difference and the mark when it is the cheapest. */
function Heading({
  name,
  price,
  unit,
  percent,
  cheapest,
}: {
  name: string;
  price: string;
  unit: string;
  percent: string | null;
  cheapest: boolean;
}) {
  const difference = differenceLabel(percent);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words">{name}</span>
        <span className="font-semibold">{formatPricePer(price, unit)}</span>
      </div>
      {(cheapest || difference) && (
        <div className="flex flex-wrap items-center gap-2">
          {cheapest && <Badge variant="success">{TEXTS.cheapest}</Badge>}
          {difference && <span className="text-xs text-slate-700">{difference}</span>}
        </div>
      )}
    </>
  );
}

function PaidCard({ row, unit }: { row: PaidPrice; unit: string }) {
  return (
    <Card cheapest={row.cheapest}>
      <Heading
        name={row.supplierName}
        price={row.pricePerUnit}
        unit={unit}
        percent={row.differencePercent}
        cheapest={row.cheapest}
      />
      <p className="text-xs break-words text-slate-600">
        {PRICE_SOURCE_LABELS[row.source]} {row.reference} · {formatDate(row.date)} · Pagaste{' '}
        {formatMoney(row.paidAmount)} por {row.paidQuantity}
      </p>
    </Card>
  );
}

function OfferCard({ row, unit }: { row: MarketOffer; unit: string }) {
  return (
    <Card cheapest={row.cheapest}>
      {row.pricePerUnit === null ? (
        <span className="min-w-0 font-medium break-words">{row.name}</span>
      ) : (
        <Heading
          name={row.name}
          price={row.pricePerUnit}
          unit={unit}
          percent={row.differencePercent}
          cheapest={row.cheapest}
        />
      )}
      <p className="text-xs break-words text-slate-600">
        {row.supplierName} · {formatMoney(row.price)} por {unitLabel(row.unit)}
      </p>
      {row.note && <p className="text-xs break-words text-slate-600">{row.note}</p>}
      {row.reason && (
        <p className="text-xs break-words text-amber-900">
          Sin precio por {unitLabel(unit)}: {row.reason}
        </p>
      )}
    </Card>
  );
}
