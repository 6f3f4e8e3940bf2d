import { describe, expect, it } from 'vitest';
import { madeProductCosts, type Producer } from './batch-costs';
import { ratio, ratioFromText, ratioText } from './ratio';
import type { CostedLine } from './recipe-costs';

const units = { densityKgPerL: null, pieceWeightG: null, yieldPercent: '100', packs: [] };
const line = (productId: string, quantity: string, currentPrice: string): CostedLine => ({
  productId,
  productName: productId,
  quantity,
  unit: 'lt',
  yieldPercent: null,
  product: { unit: 'lt', ...units },
  currentPrice,
  stockQuantity: '0',
});
const producer = (productId: string, quantity: string, ingredients: CostedLine[]): [string, Producer] => [
  productId,
  { output: { productName: productId, quantity, unit: 'lt', product: { unit: 'lt', ...units } }, ingredients },
];

describe('madeProductCosts', () => {
  it('costs a made product from its recipe, made ingredients first, without rounding', () => {
    // $10 of pulpa makes 3 l of base ($10/3 the litre); 1.5 l of base makes 1 l of salsa: $5.
    const costs = madeProductCosts(
      new Map([
        producer('salsa', '1', [line('base', '1.5', '999')]),
        producer('base', '3', [line('pulpa', '1', '10')]),
      ]),
    );
    expect(costs.get('base')).toEqual(ratio(10n, 3n));
    expect(costs.get('salsa')).toEqual(ratio(5n));
  });

  it('ends a loop at its stored price instead of looping', () => {
    // a uses b, b uses a: b takes a at its stored $3, and a takes b's $3.
    const costs = madeProductCosts(
      new Map([producer('a', '1', [line('b', '1', '2')]), producer('b', '1', [line('a', '1', '3')])]),
    );
    expect(costs).toEqual(
      new Map([
        ['b', ratio(3n)],
        ['a', ratio(3n)],
      ]),
    );
  });
});

describe('ratioText', () => {
  it('reads back exactly, and reads plain decimals', () => {
    expect(ratioFromText(ratioText(ratio(10n, 3n)))).toEqual(ratio(10n, 3n));
    expect(ratioText(ratio(25n))).toBe('25');
    expect(ratioFromText('12.50')).toEqual(ratio(25n, 2n));
  });
});
