import type WebSocket from 'ws';
import { RESTAURANT_EMAIL } from '../data/profiles';
import { signIn } from '../lib/session';
import type { RunningServer } from '../lib/server';
import { openSocket } from './socket';

export interface IdleConnections {
  held: number;
  /** What the server's gauge alacena_websocket_connections reported while they were open. */
  gauge: number;
  rssBeforeBytes: number;
  rssAfterBytes: number;
}

/** Opens `count` authenticated sockets (one user's cookie), holds them idle, and reads the server's memory. */
export async function holdIdleConnections(server: RunningServer, count: number): Promise<IdleConnections> {
  const cookie = await signIn(server.url, RESTAURANT_EMAIL);
  const rssBeforeBytes = server.rssBytes();
  const sockets: WebSocket[] = [];
  try {
    for (let opened = 0; opened < count; opened += 50) {
      const batch = Array.from({ length: Math.min(50, count - opened) }, () => openSocket(server.url, cookie));
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const metrics = await (await fetch(`${server.url}/api/metrics`)).text();
    const gauge = Number(metrics.match(/^alacena_websocket_connections (\d+)/m)?.[1] ?? NaN);
    return {
      held: sockets.filter((socket) => socket.readyState === socket.OPEN).length,
      gauge,
      rssBeforeBytes,
      rssAfterBytes: server.rssBytes(),
    };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}
