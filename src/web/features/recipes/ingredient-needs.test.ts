import { describe, expect, it } from 'vitest';
import type { Recipe, RecipeIngredient } from '@common/recipes';
import { ingredientNeeds, validMultiplier } from './ingredient-needs';

const kg = { unit: 'kg', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [] };
const ingredient = (productId: string, quantity: string, unit: string, overrides: Partial<RecipeIngredient> = {}) => ({
  id: crypto.randomUUID(),
  productId,
  productName: productId,
  quantity,
  unit,
  yieldPercent: null,
  product: kg,
  currentPrice: '40.00',
  stockQuantity: '1',
  grossQuantity: null,
  lineCost: '0.00',
  unitCost: null,
  unitProblem: null,
  ...overrides,
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
  missingIngredients: [],
  totalCost: '0.00',
  costPerUnit: '0.00',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
  produces: null,
});

describe('ingredientNeeds', () => {
  it('converts each line to its product’s base unit, divides by the yield and adds a product up once', () => {
    const { needs, cost, problems } = ingredientNeeds(
      recipe([
        ingredient('queso', '250', 'g', { yieldPercent: '80' }),
        ingredient('queso', '0.1', 'kg'),
        ingredient('chile', '2', 'kg', { stockQuantity: '5', currentPrice: '30.00' }),
      ]),
      '3',
    );
    expect(needs).toEqual([
      // 3 × (0.3125 + 0.1) = 1.2375 kg, rounded once
      { productId: 'queso', productName: 'queso', unit: 'kg', stock: '1', needed: '1.238', short: true },
      { productId: 'chile', productName: 'chile', unit: 'kg', stock: '5', needed: '6.000', short: true },
    ]);
    // 1.2375 × $40 + 6 × $30
    expect(cost).toBe('229.50');
    expect(problems).toEqual([]);
  });

  it('leaves out and reports a line whose unit no longer converts', () => {
    const { needs, problems } = ingredientNeeds(
      recipe([ingredient('leche', '200', 'ml', { unitProblem: 'agrega la densidad' }), ingredient('queso', '1', 'kg')]),
      '1',
    );
    expect(needs.map((need) => need.productId)).toEqual(['queso']);
    expect(problems).toEqual(['agrega la densidad']);
  });
});

describe('validMultiplier', () => {
  it('accepts what the server accepts', () => {
    expect(validMultiplier('2')).toBe('2');
    expect(validMultiplier(' 0.01 ')).toBe('0.01');
    expect(validMultiplier('0')).toBeNull();
    expect(validMultiplier('0.001')).toBeNull();
    expect(validMultiplier('-1')).toBeNull();
    expect(validMultiplier('')).toBeNull();
  });
});
