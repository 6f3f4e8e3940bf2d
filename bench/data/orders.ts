import { literal, productPrice, uuidOf } from './formulas';
import { productName, productUnit } from './inventory';
import type { StageContext } from './stage';

/**
 * Direct purchase orders over the past year (one in twenty pending, one in fifty cancelled), each
 * with the same number of lines; totals are the sum of their lines.
 */
export async function insertOrders({ run, restaurantId, sizes }: StageContext) {
  const user = literal(restaurantId);
  await run(`insert into purchase_orders (id, order_number, user_id, order_type, supplier_id, total_amount, status, order_date, updated_at)
    select ${uuidOf('order', 'o')}, 'BENCH-' || lpad(o::text, 6, '0'), ${user}, 'direct', ${uuidOf('contact', `o % ${sizes.contacts}`)}, 0,
      (case when o % 20 = 0 then 'pendiente' when o % 50 = 1 then 'cancelada' else 'completada' end)::order_status,
      now() - o * interval '25 minutes', now() - o * interval '25 minutes'
    from generate_series(0, ${sizes.orders - 1}) as o`);
  const product = `((o * 7 + j * 131) % ${sizes.products})`;
  await run(`insert into order_items (order_id, user_id, product_id, product_name, unit, quantity, unit_price, total_price, received_quantity, position)
    select ${uuidOf('order', 'o')}, ${user}, ${uuidOf('product', product)}, ${productName(product)}, ${productUnit(product)},
      1 + (o + j) % 12, ${productPrice(product)}, (1 + (o + j) % 12) * ${productPrice(product)},
      case when o % 20 <> 0 and o % 50 <> 1 then 1 + (o + j) % 12 end, j
    from generate_series(0, ${sizes.orders - 1}) as o cross join generate_series(0, ${sizes.itemsPerOrder - 1}) as j`);
  await run(`update purchase_orders set total_amount = lines.total
    from (select order_id, sum(total_price) as total from order_items group by order_id) as lines
    where purchase_orders.id = lines.order_id`);
}
