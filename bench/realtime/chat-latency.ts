import { RESTAURANT_EMAIL, supplierEmail } from '../data/profiles';
import { apiJson, signIn } from '../lib/session';
import { percentile } from '../lib/stats';
import { openSocket, subscribe } from './socket';

export interface ChatLatency {
  messages: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * The restaurant (client A) sends through POST /api/chat/conversations/:id/messages, as the web app does;
 * the supplier (client B), subscribed to the conversation over /api/realtime, receives 'message.created'.
 * Latency = from the start of the POST to B's receipt. Messages go one at a time.
 */
export async function measureChatLatency(baseUrl: string, messages: number): Promise<ChatLatency> {
  const [restaurant, supplier] = await Promise.all([
    signIn(baseUrl, RESTAURANT_EMAIL),
    signIn(baseUrl, supplierEmail(1)),
  ]);
  const [conversation] = await apiJson<Array<{ id: string }>>(baseUrl, supplier, '/api/chat/conversations');
  const channel = `conversation:${conversation.id}`;
  const waiting = new Map<string, (at: number) => void>();
  const receiver = await openSocket(baseUrl, supplier, (message) => {
    if (message.type !== 'message.created' || message.channel !== channel) return;
    const text = (message.message as { message: string }).message;
    waiting.get(text)?.(performance.now());
  });
  const sender = await openSocket(baseUrl, restaurant);
  await Promise.all([subscribe(receiver, channel), subscribe(sender, channel)]);

  const latencies: number[] = [];
  try {
    for (let index = 0; index < messages; index += 1) {
      const text = `Mensaje de prueba de latencia ${index + 1} (${Date.now()})`;
      const received = new Promise<number>((resolve, reject) => {
        waiting.set(text, resolve);
        setTimeout(() => reject(new Error(`El mensaje ${index + 1} no llegó en 10 s`)), 10_000).unref();
      });
      const sentAt = performance.now();
      await apiJson(baseUrl, restaurant, `/api/chat/conversations/${conversation.id}/messages`, {
        method: 'POST',
        body: { message: text },
      });
      latencies.push((await received) - sentAt);
      waiting.delete(text);
    }
  } finally {
    receiver.terminate();
    sender.terminate();
  }
  return { messages, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: Math.max(...latencies) };
}
