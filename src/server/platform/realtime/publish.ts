import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/** An event delivered to every socket subscribed to its channel (`user:{id}`, `conversation:{id}`). */
export interface RealtimeEvent {
  type: string;
  [key: string]: unknown;
}

export const NOTIFY_CHANNEL = 'alacena_realtime';
/** PostgreSQL caps a NOTIFY payload at 8000 bytes; bigger events tell clients to refetch instead. */
const MAX_PAYLOAD = 7500;

/**
 * Publishes an event with NOTIFY on `db`. Inside a transaction it is delivered only if and when the
 * transaction commits, so nobody hears of a row that was rolled back.
 */
export async function publishRealtime(db: Queryable, channel: string, event: RealtimeEvent) {
  let payload = JSON.stringify({ channel, event });
  if (Buffer.byteLength(payload) > MAX_PAYLOAD)
    payload = JSON.stringify({ channel, event: { type: 'refetch', reason: event.type } });
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
}
