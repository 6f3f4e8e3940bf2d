import type { DecimalInput } from './money';
import type { MarketOffer, PaidPrice, PriceComparison } from './price-comparison';
import { convert, findPack, unitLabel, UnitError, type ProductUnits } from './quantity';
import { formatQuantity } from './quantity-format';
import { add, compareRatios, divide, multiply, ratio, toDecimal, type Ratio } from './ratio';
import { compareCodeUnits } from './text';
import { MONEY_PLACES, pricePerBaseUnit } from './unit-costs';
import { isMeasure, MEASURES, unitCodeOf } from './units';

/**
 * The comparison of decision 049: every price per one comparison unit, exact until it is shown,
 * through pricePerBaseUnit (decision 037) and the unit model (decision 034).
 */

const BIGGER_UNIT = { mass: 'kg', volume: 'lt', count: 'pza' } as const;

/** kg for a product kept in any mass, l in any volume, pza in pieces or dozens; else its own count unit. */
export function comparisonUnit(product: ProductUnits): string {
  const code = unitCodeOf(product.unit);
  return code && isMeasure(code) ? BIGGER_UNIT[MEASURES[code].dimension] : product.unit;
}

/** The price of one comparison unit from the price of one `unit` ($500 the caja of 25 kg → $20 the kg). Throws UnitError. */
export function pricePerComparisonUnit(price: DecimalInput | Ratio, unit: string, product: ProductUnits): Ratio {
  return multiply(pricePerBaseUnit(price, unit, product), convert('1', comparisonUnit(product), product.unit, product));
}

type Compared = 'pricePerUnit' | 'differencePercent' | 'cheapest';

/** Something that entered stock with a price: `price` paid for one `unit`, converted with `units`. */
export interface Purchase {
  /** What the answer shows of it. */
  shown: Omit<PaidPrice, Compared>;
  /** One supplier, whatever the source: 'contact:…' or 'company:…'. */
  supplierKey: string;
  price: DecimalInput | Ratio;
  unit: string;
  /** The product as this purchase converts (an order line's pack as it was ordered). */
  units: ProductUnits;
}

export type Offer = Omit<MarketOffer, Compared | 'note' | 'reason'>;

export interface ComparedProduct extends ProductUnits {
  id: string;
  currentPrice: DecimalInput;
}

const negate = (value: Ratio): Ratio => ratio(-value.num, value.den);

const tryConvert = (run: () => Ratio): Ratio | UnitError => {
  try {
    return run();
  } catch (error) {
    if (error instanceof UnitError) return error;
    throw error;
  }
};

/** "1 caja = 25 kg según tu presentación «Caja»" when a catalogue unit is sized by the product's own pack. */
function packNote(unit: string, product: ProductUnits): string | null {
  const code = unitCodeOf(unit);
  if ((code && isMeasure(code)) || code === unitCodeOf(product.unit)) return null;
  const pack = findPack(unit, product);
  return pack
    ? `1 ${unitLabel(unit)} = ${formatQuantity(pack.quantity, pack.unit)} según tu presentación «${pack.name}»`
    : null;
}

/** The latest purchase of each supplier (a later one replaces an earlier, whatever its source). */
function latestPerSupplier(purchases: readonly Purchase[]): Purchase[] {
  const latest = new Map<string, Purchase>();
  for (const purchase of purchases) {
    const seen = latest.get(purchase.supplierKey);
    if (!seen || purchase.shown.date > seen.shown.date) latest.set(purchase.supplierKey, purchase);
  }
  return [...latest.values()];
}

/**
 * The comparison answer: the last price per supplier (purchases whose unit no longer converts are
 * left out) and every offer, each sorted by its price per unit (offers without one last), the
 * cheapest marked (ties all), and the difference against the current price in whole percent.
 */
export function comparePrices(
  product: ComparedProduct,
  purchases: readonly Purchase[],
  offers: readonly Offer[],
  creditsIva: boolean,
): PriceComparison {
  const current = pricePerComparisonUnit(product.currentPrice, product.unit, product);
  const paid = latestPerSupplier(purchases).flatMap((purchase) => {
    const exact = tryConvert(() => pricePerComparisonUnit(purchase.price, purchase.unit, purchase.units));
    return exact instanceof UnitError ? [] : [{ purchase, exact }];
  });
  const offered = offers.map((offer) => ({
    offer,
    exact: tryConvert(() => pricePerComparisonUnit(offer.price, offer.unit, product)),
  }));
  const prices = [...paid, ...offered].flatMap(({ exact }) => (exact instanceof UnitError ? [] : [exact]));
  const lowest = prices.reduce<Ratio | null>(
    (low, price) => (low === null || compareRatios(price, low) < 0 ? price : low),
    null,
  );
  const compared = (exact: Ratio) => ({
    pricePerUnit: toDecimal(exact, MONEY_PLACES),
    differencePercent:
      current.num === 0n ? null : toDecimal(multiply(divide(add(exact, negate(current)), current), ratio(100n)), 0),
    cheapest: lowest !== null && compareRatios(exact, lowest) === 0,
  });
  const byPrice = (a: Ratio | UnitError, b: Ratio | UnitError) =>
    a instanceof UnitError ? (b instanceof UnitError ? 0 : 1) : b instanceof UnitError ? -1 : compareRatios(a, b);

  return {
    productId: product.id,
    unit: comparisonUnit(product),
    currentPricePerUnit: toDecimal(current, MONEY_PLACES),
    creditsIva,
    paid: paid
      .sort((a, b) => byPrice(a.exact, b.exact) || compareCodeUnits(b.purchase.shown.date, a.purchase.shown.date))
      .map(({ purchase, exact }) => ({ ...purchase.shown, ...compared(exact) })),
    offers: offered
      .sort((a, b) => byPrice(a.exact, b.exact) || a.offer.name.localeCompare(b.offer.name, 'es-MX'))
      .map(({ offer, exact }) =>
        exact instanceof UnitError
          ? {
              ...offer,
              note: null,
              reason: exact.message,
              pricePerUnit: null,
              differencePercent: null,
              cheapest: false,
            }
          : { ...offer, note: packNote(offer.unit, product), reason: null, ...compared(exact) },
      ),
  };
}
