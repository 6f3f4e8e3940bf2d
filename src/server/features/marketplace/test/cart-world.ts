import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { marketplaceCartLines } from '../../../platform/db/schema';
import { createCatalogueProduct, createSupplier } from '../../../test/suppliers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpWithRole, type TestUser } from '../../../test/users';

type Supplier = Awaited<ReturnType<typeof createSupplier>>;

/**
 * The world of the saved-cart tests (decision 044): an owner, an intruding restaurant and a supplier
 * with four catalogue products, filled in by `beforeAll` so that a file can destructure it at the top.
 */
export function useCartWorld() {
  const ctx = {} as TestApp;
  const owner = {} as TestUser;
  const intruder = {} as TestUser;
  const supplier = {} as Supplier;
  const products: Record<string, { id: string }> = {};

  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
    Object.assign(
      owner,
      await signUpWithRole(ctx.app, 'restaurant_owner', { email: 'carrito@prueba.mx', password: 'secreto123' }),
    );
    Object.assign(intruder, await signUpWithRole(ctx.app, 'restaurant_owner'));
    Object.assign(supplier, await createSupplier(ctx.app, { companyName: 'Frescos del Valle' }));
    products.cebolla = await createCatalogueProduct(ctx.app, supplier, {
      name: 'Cebolla blanca',
      price: '18.50',
      minOrderQuantity: '10',
    });
    products.jitomate = await createCatalogueProduct(ctx.app, supplier, { name: 'Jitomate bola', price: '26.50' });
    products.huevo = await createCatalogueProduct(ctx.app, supplier, {
      name: 'Huevo',
      unit: 'caja',
      price: '540.00',
      minOrderQuantity: '1',
    });
    products.oculto = await createCatalogueProduct(ctx.app, supplier, { name: 'Cilantro', isAvailable: false });
  });
  afterAll(() => ctx.close());

  const cart = (user: TestUser | null, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    ctx.app.inject({
      method,
      url: '/api/marketplace/cart',
      headers: user ? { cookie: user.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const order = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/marketplace/orders', headers: { cookie: owner.cookie }, payload });
  const savedRows = (user: TestUser) =>
    ctx.database.db
      .select({ productId: marketplaceCartLines.marketplaceProductId, quantity: marketplaceCartLines.quantity })
      .from(marketplaceCartLines)
      .where(eq(marketplaceCartLines.userId, user.id));

  return { ctx, owner, intruder, supplier, products, cart, order, savedRows };
}
