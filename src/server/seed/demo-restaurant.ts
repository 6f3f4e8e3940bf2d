import type { Contact, Product } from '@common/inventory';
import type { Listing } from '@common/marketplace';
import type { OrderDetail } from '@common/orders';
import type { Recipe } from '@common/recipes';
import type { ApiClient } from './api-client';
import {
  DEMO_CONTACTS,
  DEMO_PREPARATIONS,
  DEMO_PRODUCTS,
  DEMO_RECIPE_CATEGORIES,
  DEMO_RECIPES,
  DEMO_RESTAURANT,
  MARKETPLACE_ORDER,
  PENDING_ORDER,
  RECEIVED_ORDER,
} from './demo-data';

/** Name → id, failing loudly when the demo data names something it did not create. */
function lookup<T extends { id: string; name: string }>(rows: T[]) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Datos de demostración: no existe "${name}"`);
    return id;
  };
}

/**
 * A taquería's week, in the order it happens: set-up, pantry and recipes, Monday's delivery at a
 * new price, the day's preparations, then the next orders (own supplier and marketplace).
 */
export async function seedRestaurant(restaurant: ApiClient, supplierCompanyId: string) {
  await restaurant.put('/api/restaurant', DEMO_RESTAURANT);
  const contacts: Contact[] = [];
  for (const contact of DEMO_CONTACTS) contacts.push(await restaurant.post<Contact>('/api/contacts', contact));
  const products: Product[] = [];
  for (const [name, unit, currentPrice, stockQuantity, minStockQuantity, contact, category] of DEMO_PRODUCTS) {
    const supplierId = contact === null ? null : contacts[contact].id;
    products.push(
      await restaurant.post<Product>('/api/products', {
        name,
        unit,
        currentPrice,
        stockQuantity,
        minStockQuantity,
        supplierId,
        category,
      }),
    );
  }
  const product = lookup(products);

  for (const category of DEMO_RECIPE_CATEGORIES) await restaurant.post('/api/recipe-categories', category);
  const recipes: Recipe[] = [];
  for (const { ingredients, ...recipe } of DEMO_RECIPES) {
    const lines = ingredients.map(([name, quantity]) => ({ productId: product(name), quantity }));
    recipes.push(await restaurant.post<Recipe>('/api/recipes', { ...recipe, ingredients: lines }));
  }
  const recipe = lookup(recipes);

  const delivered = await restaurant.post<OrderDetail>('/api/orders', {
    supplierId: contacts[RECEIVED_ORDER.contact].id,
    notes: RECEIVED_ORDER.notes,
    items: RECEIVED_ORDER.lines.map(([name, quantity]) => ({ productId: product(name), quantity })),
  });
  const paid = new Map(RECEIVED_ORDER.lines.map(([name, , price]) => [product(name), price]));
  await restaurant.post(`/api/orders/${delivered.id}/receive`, {
    items: delivered.items.map((item) => ({
      itemId: item.id,
      receivedQuantity: item.quantity,
      unitPrice: paid.get(item.productId!) ?? item.unitPrice,
    })),
  });

  for (const [name, quantityMultiplier, notes] of DEMO_PREPARATIONS) {
    await restaurant.post('/api/preparations', { recipeId: recipe(name), quantityMultiplier, notes });
  }

  await restaurant.post('/api/orders', {
    supplierId: contacts[PENDING_ORDER.contact].id,
    notes: PENDING_ORDER.notes,
    items: PENDING_ORDER.lines.map(([name, quantity]) => ({ productId: product(name), quantity })),
  });

  const { items: listings } = await restaurant.get<{ items: Listing[] }>('/api/marketplace/products?limit=100');
  const listing = lookup(listings.filter((item) => item.supplierCompanyId === supplierCompanyId));
  await restaurant.post('/api/marketplace/orders', {
    notes: MARKETPLACE_ORDER.notes,
    lines: MARKETPLACE_ORDER.lines.map(([name, quantity]) => ({ productId: listing(name), quantity })),
  });
}
