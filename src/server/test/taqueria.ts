import { sql } from 'drizzle-orm';
import type { Contact, Product } from '@common/inventory';
import type { OrderDetail } from '@common/orders';
import type { App } from '../app';
import type { Queryable } from '../platform/db/client';
import { signIn, signUp, type ApiClient } from '../seed/api-client';

/** The benchmark's and the API tests' "today": Monday 15 June 2026, noon in Mexico City. */
export const TAQUERIA_NOW = new Date('2026-06-15T18:00:00Z');

export const TAQUERIA_CONTACTS = [
  'Verduras La Merced',
  'Carnes Don Chuy',
  'Abarrotes El Sol',
  'Lácteos San Juan',
] as const;

/** [name, unit, price, stock, minimum, contact, category] */
const PRODUCTS: ReadonlyArray<readonly [string, string, string, string, string, number, string]> = [
  ['Jitomate saladet', 'kg', '28.50', '4', '10', 0, 'Verduras'],
  ['Cebolla blanca', 'kg', '24.00', '6.5', '8', 0, 'Verduras'],
  ['Cilantro', 'manojo', '8.00', '15', '10', 0, 'Verduras'],
  ['Aguacate Hass', 'kg', '72.00', '6', '5', 0, 'Verduras'],
  ['Limón sin semilla', 'kg', '32.00', '9', '6', 0, 'Verduras'],
  ['Chile serrano', 'kg', '45.00', '2.5', '3', 0, 'Verduras'],
  ['Bistec de res', 'kg', '189.00', '12', '10', 1, 'Carnes'],
  ['Pastor (cerdo adobado)', 'kg', '135.00', '7.5', '10', 1, 'Carnes'],
  ['Pechuga de pollo', 'kg', '118.00', '11', '8', 1, 'Carnes'],
  ['Tortilla de maíz', 'kg', '24.00', '30', '20', 2, 'Abarrotes'],
  ['Aceite vegetal', 'litro', '42.00', '10', '5', 2, 'Abarrotes'],
  ['Queso Oaxaca', 'kg', '145.00', '3', '4', 3, 'Lácteos'],
  ['Crema ácida', 'litro', '56.00', '0', '2', 3, 'Lácteos'],
];

/** [name, yield, unit, [product, quantity per batch]…] */
const RECIPES: ReadonlyArray<readonly [string, string, string, ReadonlyArray<readonly [string, string]>]> = [
  [
    'Tacos al pastor',
    '20',
    'porción',
    [
      ['Pastor (cerdo adobado)', '1.5'],
      ['Tortilla de maíz', '0.8'],
      ['Cebolla blanca', '0.2'],
      ['Cilantro', '1'],
      ['Limón sin semilla', '0.3'],
    ],
  ],
  [
    'Guacamole',
    '8',
    'porción',
    [
      ['Aguacate Hass', '1'],
      ['Jitomate saladet', '0.25'],
      ['Cebolla blanca', '0.1'],
      ['Chile serrano', '0.05'],
      ['Limón sin semilla', '0.1'],
    ],
  ],
  [
    'Quesadillas de queso',
    '10',
    'pieza',
    [
      ['Queso Oaxaca', '0.8'],
      ['Tortilla de maíz', '0.5'],
      ['Crema ácida', '0.2'],
    ],
  ],
  [
    'Salsa roja',
    '2',
    'litro',
    [
      ['Jitomate saladet', '1'],
      ['Chile serrano', '0.1'],
      ['Cebolla blanca', '0.1'],
    ],
  ],
  [
    'Tacos de bistec',
    '15',
    'porción',
    [
      ['Bistec de res', '1.2'],
      ['Tortilla de maíz', '0.6'],
      ['Cebolla blanca', '0.15'],
    ],
  ],
];

type Outcome = 'received' | 'pending' | 'cancelled';
/** [day, contact, outcome, [product, quantity, price paid on receipt]…] */
const ORDERS: ReadonlyArray<readonly [string, number, Outcome, ReadonlyArray<readonly [string, string, string]>]> = [
  [
    '2026-01-20',
    0,
    'received',
    [
      ['Jitomate saladet', '20', '22.00'],
      ['Cebolla blanca', '10', '20.00'],
      ['Aguacate Hass', '5', '60.00'],
    ],
  ],
  [
    '2026-02-10',
    1,
    'received',
    [
      ['Bistec de res', '10', '175.00'],
      ['Pastor (cerdo adobado)', '10', '125.00'],
    ],
  ],
  [
    '2026-02-25',
    2,
    'received',
    [
      ['Tortilla de maíz', '30', '22.00'],
      ['Aceite vegetal', '10', '40.00'],
    ],
  ],
  [
    '2026-03-05',
    0,
    'received',
    [
      ['Jitomate saladet', '25', '25.00'],
      ['Aguacate Hass', '6', '68.00'],
      ['Limón sin semilla', '8', '30.00'],
    ],
  ],
  [
    '2026-03-18',
    3,
    'received',
    [
      ['Queso Oaxaca', '5', '140.00'],
      ['Crema ácida', '4', '52.00'],
    ],
  ],
  [
    '2026-03-28',
    1,
    'cancelled',
    [
      ['Pastor (cerdo adobado)', '12', '130.00'],
      ['Pechuga de pollo', '8', '115.00'],
    ],
  ],
  [
    '2026-04-08',
    1,
    'received',
    [
      ['Bistec de res', '8', '185.00'],
      ['Pechuga de pollo', '6', '121.00'],
    ],
  ],
  [
    '2026-04-22',
    2,
    'received',
    [
      ['Jitomate saladet', '10', '26.00'],
      ['Queso Oaxaca', '3', '150.00'],
      ['Cebolla blanca', '5', '23.00'],
    ],
  ],
  [
    '2026-05-02',
    0,
    'received',
    [
      ['Jitomate saladet', '15', '28.50'],
      ['Chile serrano', '3', '45.00'],
      ['Cilantro', '20', '8.00'],
      ['Cebolla blanca', '8', '24.00'],
    ],
  ],
  [
    '2026-05-20',
    3,
    'received',
    [
      ['Queso Oaxaca', '4', '145.00'],
      ['Aguacate Hass', '5', '72.00'],
    ],
  ],
  [
    '2026-06-03',
    2,
    'pending',
    [
      ['Tortilla de maíz', '20', ''],
      ['Aceite vegetal', '5', ''],
    ],
  ],
  ['2026-06-10', 1, 'pending', [['Pastor (cerdo adobado)', '10', '']]],
];

export interface Taqueria {
  owner: ApiClient;
  email: string;
  password: string;
}

let accounts = 0;

/**
 * A taquería's half year, built through the HTTP API as its owner would (contacts, products, recipes,
 * orders received at the prices paid, one cancelled, two still open); only the dates are then set
 * to fixed days, since the server stamps rows with the database's clock.
 */
export async function seedTaqueria(app: App, db: Queryable): Promise<Taqueria> {
  accounts += 1;
  const email = `taqueria${accounts}-${process.pid}@prueba.mx`;
  await signUp(app, { email, password: 'secreto123', businessName: 'Taquería El Fogón' });
  const owner = await signIn(app, email, 'secreto123');
  await owner.post('/api/accounts/role', { role: 'restaurant_owner' });
  const [{ started }] = await rows<{ started: string }>(db, sql`select now()::text as started`);
  const backdate = async (day: string) => {
    const at = `${day}T12:00:00-06:00`;
    await db.execute(
      sql`update purchase_orders set order_date = ${at}::timestamptz where user_id = ${owner.userId} and order_date >= ${started}::timestamptz`,
    );
    await db.execute(
      sql`update price_alerts set alert_date = ${at}::timestamptz where user_id = ${owner.userId} and alert_date >= ${started}::timestamptz`,
    );
    await db.execute(
      sql`update stock_movements set created_at = ${at}::timestamptz where user_id = ${owner.userId} and created_at >= ${started}::timestamptz`,
    );
  };

  const contacts: Contact[] = [];
  for (const name of TAQUERIA_CONTACTS) contacts.push(await owner.post<Contact>('/api/contacts', { name }));
  const products = new Map<string, Product>();
  for (const [name, unit, currentPrice, stockQuantity, minStockQuantity, contact, category] of PRODUCTS) {
    products.set(
      name,
      await owner.post<Product>('/api/products', {
        name,
        unit,
        currentPrice,
        stockQuantity,
        minStockQuantity,
        supplierId: contacts[contact].id,
        category,
      }),
    );
  }
  await backdate('2026-01-05');
  const id = (name: string) => products.get(name)!.id;
  for (const [name, finalYield, yieldUnit, lines] of RECIPES) {
    await owner.post('/api/recipes', {
      name,
      finalYield,
      yieldUnit,
      ingredients: lines.map(([product, quantity]) => ({ productId: id(product), quantity })),
    });
  }
  for (const [day, contact, outcome, lines] of ORDERS) {
    const order = await owner.post<OrderDetail>('/api/orders', {
      supplierId: contacts[contact].id,
      items: lines.map(([product, quantity]) => ({ productId: id(product), quantity })),
    });
    if (outcome === 'received') {
      const paid = new Map(lines.map(([product, , price]) => [id(product), price]));
      await owner.post(`/api/orders/${order.id}/receive`, {
        items: order.items.map((item) => ({
          itemId: item.id,
          receivedQuantity: item.quantity,
          unitPrice: paid.get(item.productId!)!,
        })),
      });
    }
    if (outcome === 'cancelled') await owner.post(`/api/orders/${order.id}/cancel`, { reason: 'Ya no se necesitó' });
    await backdate(day);
  }
  return { owner, email, password: 'secreto123' };
}

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
