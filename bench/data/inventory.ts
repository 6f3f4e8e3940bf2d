import { literal, numbered, openingStock, pick, productPrice, swing, uuidOf } from './formulas';
import type { StageContext } from './stage';
import { CONTACT_NAMES, INGREDIENTS, PLACES, PRESENTATIONS, PRODUCT_CATEGORIES, PRODUCT_UNITS } from './vocabulary';

const ingredientCombos = INGREDIENTS.map((_, i) => i).flatMap((i) => PRESENTATIONS.map((presentation) => `${INGREDIENTS[i]} ${presentation}`));

/** A restaurant product's name: "<ingredient> <presentation>", numbered once all combinations are used. */
export const productName = (index: string) => numbered(ingredientCombos, index);
export const productUnit = (index: string) => pick(PRODUCT_UNITS, index);

/** Movements per product (every product gets the same share of the journal). */
export const movementsPerProduct = ({ sizes }: StageContext) => Math.max(1, Math.floor(sizes.movements / sizes.products));

/**
 * The stock that the journal ends on: the opening stock, then alternating receipts (+swing) and
 * preparations (−swing), so an even number of movements ends one swing above the opening.
 */
const finalStock = (context: StageContext, index: string) =>
  movementsPerProduct(context) % 2 === 0 ? `(${openingStock(index)} + ${swing(index)})` : openingStock(index);

export async function insertInventory(context: StageContext) {
  const { run, restaurantId, sizes } = context;
  const user = literal(restaurantId);
  await run(`insert into restaurant_contacts (id, user_id, name, contact_info, whatsapp_number)
    select ${uuidOf('contact', 'c')}, ${user}, ${pick(CONTACT_NAMES, 'c')} || ' ' || ${pick(PLACES, `c / ${CONTACT_NAMES.length}`)} || ' ' || (c + 1),
      'Pedidos de lunes a sábado', '55' || lpad(c::text, 8, '0')
    from generate_series(0, ${sizes.contacts - 1}) as c`);
  // One product in ten has no supplier; one in ten sits below its minimum (the dashboard's low stock).
  await run(`insert into private_products (id, user_id, name, unit, current_price, stock_quantity, min_stock_quantity, supplier_id, category)
    select ${uuidOf('product', 'i')}, ${user}, ${productName('i')}, ${productUnit('i')}, ${productPrice('i')}, ${finalStock(context, 'i')},
      case when i % 10 = 0 then ${finalStock(context, 'i')} + 5 else 10 end,
      case when i % 10 = 9 then null else ${uuidOf('contact', `i % ${sizes.contacts}`)} end,
      ${pick(PRODUCT_CATEGORIES, 'i')}
    from generate_series(0, ${sizes.products - 1}) as i`);
  const perProduct = movementsPerProduct(context);
  await run(`insert into stock_movements (product_id, user_id, delta, resulting_stock, reason, created_at)
    select p.id, ${user},
      case when k = 1 then p.opening when k % 2 = 0 then p.swing else -p.swing end,
      case when k = 1 or k % 2 = 1 then p.opening else p.opening + p.swing end,
      (case when k = 1 then 'initial' when k % 2 = 0 then 'receiving' else 'preparation' end)::stock_movement_reason,
      now() - (${perProduct} - k) * interval '1 hour' - p.i * interval '1 second'
    from (select i, ${uuidOf('product', 'i')} as id, ${openingStock('i')} as opening, ${swing('i')} as swing
          from generate_series(0, ${sizes.products - 1}) as i offset 0) as p
    cross join generate_series(1, ${perProduct}) as k`);
  // That one INSERT updates each product's day row in stock_daily_changes ~24 times inside a single
  // transaction, which nothing can prune: 50,000 rows over ~11,000 pages. In use, each stock change
  // is its own transaction and later updates prune the row's old versions in place (HOT; the delta is
  // not indexed), so the table stays near its live size. Rewritten here to that size (decision 054).
  await run('vacuum full stock_daily_changes');
}
