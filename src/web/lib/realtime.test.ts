// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, RealtimeClient, type RealtimeEvent, type SocketLike } from './realtime';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.({});
    this.receive({ type: 'ready' });
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection drops (server restart, network). */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  /** The server confirms every subscription it has been asked for. */
  confirmSubscriptions() {
    for (const message of this.sent)
      if (message.type === 'subscribe') this.receive({ type: 'subscribed', channel: message.channel });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: () => 'ws://localhost/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  return { client, sockets, last: () => sockets[sockets.length - 1] };
}

describe('backoffDelay', () => {
  it('doubles from 0.5 s up to 30 s, with jitter in the upper half', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects lazily on the first subscription and subscribes once per channel', () => {
    const { client, sockets, last } = setup();
    expect(sockets).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    client.subscribe('user:u1', first);
    client.subscribe('user:u1', second);
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', channel: 'user:u1' }]);

    last().receive({ channel: 'user:u1', type: 'notification.created', notification: { id: 'n1' } });
    expect(first).toHaveBeenCalledWith({
      channel: 'user:u1',
      type: 'notification.created',
      notification: { id: 'n1' },
    });
    expect(second).toHaveBeenCalledTimes(1);
    last().receive({ channel: 'conversation:c1', type: 'message.created' });
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('reconnects with growing delays, resubscribes and then signals reconnected', () => {
    const { client, sockets, last } = setup();
    const events: RealtimeEvent[] = [];
    client.subscribe('user:u1', (event) => events.push(event));
    client.subscribe('conversation:c1', (event) => events.push(event));
    last().open();
    last().confirmSubscriptions();
    expect(events).toEqual([
      { type: 'subscribed', channel: 'user:u1' },
      { type: 'subscribed', channel: 'conversation:c1' },
    ]);
    events.length = 0;

    last().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    // The server is still down: the next wait is twice as long.
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(last().sent).toEqual([
      { type: 'subscribe', channel: 'user:u1' },
      { type: 'subscribe', channel: 'conversation:c1' },
    ]);
    // 'reconnected' only once the server has confirmed the subscription, so nothing falls in between.
    expect(events).toEqual([]);
    last().receive({ type: 'subscribed', channel: 'conversation:c1' });
    expect(events).toEqual([{ type: 'reconnected', channel: 'conversation:c1' }]);
    last().receive({ type: 'subscribed', channel: 'user:u1' });
    expect(events).toEqual([
      { type: 'reconnected', channel: 'conversation:c1' },
      { type: 'reconnected', channel: 'user:u1' },
    ]);

    // A healthy connection resets the backoff.
    last().drop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it('never waits more than 30 s between attempts', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user:u1', () => {});
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(sockets).toHaveLength(13);
  });

  it('pings every 30 s and treats a missing pong as a dead connection', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user:u1', () => {});
    last().open();
    vi.advanceTimersByTime(30_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(30_000);
    expect(last().sent.filter((message) => message.type === 'ping')).toHaveLength(2);
    // No pong this time.
    vi.advanceTimersByTime(30_000);
    expect(sockets[0].closedWith).toBeDefined();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('unsubscribes when the last handler leaves, and closes with no channel left', () => {
    const { client, last } = setup();
    const stopUser = client.subscribe('user:u1', () => {});
    const stopConversation = client.subscribe('conversation:c1', () => {});
    last().open();
    stopConversation();
    vi.advanceTimersByTime(0);
    expect(last().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'conversation:c1' });
    stopUser();
    vi.advanceTimersByTime(0);
    expect(last().closedWith).toBe(1000);
  });

  it('keeps the server subscription when a handler re-subscribes right away', () => {
    const { client, last } = setup();
    client.subscribe('user:u1', () => {});
    last().open();
    const stop = client.subscribe('conversation:c1', () => {});
    stop();
    client.subscribe('conversation:c1', () => {});
    vi.advanceTimersByTime(0);
    expect(last().sent.filter((message) => message.channel === 'conversation:c1')).toEqual([
      { type: 'subscribe', channel: 'conversation:c1' },
    ]);
  });

  it('does not retry without a session, and stays closed after sign-out', () => {
    const { client, sockets, last } = setup();
    client.subscribe('user:u1', () => {});
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    client.subscribe('user:u2', () => {});
    expect(sockets).toHaveLength(2);
    last().open();
    client.close();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('sends typing signals and passes subscription refusals to the channel', () => {
    const { client, last } = setup();
    const handler = vi.fn();
    client.subscribe('conversation:c1', handler);
    client.sendTyping('c1');
    last().open();
    client.sendTyping('c1');
    expect(last().sent.filter((message) => message.type === 'typing')).toEqual([
      { type: 'typing', conversationId: 'c1' },
    ]);
    last().receive({ type: 'error', code: 404, channel: 'conversation:c1' });
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ type: 'subscribe.error', code: 404 }));
  });
});
