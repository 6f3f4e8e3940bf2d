/**
 * An event on a channel (`user:{id}`, `conversation:{id}`), or one of the client's own signals:
 * 'subscribed' (the server confirmed the channel), 'reconnected' (confirmed again after a drop) and
 * 'subscribe.error' (refused).
 */
export interface RealtimeEvent {
  type: string;
  channel?: string;
  [key: string]: unknown;
}
export type RealtimeHandler = (event: RealtimeEvent) => void;

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
  pingIntervalMs?: number;
  minDelayMs?: number;
  maxDelayMs?: number;
}

const OPEN = 1;
/** The server closes with this code when the session cookie is missing or expired. */
const UNAUTHORIZED = 4401;

/** Exponential backoff with jitter: attempt 0 → 0.25–0.5 s, doubling up to 15–30 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random, minMs = 500, maxMs = 30_000) {
  const ceiling = Math.min(maxMs, minMs * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

/**
 * One WebSocket for the whole app, opened on the first subscription. After a drop it reconnects
 * with backoff, subscribes again, and then tells each channel's handlers 'reconnected' so they
 * refetch whatever they may have missed meanwhile.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  /** Channels to announce as 'reconnected' once the server confirms them again. */
  private readonly resyncing = new Set<string>();
  private attempt = 0;
  private hasConnected = false;
  private awaitingPong = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private readonly options: Required<RealtimeOptions>;

  constructor(options: RealtimeOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      random: Math.random,
      pingIntervalMs: 30_000,
      minDelayMs: 500,
      maxDelayMs: 30_000,
      ...options,
    };
  }

  /** Listens to a channel; the returned function stops listening. */
  subscribe(channel: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      this.handlers.set(channel, (set = new Set()));
      this.send({ type: 'subscribe', channel });
    }
    set.add(handler);
    this.connect();
    return () => {
      set.delete(handler);
      // Deferred: a component that re-subscribes right away (re-render, StrictMode) keeps the server
      // subscription, and with it the "conversation open" presence, without churn.
      setTimeout(() => this.release(channel), 0);
    };
  }

  /** Tells the other participant that this user is typing (the caller throttles). */
  sendTyping(conversationId: string) {
    this.send({ type: 'typing', conversationId });
  }

  /** Signing out: drop the socket and every subscription, and stay closed until subscribed again. */
  close() {
    this.handlers.clear();
    this.resyncing.clear();
    this.hasConnected = false;
    this.attempt = 0;
    this.disconnect();
  }

  get connected() {
    return this.socket?.readyState === OPEN;
  }

  private release(channel: string) {
    const set = this.handlers.get(channel);
    if (!set || set.size > 0) return;
    this.handlers.delete(channel);
    this.resyncing.delete(channel);
    this.send({ type: 'unsubscribe', channel });
    if (this.handlers.size === 0) this.disconnect();
  }

  private connect() {
    if (this.socket || this.reconnectTimer || this.handlers.size === 0) return;
    const socket = this.options.createSocket(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      if (this.hasConnected) for (const channel of this.handlers.keys()) this.resyncing.add(channel);
      this.hasConnected = true;
      for (const channel of this.handlers.keys()) this.send({ type: 'subscribe', channel });
      this.startPing();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.dropped(socket, event.code);
    socket.onerror = () => {};
  }

  private receive(data: unknown) {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(String(data)) as RealtimeEvent;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      this.attempt = 0;
      return;
    }
    if (event.type === 'pong') {
      this.awaitingPong = false;
      return;
    }
    if (!event.channel) return;
    if (event.type === 'subscribed') {
      // From here on no event of the channel is missed: handlers fetch once more to close the gap
      // between their first load (or the drop) and the subscription.
      const type = this.resyncing.delete(event.channel) ? 'reconnected' : 'subscribed';
      this.dispatch(event.channel, { type, channel: event.channel });
      return;
    }
    if (event.type === 'error') {
      this.dispatch(event.channel, { ...event, type: 'subscribe.error' });
      return;
    }
    this.dispatch(event.channel, event);
  }

  private dispatch(channel: string, event: RealtimeEvent) {
    for (const handler of [...(this.handlers.get(channel) ?? [])]) handler(event);
  }

  private dropped(socket: SocketLike, code: number) {
    if (this.socket !== socket) return;
    this.detach();
    // Without a session there is nothing to retry; the next subscription (after signing in) connects.
    if (code === UNAUTHORIZED || this.handlers.size === 0) return;
    const delay = backoffDelay(this.attempt, this.options.random, this.options.minDelayMs, this.options.maxDelayMs);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private startPing() {
    this.stopPing();
    this.awaitingPong = false;
    this.pingTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket) return;
      // No answer to the last ping: the connection is dead even if the browser has not noticed.
      if (this.awaitingPong) {
        socket.close();
        this.dropped(socket, 1006);
        return;
      }
      this.awaitingPong = true;
      this.send({ type: 'ping' });
    }, this.options.pingIntervalMs);
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private detach() {
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private disconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.detach();
    socket?.close(1000);
  }

  private send(message: object) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }
}

let shared: RealtimeClient | null = null;

/** The app's one realtime connection, created on first use. */
export function getRealtime(): RealtimeClient {
  shared ??= new RealtimeClient({
    url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`,
  });
  return shared;
}
