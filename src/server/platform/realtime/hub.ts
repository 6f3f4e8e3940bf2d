import type { DatabaseHandle } from '../db/client';
import { NOTIFY_CHANNEL, type RealtimeEvent } from './publish';

export interface Subscriber {
  /** One per socket. */
  id: string;
  userId: string;
  send(channel: string, event: RealtimeEvent): void;
}

type Authorizer = (userId: string, id: string) => Promise<boolean>;

/** Told when a socket starts or stops watching a channel of its prefix (e.g. a conversation is open). */
export interface PresenceHandler {
  enter(subscriber: Subscriber, id: string): Promise<void>;
  leave(subscriber: Subscriber, id: string): Promise<void>;
}

/**
 * Delivers realtime events to this instance's sockets. Every instance LISTENs on one channel (on
 * PostgreSQL and PGlite alike), so an event published through instance A reaches sockets held by
 * instance B.
 */
export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly authorizers = new Map<string, Authorizer>();
  private readonly presenceHandlers = new Map<string, PresenceHandler>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  async start() {
    this.stopListening = await this.database.listen(NOTIFY_CHANNEL, (payload) => {
      try {
        const { channel, event } = JSON.parse(payload) as { channel: string; event: RealtimeEvent };
        this.deliver(channel, event);
      } catch {
        // A malformed payload is not ours to crash on.
      }
    });
  }

  async stop() {
    await this.stopListening?.();
    this.subscribers.clear();
  }

  /** Features decide who may subscribe to their channels (`conversation` → its two participants). */
  authorize(prefix: string, authorizer: Authorizer) {
    this.authorizers.set(prefix, authorizer);
  }

  presence(prefix: string, handler: PresenceHandler) {
    this.presenceHandlers.set(prefix, handler);
  }

  async canSubscribe(userId: string, channel: string): Promise<boolean> {
    const [prefix, id] = channel.split(':', 2);
    if (!id) return false;
    if (prefix === 'user') return id === userId;
    const authorizer = this.authorizers.get(prefix);
    return authorizer ? authorizer(userId, id) : false;
  }

  async subscribe(channel: string, subscriber: Subscriber) {
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(subscriber);
    await this.presenceOf(channel)?.handler.enter(subscriber, this.presenceOf(channel)!.id);
  }

  async unsubscribe(channel: string, subscriber: Subscriber) {
    const set = this.subscribers.get(channel);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.subscribers.delete(channel);
    await this.presenceOf(channel)?.handler.leave(subscriber, this.presenceOf(channel)!.id);
  }

  async unsubscribeAll(subscriber: Subscriber) {
    for (const [channel, set] of [...this.subscribers])
      if (set.has(subscriber)) await this.unsubscribe(channel, subscriber);
  }

  /** Keeps a live socket's presence from expiring (called on each ping). */
  async refreshPresence(subscriber: Subscriber) {
    for (const [channel, set] of this.subscribers) {
      const presence = this.presenceOf(channel);
      if (presence && set.has(subscriber)) await presence.handler.enter(subscriber, presence.id);
    }
  }

  private presenceOf(channel: string) {
    const [prefix, id] = channel.split(':', 2);
    const handler = this.presenceHandlers.get(prefix);
    return handler && id ? { handler, id } : null;
  }

  /** Number of sockets on this instance subscribed to the channel. */
  localSubscriberCount(channel: string) {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  private deliver(channel: string, event: RealtimeEvent) {
    for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.send(channel, event);
  }
}
