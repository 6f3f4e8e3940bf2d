import { literal, pick, supplierUserId, uuidOf } from './formulas';
import type { StageContext } from './stage';
import { CHAT_LINES } from './vocabulary';

/** A conversation between the restaurant and every supplier; the messages alternate between the two. */
export async function insertChat({ run, restaurantId, sizes }: StageContext) {
  const user = literal(restaurantId);
  await run(`insert into chat_conversations (id, restaurant_user_id, supplier_company_id)
    select ${uuidOf('conversation', 's')}, ${user}, ${uuidOf('company', 's')} from generate_series(1, ${sizes.suppliers}) as s`);
  const supplier = `(1 + n % ${sizes.suppliers})`;
  await run(`insert into chat_messages (conversation_id, sender_id, message, is_read, status, delivered_at, created_at)
    select ${uuidOf('conversation', supplier)},
      case when (n / ${sizes.suppliers}) % 2 = 0 then ${user} else ${supplierUserId(supplier)} end,
      ${pick(CHAT_LINES, `n / ${sizes.suppliers}`)}, true, 'read',
      now() - (${sizes.messages} - n) * interval '1 minute', now() - (${sizes.messages} - n) * interval '1 minute'
    from generate_series(0, ${sizes.messages - 1}) as n`);
  await run(`update chat_conversations set last_message_at = latest.at
    from (select conversation_id, max(created_at) as at from chat_messages group by conversation_id) as latest
    where chat_conversations.id = latest.conversation_id`);
}
