import type { App } from '../app';

type Message = Record<string, unknown> & { type: string };

/** A WebSocket client on /api/realtime (through app.injectWS) that collects what it receives. */
export async function connectRealtime(app: App, cookie?: string) {
  const socket = await app.injectWS('/api/realtime', { headers: cookie ? { cookie } : {} });
  const received: Message[] = [];
  const waiters: Array<{ match: (message: Message) => boolean; resolve: (message: Message) => void }> = [];
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as Message;
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const next = (match: (message: Message) => boolean, timeoutMs = 5000) =>
    new Promise<Message>((resolve, reject) => {
      const found = received.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`no realtime message in ${timeoutMs} ms; got ${JSON.stringify(received)}`)),
        timeoutMs,
      );
      waiters.push({ match, resolve: (message) => (clearTimeout(timer), resolve(message)) });
    });
  const subscribe = async (channel: string) => {
    socket.send(JSON.stringify({ type: 'subscribe', channel }));
    return next(
      (message) => message.channel === channel && (message.type === 'subscribed' || message.type === 'error'),
    );
  };
  return {
    socket,
    received,
    next,
    subscribe,
    send: (message: object) => socket.send(JSON.stringify(message)),
    close: () => socket.terminate(),
  };
}
