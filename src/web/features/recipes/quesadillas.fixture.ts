import type { Recipe } from '@common/recipes';

export const QUESO = '0b6f3c1e-7d2a-4e3b-9c1d-2a5e8f9b0c11';

/** A recipe as GET /api/recipes answers it: four quesadillas with 250 g of a cheese kept in kg at $40.00. */
export const quesadillas = (overrides: Partial<Recipe> = {}): Recipe => ({
  id: '3c8e2a41-5b6d-4f70-8a9b-1c2d3e4f5a6b',
  name: 'Quesadillas',
  description: null,
  category: null,
  finalYield: '4.000',
  yieldUnit: 'orden',
  imageUrl: null,
  salePrice: null,
  preparationSteps: [],
  ingredients: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      productId: QUESO,
      productName: 'Queso Oaxaca',
      quantity: '250.000',
      unit: 'g',
      yieldPercent: '100.00',
      product: { unit: 'kg', densityKgPerL: null, pieceWeightG: null, yieldPercent: '100.00', packs: [] },
      currentPrice: '40.00',
      stockQuantity: '2.000',
      grossQuantity: '0.250',
      lineCost: '10.00',
      unitCost: null,
      unitProblem: null,
    },
  ],
  missingIngredients: [],
  totalCost: '10.00',
  costPerUnit: '2.50',
  foodCostPercent: null,
  margin: null,
  canPrepare: true,
  produces: null,
  ...overrides,
});
