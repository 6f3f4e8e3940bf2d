import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '../../src/common/money';
import type { Queryable } from '../../src/server/platform/db/client';
import type { Expect } from './cases';

/*
 * The figures each answer must contain, computed by plain SQL over the seeded tables: written apart
 * from the engine (none of its code is imported), so a wrong tool cannot agree with itself.
 */

const quantity = (value: string | number) =>
  new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 }).format(Number(value));
const zoned = (day: string) => `${day}T00:00:00-06:00`;

async function all<T>(db: Queryable, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}
async function one<T>(db: Queryable, query: SQL): Promise<T> {
  const [row] = await all<T>(db, query);
  if (!row) throw new Error('expected: no row');
  return row;
}

export async function expectedFigures(db: Queryable, userId: string, expect: Expect): Promise<string[]> {
  const product = (name: string) => sql`(select id from private_products where user_id = ${userId} and name = ${name})`;
  switch (expect.kind) {
    case 'stock': {
      const row = await one<{ stock: string; unit: string }>(
        db,
        sql`select stock_quantity::text as stock, unit from private_products where id = ${product(expect.product)}`,
      );
      return [`${quantity(row.stock)} ${row.unit}`];
    }
    case 'currentPrice': {
      const row = await one<{ price: string }>(
        db,
        sql`select current_price::text as price from private_products where id = ${product(expect.product)}`,
      );
      return [formatMoney(row.price)];
    }
    case 'lastPaid': {
      const row = await one<{ price: string }>(
        db,
        sql`select i.unit_price::text as price from order_items i join purchase_orders o on o.id = i.order_id
            where o.user_id = ${userId} and o.status <> 'cancelada' and i.product_id = ${product(expect.product)} order by o.order_date desc limit 1`,
      );
      return [formatMoney(row.price)];
    }
    case 'cheapestSupplier': {
      const row = await one<{ supplier: string; price: string }>(
        db,
        sql`select supplier, price from (
              select distinct on (c.id) c.name as supplier, i.unit_price as unit_price, i.unit_price::text as price
              from order_items i join purchase_orders o on o.id = i.order_id join restaurant_contacts c on c.id = o.supplier_id
              where o.user_id = ${userId} and o.status <> 'cancelada' and i.product_id = ${product(expect.product)}
              order by c.id, o.order_date desc) latest
            order by unit_price, supplier limit 1`,
      );
      return [row.supplier, formatMoney(row.price)];
    }
    case 'spend': {
      const inRange = sql`o.user_id = ${userId} and o.status <> 'cancelada' and o.order_date >= ${zoned(expect.from)}::timestamptz and o.order_date < ${zoned(expect.to)}::timestamptz`;
      if (expect.product) {
        const row = await one<{ total: string }>(
          db,
          sql`select coalesce(sum(i.total_price), 0)::numeric(12,2)::text as total from order_items i join purchase_orders o on o.id = i.order_id where ${inRange} and i.product_id = ${product(expect.product)}`,
        );
        return [formatMoney(row.total)];
      }
      const supplier = expect.supplier
        ? sql` and o.supplier_id = (select id from restaurant_contacts where user_id = ${userId} and name = ${expect.supplier})`
        : sql``;
      const row = await one<{ total: string }>(
        db,
        sql`select coalesce(sum(o.total_amount), 0)::numeric(12,2)::text as total from purchase_orders o where ${inRange}${supplier}`,
      );
      return [formatMoney(row.total)];
    }
    case 'supplierCount': {
      const row = await one<{ count: number }>(
        db,
        sql`select count(*)::int as count from restaurant_contacts where user_id = ${userId}`,
      );
      return [String(row.count)];
    }
    case 'openOrders': {
      const row = await one<{ count: number; total: string }>(
        db,
        sql`select count(*)::int as count, coalesce(sum(total_amount), 0)::numeric(12,2)::text as total from purchase_orders where user_id = ${userId} and status = 'pendiente'`,
      );
      return [String(row.count), formatMoney(row.total)];
    }
    case 'priceMove': {
      const order = expect.direction === 'up' ? sql`desc` : sql`asc`;
      const row = await one<{ name: string; change: string }>(
        db,
        sql`select p.name, round((last_price - first_price) * 100 / first_price, 1)::text as change from (
              select product_id,
                (array_agg(old_price order by alert_date, id))[1] as first_price,
                (array_agg(new_price order by alert_date desc, id desc))[1] as last_price
              from price_alerts where user_id = ${userId} and alert_date >= ${zoned(expect.from)}::timestamptz and alert_date < ${zoned(expect.to)}::timestamptz
              group by product_id) moves join private_products p on p.id = moves.product_id
            order by (last_price - first_price) / first_price ${order}, p.name limit 1`,
      );
      const change = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        Math.abs(Number(row.change)),
      );
      return [row.name, `${change}%`];
    }
    case 'recipeCost': {
      const row = await one<{ total: string; per_unit: string }>(
        db,
        sql`select round(sum(ri.quantity * p.current_price), 2)::text as total, round(sum(ri.quantity * p.current_price) / r.final_yield, 2)::text as per_unit
            from recipes r join recipe_ingredients ri on ri.recipe_id = r.id join private_products p on p.id = ri.product_id
            where r.user_id = ${userId} and r.name = ${expect.recipe} group by r.id, r.final_yield`,
      );
      return [formatMoney(row.total), formatMoney(row.per_unit)];
    }
    case 'portions': {
      const row = await one<{ portions: string; name: string }>(
        db,
        sql`select floor(p.stock_quantity / ri.quantity * r.final_yield)::text as portions, p.name
            from recipes r join recipe_ingredients ri on ri.recipe_id = r.id join private_products p on p.id = ri.product_id
            where r.user_id = ${userId} and r.name = ${expect.recipe}
            order by p.stock_quantity / ri.quantity, p.name limit 1`,
      );
      return [quantity(row.portions), row.name];
    }
    case 'lowStock': {
      const names = await all<{ name: string }>(
        db,
        sql`select name from private_products where user_id = ${userId} and stock_quantity < min_stock_quantity order by name`,
      );
      return names.map((row) => row.name);
    }
    case 'categoryValue': {
      const row = await one<{ value: string }>(
        db,
        sql`select round(sum(stock_quantity * current_price), 2)::text as value from private_products where user_id = ${userId} and category = ${expect.category}`,
      );
      return [formatMoney(row.value)];
    }
    case 'inventoryValue': {
      const row = await one<{ value: string }>(
        db,
        sql`select round(sum(stock_quantity * current_price), 2)::text as value from private_products where user_id = ${userId}`,
      );
      return [formatMoney(row.value)];
    }
    case 'lastOrder': {
      const row = await one<{ number: string; total: string }>(
        db,
        sql`select order_number as number, total_amount::text as total from purchase_orders where user_id = ${userId} order by order_date desc limit 1`,
      );
      return [row.number, formatMoney(row.total)];
    }
  }
}

/** A figure stands alone in the answer: '4 kg' does not match inside '14 kg', nor '$28.50' inside '$128.50'. */
export function containsFigure(answer: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\d.,$])${escaped}(?![\\d])`, 'u').test(answer);
}
