import WebSocket from 'ws';

type Message = Record<string, unknown> & { type?: string; channel?: string };

/** A realtime client on /api/realtime, authenticated by the session cookie like the browser's. */
export async function openSocket(
  baseUrl: string,
  cookie: string,
  onMessage?: (message: Message) => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/realtime`, { headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('El WebSocket no respondió "ready" en 30 s')), 30_000);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve();
      }
      onMessage?.(message);
    });
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`WebSocket cerrado (${code})`)));
  });
  return socket;
}

/** Subscribes and waits for the server's confirmation. */
export function subscribe(socket: WebSocket, channel: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Sin confirmación de ${channel}`)), 10_000);
    const listener = (raw: WebSocket.RawData) => {
      const message = JSON.parse(raw.toString()) as Message;
      if (message.channel !== channel) return;
      clearTimeout(timer);
      socket.off('message', listener);
      if (message.type === 'subscribed') resolve();
      else reject(new Error(`Suscripción rechazada: ${JSON.stringify(message)}`));
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ type: 'subscribe', channel }));
  });
}
