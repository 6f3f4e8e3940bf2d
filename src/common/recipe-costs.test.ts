import { describe, expect, it } from 'vitest';
import {
  costIngredient,
  incompleteCount,
  preparationCost,
  preparationNeeds,
  recipeCosts,
  type CostedLine,
} from './recipe-costs';
import { incompleteCostText } from './recipes';

const kg = { unit: 'kg', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100', packs: [] };
const line = (overrides: Partial<CostedLine> = {}): CostedLine => ({
  productId: 'queso',
  productName: 'Queso',
  quantity: '250',
  unit: 'g',
  yieldPercent: null,
  product: kg,
  currentPrice: '40.00',
  stockQuantity: '1',
  ...overrides,
});

describe('recipe lines in any unit (decision 036)', () => {
  it('costs 250 g of a kg product at $40/kg $10.00, and $12.50 at 80 % (the line’s, else the product’s)', () => {
    expect(costIngredient(line())).toEqual({ grossQuantity: '0.250', lineCost: '10.00', unitProblem: null });
    expect(costIngredient(line({ yieldPercent: '80' })).lineCost).toBe('12.50');
    expect(costIngredient(line({ product: { ...kg, yieldPercent: '80' } })).lineCost).toBe('12.50');
    expect(costIngredient(line({ yieldPercent: '100', product: { ...kg, yieldPercent: '80' } })).lineCost).toBe(
      '10.00',
    );
  });

  it('flags a unit the product cannot convert instead of throwing', () => {
    const costed = costIngredient(line({ unit: 'ml' }));
    expect(costed).toEqual({
      grossQuantity: null,
      lineCost: '0.00',
      unitProblem: 'No se puede convertir ml a kg en «Queso»: agrega la densidad del producto (1 l ≈ … kg)',
    });
    expect(() => preparationNeeds([line({ unit: 'ml' })], '1')).toThrow('agrega la densidad');
  });

  it('rounds the total once, and derives cost per unit, food cost and margin exactly', () => {
    const third = line({ quantity: '1', unit: 'lb', currentPrice: '10', stockQuantity: '2' });
    const costs = recipeCosts({ finalYield: '3', salePrice: '7.10', ingredients: [third, third, third] });
    // 1 lb = 0.45359237 kg → $4.5359237 each, $13.6077711 → $13.61; ÷ 3 = $4.54; 4.54 ÷ 7.10 = 63.9 %; margin $2.56.
    expect(costs).toEqual({
      totalCost: '13.61',
      costPerUnit: '4.54',
      foodCostPercent: '63.9',
      margin: '2.56',
      canPrepare: true,
    });
    expect(recipeCosts({ finalYield: '3', salePrice: null, ingredients: [third] })).toMatchObject({
      foodCostPercent: null,
      margin: null,
    });
  });

  it('compares stock with the gross base quantity, and cannot prepare a line that does not convert', () => {
    expect(
      recipeCosts({ finalYield: '1', salePrice: null, ingredients: [line({ stockQuantity: '0.25' })] }).canPrepare,
    ).toBe(true);
    const gross = line({ stockQuantity: '0.25', yieldPercent: '80' });
    expect(recipeCosts({ finalYield: '1', salePrice: null, ingredients: [gross] }).canPrepare).toBe(false);
    const broken = recipeCosts({ finalYield: '1', salePrice: null, ingredients: [line(), line({ unit: 'ml' })] });
    expect(broken).toMatchObject({ totalCost: '10.00', canPrepare: false });
  });

  it('sums a product on two lines before rounding the preparation once, and costs it from the exact quantity', () => {
    const needs = preparationNeeds([line({ yieldPercent: '80' }), line({ quantity: '0.1', unit: 'kg' })], '3');
    // 3 × (0.3125 + 0.1) = 1.2375 kg
    expect(needs).toEqual([
      expect.objectContaining({ productId: 'queso', unit: 'kg', needed: '1.238', stock: '1', short: true }),
    ]);
    expect(preparationCost(needs)).toBe('49.50');
  });

  it('counts what the cost leaves out and says it in Spanish', () => {
    const recipe = { missingIngredients: [{}, {}], ingredients: [{ unitProblem: null }, { unitProblem: 'x' }] };
    expect(incompleteCount(recipe)).toBe(3);
    expect(incompleteCostText(1)).toBe('Falta 1 ingrediente: costo incompleto');
    expect(incompleteCostText(3)).toBe('Faltan 3 ingredientes: costo incompleto');
  });
});
