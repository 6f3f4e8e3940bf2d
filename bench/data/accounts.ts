import type { App } from '../../src/server/app';
import { BENCH_PASSWORD, RESTAURANT_EMAIL } from './profiles';
import { literal, pick, supplierUserId } from './formulas';
import type { StageContext } from './stage';
import { PLACES } from './vocabulary';

/** The restaurant signs up through the real API (better-auth hashes its password); returns its user id. */
export async function signUpRestaurant(app: App): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email: RESTAURANT_EMAIL, password: BENCH_PASSWORD, businessName: 'Cocina Económica La Banca' },
  });
  if (response.statusCode !== 200) throw new Error(`No se pudo crear la cuenta del restaurante: ${response.body}`);
  return (response.json() as { user: { id: string } }).user.id;
}

/**
 * The suppliers in bulk: users, profiles and roles, and a credential account that reuses the
 * restaurant's password hash (same password), so any supplier can sign in without 1,000 hashings.
 */
export async function insertSuppliers({ run, restaurantId, sizes }: StageContext) {
  const id = supplierUserId('s');
  const series = `generate_series(1, ${sizes.suppliers}) as s`;
  const user = literal(restaurantId);
  await run(`insert into user_roles (user_id, role) values (${user}, 'restaurant_owner')`);
  await run(`insert into users (id, name, email, email_verified)
    select ${id}, 'Distribuidora ' || ${pick(PLACES, 's')} || ' ' || s, 'proveedor' || s || '@bench.alacena.mx', false from ${series}`);
  await run(`insert into profiles (id, email, business_name)
    select ${id}, 'proveedor' || s || '@bench.alacena.mx', 'Distribuidora ' || ${pick(PLACES, 's')} || ' ' || s from ${series}`);
  await run(`insert into user_roles (user_id, role) select ${id}, 'supplier_vendor' from ${series}`);
  await run(`insert into accounts (id, account_id, provider_id, user_id, password)
    select 'bench-account-' || s, ${id}, 'credential', ${id},
      (select password from accounts where user_id = ${user} and provider_id = 'credential')
    from ${series}`);
}
