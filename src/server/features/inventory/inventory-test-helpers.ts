export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tomate',
  currentPrice: '20.00',
  stockQuantity: '15',
  minStockQuantity: '10',
  unit: 'kg',
  supplierId: 'none',
  category: null,
  ...overrides,
});
