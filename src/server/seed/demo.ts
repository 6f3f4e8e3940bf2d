import { sql } from 'drizzle-orm';
import type { Conversation } from '@common/chat';
import type { App } from '../app';
import { grantAdminByEmail } from '../features/accounts/service';
import { users } from '../platform/db/schema';
import { signIn, signUp, type ApiClient } from './api-client';
import { DEMO_CHAT } from './demo-data';
import { seedRestaurant } from './demo-restaurant';
import { seedSupplier } from './demo-supplier';

export const DEMO_ACCOUNTS = [
  { label: 'Restaurante', email: 'restaurante@alacena.mx', password: 'alacena123', businessName: 'Taquería El Fogón' },
  {
    label: 'Proveedor (plan activo)',
    email: 'proveedor@alacena.mx',
    password: 'alacena123',
    businessName: 'Frescos del Valle',
  },
  { label: 'Administrador', email: 'admin@alacena.mx', password: 'alacena123', businessName: 'Operación Alacena' },
] as const;

/**
 * Seeds the demo accounts and their data once, when the database has no users. Returns whether
 * it ran. Everything goes through the HTTP API as the signed-in demo user, so the demo obeys the
 * same rules as real use: exact money, order numbers, stock movements, price alerts, notifications.
 */
export async function seedDemoData(app: App): Promise<boolean> {
  const [{ count }] = await app.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;

  // Each request logger is a child taken at the request's start, so this keeps the seed's ~60
  // requests out of the start-up output while warnings and errors still show.
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  try {
    await seedAccounts(app);
  } finally {
    app.log.level = level;
  }
  return true;
}

async function seedAccounts(app: App) {
  for (const account of DEMO_ACCOUNTS) await signUp(app, account);
  // The admin role is granted, never chosen: the same path as ADMIN_EMAILS at start-up.
  await grantAdminByEmail(app.db, [DEMO_ACCOUNTS[2].email]);
  const [restaurant, supplier] = await Promise.all(
    DEMO_ACCOUNTS.slice(0, 2).map((account) => signIn(app, account.email, account.password)),
  );
  await restaurant.post('/api/accounts/role', { role: 'restaurant_owner' });
  await supplier.post('/api/accounts/role', { role: 'supplier_vendor' });

  const companyId = await seedSupplier(app, supplier);
  await seedRestaurant(restaurant, companyId);
  await seedConversation(restaurant, supplier, companyId);
}

/** The restaurant opens the chat; the supplier's last answer stays unread for the restaurant. */
async function seedConversation(restaurant: ApiClient, supplier: ApiClient, supplierCompanyId: string) {
  const { id } = await restaurant.post<Conversation>('/api/chat/conversations', { supplierCompanyId });
  for (const [index, [author, message]] of DEMO_CHAT.entries()) {
    const [sender, reader] = author === 'restaurant' ? [restaurant, supplier] : [supplier, restaurant];
    await sender.post(`/api/chat/conversations/${id}/messages`, { message });
    if (index < DEMO_CHAT.length - 1) await reader.post(`/api/chat/conversations/${id}/read`);
  }
}
