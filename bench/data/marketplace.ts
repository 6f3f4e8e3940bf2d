import { GRADES, PLACES } from './vocabulary';
import { MARKETPLACE_CATALOG_SIZE, marketplaceCategory, marketplaceItem, pick, supplierUserId, uuidOf } from './formulas';
import type { StageContext } from './stage';

const MARKETPLACE_UNITS = ['kg', 'caja', 'unidad', 'paquete', 'litro', 'lb'] as const;

/** One company per supplier, each with an active monthly subscription and an equal share of the listing. */
export async function insertMarketplace({ run, sizes }: StageContext) {
  await run(`insert into supplier_companies (id, user_id, company_name, business_description, phone, address, tax_id)
    select ${uuidOf('company', 's')}, ${supplierUserId('s')}, 'Distribuidora ' || ${pick(PLACES, 's')} || ' ' || s,
      'Abasto para restaurantes: entregas diarias en la zona metropolitana.', '55' || lpad(s::text, 8, '0'),
      'Central de Abasto, Bodega ' || s || ', Iztapalapa, CDMX', 'BEN' || lpad(s::text, 9, '0')
    from generate_series(1, ${sizes.suppliers}) as s`);
  await run(`insert into subscriptions (user_id, plan_id, status, provider, current_period_end)
    select ${supplierUserId('s')}, (select id from subscription_plans where interval = 'month' limit 1), 'active', 'test', now() + interval '30 days'
    from generate_series(1, ${sizes.suppliers}) as s`);
  // One product in 23 is unavailable (not listed); 23 is prime to the catalogue size, so every item has some.
  await run(`insert into marketplace_products (supplier_company_id, name, description, category, unit, price, stock_quantity, min_order_quantity, is_available, created_at)
    select ${uuidOf('company', `1 + m % ${sizes.suppliers}`)},
      ${marketplaceItem('m')} || ' ' || ${pick(GRADES, `m / ${MARKETPLACE_CATALOG_SIZE}`)},
      'Calidad ' || ${pick(GRADES, `m / ${MARKETPLACE_CATALOG_SIZE}`)} || ', entrega al día siguiente.',
      ${marketplaceCategory('m')}, (${pick(MARKETPLACE_UNITS, 'm')})::marketplace_unit,
      (15 + (m * 53) % 900 + (m % 2) * 0.5)::numeric(14, 2), 100 + m % 500, 1 + m % 3, m % 23 <> 0,
      now() - m * interval '1 second'
    from generate_series(0, ${sizes.marketplaceProducts - 1}) as m`);
}
