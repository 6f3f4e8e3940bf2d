import { describe, expect, it } from 'vitest';
import type { Recipe } from '@common/recipes';
import { ingredientNeeds, validMultiplier } from './ingredient-needs';

const ingredient = (productId: string, quantity: string, stockQuantity: string, currentPrice: string) => ({
  id: crypto.randomUUID(),
  productId,
  productName: productId,
  unit: 'kg',
  quantity,
  currentPrice,
  stockQuantity,
  lineCost: '0.00',
});

const recipe = (ingredients: Recipe['ingredients']): Recipe => ({
  id: crypto.randomUUID(),
  name: 'Salsa',
  description: null,
  category: null,
  finalYield: '1',
  yieldUnit: 'litro',
  imageUrl: null,
  salePrice: null,
  preparationSteps: [],
  ingredients,
  totalCost: '0.00',
  costPerUnit: '0.00',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
});

describe('ingredientNeeds', () => {
  it('multiplies each quantity and costs it exactly', () => {
    const { needs, cost } = ingredientNeeds(
      recipe([ingredient('tomate', '0.1', '1', '0.1'), ingredient('chile', '0.2', '1', '0.1')]),
      '3',
    );
    expect(needs.map((need) => [need.productId, need.needed, need.short])).toEqual([
      ['tomate', '0.300', false],
      ['chile', '0.600', false],
    ]);
    expect(cost).toBe('0.09');
  });

  it('adds up a product listed twice before comparing it with the stock', () => {
    const { needs } = ingredientNeeds(
      recipe([ingredient('tomate', '0.6', '1', '10'), ingredient('tomate', '0.5', '1', '10')]),
      '1',
    );
    expect(needs).toHaveLength(1);
    expect(needs[0]).toMatchObject({ needed: '1.100', short: true });
  });
});

describe('validMultiplier', () => {
  it('takes what the server takes', () => {
    expect(validMultiplier('2')).toBe('2');
    expect(validMultiplier(' 0.01 ')).toBe('0.01');
    expect(validMultiplier('0')).toBeNull();
    expect(validMultiplier('0.001')).toBeNull();
    expect(validMultiplier('-1')).toBeNull();
    expect(validMultiplier('')).toBeNull();
  });
});
