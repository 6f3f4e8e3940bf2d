import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@common/billing';
import type { ChatMessage, Conversation } from '@common/chat';
import type { Dashboard } from '@common/dashboard';
import type { MovementPage, ProductPage } from '@common/inventory';
import type { Listing } from '@common/marketplace';
import type { PriceAlert } from '@common/alerts';
import type { OrderSummary } from '@common/orders';
import type { Preparation, Recipe, RecipeCategory } from '@common/recipes';
import type { Restaurant } from '@common/restaurant';
import { sumDecimals } from '@common/money';
import type { InboxOrder } from '@common/suppliers';
import { createTestApp, type TestApp } from '../test/test-app';
import { signIn, type ApiClient } from './api-client';
import { DEMO_ACCOUNTS, seedDemoData } from './demo';

let ctx: TestApp;
let seeded: boolean;
let restaurant: ApiClient;
let supplier: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  ctx = await createTestApp();
  seeded = await seedDemoData(ctx.app);
  [restaurant, supplier, admin] = await Promise.all(
    DEMO_ACCOUNTS.map((account) => signIn(ctx.app, account.email, account.password)),
  );
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo data of a first start', () => {
  it('signs in all three printed logins, each with its role', async () => {
    expect(seeded).toBe(true);
    const roles = await Promise.all(
      [restaurant, supplier, admin].map(
        async (client) => (await client.get<{ user: { role: string } }>('/api/auth/me')).user.role,
      ),
    );
    expect(roles).toEqual(['restaurant_owner', 'supplier_vendor', 'admin']);
  });

  it("shows the restaurant's week on its dashboard", async () => {
    const dashboard = await restaurant.get<Dashboard>('/api/dashboard');
    expect(dashboard).toMatchObject({
      productCount: 12,
      contactCount: 3,
      unreadAlertCount: 1,
      pendingOrderCount: 2,
      lowStockCount: 3,
    });
    const info = await restaurant.get<Restaurant>('/api/restaurant');
    expect(info.info?.restaurantName).toBe('Taquería El Fogón');
    expect(info.locations.map((location) => [location.locationName, location.isMainLocation])).toEqual(
      expect.arrayContaining([
        ['Matriz Roma', true],
        ['Sucursal Coyoacán', false],
      ]),
    );
  });

  it('has an unread price alert from the delivery received at a new price', async () => {
    const alerts = await restaurant.get<PriceAlert[]>('/api/alerts');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      productName: 'Pastor (cerdo adobado)',
      oldPrice: '135.00',
      newPrice: '142.50',
      isRead: false,
    });
    expect(alerts[0].recipes.map((recipe) => recipe.name)).toEqual(['Tacos al pastor']);
  });

  it('has one received order, one pending order and a pending marketplace order', async () => {
    const orders = await restaurant.get<OrderSummary[]>('/api/orders');
    const kinds = orders.map((order) => `${order.orderType} ${order.status}`).sort();
    expect(kinds).toEqual(['direct completada', 'direct pendiente', 'marketplace pendiente']);
    const received = orders.find((order) => order.status === 'completada')!;
    expect(received.totalAmount).toBe('2559.00');
    const inbox = await supplier.get<InboxOrder[]>('/api/supplier/orders');
    expect(inbox).toMatchObject([{ restaurantName: 'Taquería El Fogón', status: 'pendiente', totalAmount: '475.00' }]);
  });

  it('has recipe categories, recipes and preparations', async () => {
    expect(await restaurant.get<RecipeCategory[]>('/api/recipe-categories')).toHaveLength(3);
    const recipes = await restaurant.get<Recipe[]>('/api/recipes');
    expect(recipes.map((recipe) => recipe.name).sort()).toEqual([
      'Bistec encebollado',
      'Guacamole',
      'Quesadillas de queso Oaxaca',
      'Salsa verde cruda',
      'Tacos al pastor',
    ]);
    const preparations = await restaurant.get<Preparation[]>('/api/preparations');
    expect(preparations.map((preparation) => preparation.recipeName).sort()).toEqual([
      'Salsa verde cruda',
      'Tacos al pastor',
    ]);
  });

  it("keeps every product's stock equal to the sum of its movements", async () => {
    const { items } = await restaurant.get<ProductPage>('/api/products');
    expect(items).toHaveLength(12);
    const reasons = new Set<string>();
    for (const product of items) {
      const movements = await restaurant.get<MovementPage>(`/api/products/${product.id}/movements?limit=200`);
      movements.items.forEach((movement) => reasons.add(movement.reason));
      expect(
        sumDecimals(
          movements.items.map((movement) => movement.delta),
          3,
        ),
        product.name,
      ).toBe(product.stockQuantity);
    }
    expect([...reasons].sort()).toEqual(['initial', 'preparation', 'receiving']);
  });

  it("lists the supplier's catalogue in the marketplace under an active plan", async () => {
    const { items } = await restaurant.get<{ items: Listing[] }>('/api/marketplace/products');
    expect(items.filter((item) => item.supplierName === 'Frescos del Valle')).toHaveLength(6);
    const status = await supplier.get<SubscriptionStatus>('/api/billing/subscription');
    expect(status).toMatchObject({ subscribed: true, planInterval: 'month', provider: 'test' });
    const notifications = await supplier.get<Array<{ title: string }>>('/api/notifications');
    expect(notifications.map((notification) => notification.title)).toContain('Nuevo pedido');
  });

  it('has a conversation with messages both ways and one unread answer', async () => {
    const [conversation] = await restaurant.get<Conversation[]>('/api/chat/conversations');
    expect(conversation).toMatchObject({ title: 'Frescos del Valle', unreadCount: 1 });
    const messages = await restaurant.get<ChatMessage[]>(`/api/chat/conversations/${conversation.id}/messages`);
    expect(messages.map((message) => (message.senderId === restaurant.userId ? 'restaurant' : 'supplier'))).toEqual([
      'restaurant',
      'supplier',
      'restaurant',
      'supplier',
    ]);
    const [supplierSide] = await supplier.get<Conversation[]>('/api/chat/conversations');
    expect(supplierSide).toMatchObject({ title: 'Taquería El Fogón', unreadCount: 0 });
  });

  it('does nothing when run a second time', async () => {
    expect(await seedDemoData(ctx.app)).toBe(false);
    expect((await restaurant.get<ProductPage>('/api/products')).total).toBe(12);
    expect(await restaurant.get<OrderSummary[]>('/api/orders')).toHaveLength(3);
  });
});

describe('demo data with Stripe configured', () => {
  it('grants the demo supplier a plan without calling Stripe', async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_prueba_local',
      STRIPE_PRICE_MONTHLY: 'price_mensual',
      STRIPE_PRICE_YEARLY: 'price_anual',
      // Nothing listens here: a call to Stripe would fail the seed.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      expect(await seedDemoData(stripe.app)).toBe(true);
      const vendor = await signIn(stripe.app, DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password);
      expect(await vendor.get<SubscriptionStatus>('/api/billing/subscription')).toMatchObject({
        subscribed: true,
        provider: 'stripe',
      });
      expect(await vendor.get<unknown[]>('/api/supplier/products')).toHaveLength(6);
    } finally {
      await stripe.close();
    }
  }, 60_000);
});
