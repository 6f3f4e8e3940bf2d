import { describe, expect, it } from 'vitest';
import { madeProductCosts, madeProductCostsAt, productsMadeFrom, type Producer } from './batch-costs';
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

describe('madeProductCostsAt (a price alert’s prices through the preparations)', () => {
  const producers = new Map([
    producer('salsa', '1', [line('base', '1.5', '999')]),
    producer('base', '3', [line('pulpa', '1', '10')]),
  ]);

  it('prices a raw product’s lines at the price given, at any depth', () => {
    // $16 of pulpa: the base is $16/3 the litre, the salsa $8.
    const costs = madeProductCostsAt(producers, 'pulpa', '16');
    expect(costs.get('base')).toEqual(ratio(16n, 3n));
    expect(costs.get('salsa')).toEqual(ratio(8n));
  });

  it('counts a made product at the price given instead of its recipe', () => {
    const costs = madeProductCostsAt(producers, 'base', '4');
    expect(costs.has('base')).toBe(false);
    expect(costs.get('salsa')).toEqual(ratio(6n));
  });
});

describe('productsMadeFrom', () => {
  const graph = [
    { productId: 'base', ingredientId: 'pulpa' },
    { productId: 'base', ingredientId: 'sal' },
    { productId: 'salsa', ingredientId: 'base' },
    { productId: 'aderezo', ingredientId: 'salsa' },
    { productId: 'caldo', ingredientId: 'hueso' },
    { productId: 'vacio', ingredientId: null },
  ];

  it('follows the batch recipes up from a product, at any depth', () => {
    expect(productsMadeFrom('pulpa', graph)).toEqual(new Set(['base', 'salsa', 'aderezo']));
    expect(productsMadeFrom('salsa', graph)).toEqual(new Set(['aderezo']));
    expect(productsMadeFrom('tortilla', graph)).toEqual(new Set());
  });

  it('ends on a loop', () => {
    const loop = [
      { productId: 'a', ingredientId: 'b' },
      { productId: 'b', ingredientId: 'a' },
    ];
    expect(productsMadeFrom('a', loop)).toEqual(new Set(['b']));
  });
});

describe('ratioText', () => {
  it('reads back exactly, and reads plain decimals', () => {
    expect(ratioFromText(ratioText(ratio(10n, 3n)))).toEqual(ratio(10n, 3n));
    expect(ratioText(ratio(25n))).toBe('25');
    expect(ratioFromText('12.50')).toEqual(ratio(25n, 2n));
  });
});
