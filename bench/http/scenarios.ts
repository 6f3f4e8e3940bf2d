import { RESTAURANT_EMAIL } from '../data/profiles';
import { apiJson, signIn } from '../lib/session';

export interface Scenario {
  id: 'products' | 'dashboard' | 'marketplace' | 'order' | 'preparation';
  label: string;
  kind: 'read' | 'write';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Product {
  id: string;
  name: string;
  unit: string;
  currentPrice: string;
  stockQuantity: string;
  minStockQuantity: string;
  supplierId: string | null;
  category: string | null;
}

/** A term that matches about 1 % of the marketplace, as a cook looking for one ingredient would type. */
export const MARKETPLACE_TERM = 'jitomate';

/**
 * The five scenarios as the restaurant account of the dataset sees them. Everything they need (a
 * contact, products, a recipe) is found through the API, like the web app does.
 */
export async function prepareScenarios(baseUrl: string): Promise<{ cookie: string; scenarios: Scenario[] }> {
  const cookie = await signIn(baseUrl, RESTAURANT_EMAIL);
  const call = <T>(path: string, init?: { method?: string; body?: unknown }) => apiJson<T>(baseUrl, cookie, path, init);
  const [contact] = await call<Array<{ id: string }>>('/api/contacts');
  const { items: products } = await call<{ items: Product[] }>('/api/products?limit=20');
  const [recipe] = await call<Array<{ id: string; ingredients: Array<{ productId: string }> }>>('/api/recipes');
  // Enough stock for every batch the benchmark cooks, received the way a person would: by editing the product.
  for (const { productId } of recipe.ingredients) {
    const product = await call<Product>(`/api/products/${productId}`);
    const stockQuantity = String(Number(product.stockQuantity) + 100_000);
    // The form sends what a person types ("25"), not the database's "25.000".
    const minStockQuantity = String(Number(product.minStockQuantity));
    const { name, unit, currentPrice, supplierId, category } = product;
    await call(`/api/products/${productId}`, {
      method: 'PUT',
      body: { name, unit, currentPrice, stockQuantity, minStockQuantity, supplierId, category },
    });
  }
  const orderLines = products.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 2 }));
  return {
    cookie,
    scenarios: [
      {
        id: 'products',
        label: 'Lista de productos (GET /api/products)',
        kind: 'read',
        method: 'GET',
        path: '/api/products',
      },
      { id: 'dashboard', label: 'Dashboard (GET /api/dashboard)', kind: 'read', method: 'GET', path: '/api/dashboard' },
      {
        id: 'marketplace',
        label: `Búsqueda en marketplace (GET /api/marketplace/products?search=${MARKETPLACE_TERM})`,
        kind: 'read',
        method: 'GET',
        path: `/api/marketplace/products?search=${MARKETPLACE_TERM}`,
      },
      {
        id: 'order',
        label: 'Crear orden, 3 partidas (POST /api/orders)',
        kind: 'write',
        method: 'POST',
        path: '/api/orders',
        body: { supplierId: contact.id, items: orderLines, notes: 'Entregar antes de las 9:00' },
      },
      {
        id: 'preparation',
        label: `Preparación, ${recipe.ingredients.length} ingredientes (POST /api/preparations)`,
        kind: 'write',
        method: 'POST',
        path: '/api/preparations',
        body: { recipeId: recipe.id, quantityMultiplier: '1' },
      },
    ],
  };
}
