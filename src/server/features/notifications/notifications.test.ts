import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../platform/db/schema';
import { connectRealtime } from '../../test/realtime-client';
import { createPeerApp, createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';
import { createNotification } from './service';

let ctx: TestApp;
let ana: TestUser;
let beto: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await signUp(ctx.app);
  beto = await signUp(ctx.app);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie } });
const notify = (userId: string, title = 'Stock Bajo') =>
  createNotification(ctx.database.db, {
    userId,
    type: 'low_stock',
    title,
    message: 'Tomate quedó con 2',
    link: '/productos',
    metadata: { product_id: 'x' },
  });

describe('notifications API', () => {
  it('lists the newest 50 of the user only, counts unread, marks read and deletes', async () => {
    for (let i = 0; i < 52; i += 1) await notify(ana.id, `Aviso ${i}`);
    const otherId = await notify(beto.id, 'De Beto');
    const list = (await call('GET', '/api/notifications', ana)).json();
    expect(list).toHaveLength(50);
    expect(list[0].title).toBe('Aviso 51');
    expect((await call('GET', '/api/notifications/unread-count', ana)).json()).toEqual({ count: 52 });

    expect((await call('POST', `/api/notifications/${list[0].id}/read`, ana)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count', ana)).json()).toEqual({ count: 51 });
    expect((await call('DELETE', `/api/notifications/${list[1].id}`, ana)).statusCode).toBe(200);
    expect((await call('POST', '/api/notifications/read-all', ana)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count', ana)).json()).toEqual({ count: 0 });

    expect((await call('POST', `/api/notifications/${otherId}/read`, ana)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${otherId}`, ana)).statusCode).toBe(404);
    const [untouched] = await ctx.database.db.select().from(notifications).where(eq(notifications.id, otherId));
    expect(untouched.isRead).toBe(false);
    expect((await call('GET', '/api/notifications/unread-count', beto)).json()).toEqual({ count: 1 });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('realtime', () => {
  it('delivers new notifications live to their user only', async () => {
    const client = await connectRealtime(ctx.app, ana.cookie);
    expect((await client.subscribe(`user:${ana.id}`)).type).toBe('subscribed');
    const denied = await client.subscribe(`user:${beto.id}`);
    expect(denied).toMatchObject({ type: 'error', code: 404 });
    await notify(beto.id, 'Para Beto');
    await notify(ana.id, 'En vivo');
    const event = await client.next((message) => message.type === 'notification.created');
    expect(event).toMatchObject({ channel: `user:${ana.id}`, notification: { title: 'En vivo', type: 'low_stock' } });
    expect(client.received.some((message) => JSON.stringify(message).includes('Para Beto'))).toBe(false);
    client.close();
  });

  it('does not announce a notification whose transaction rolled back', async () => {
    const client = await connectRealtime(ctx.app, ana.cookie);
    await client.subscribe(`user:${ana.id}`);
    await ctx.database.db
      .transaction(async (tx) => {
        await createNotification(tx, { userId: ana.id, type: 'other', title: 'Fantasma', message: '-' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await notify(ana.id, 'Real');
    await client.next((message) => message.type === 'notification.created' && JSON.stringify(message).includes('Real'));
    expect(client.received.some((message) => JSON.stringify(message).includes('Fantasma'))).toBe(false);
    client.close();
  });

  it('refuses anonymous sockets', async () => {
    const client = await connectRealtime(ctx.app);
    const closed = await new Promise<number>((resolve) => client.socket.on('close', (code: number) => resolve(code)));
    expect(closed).toBe(4401);
  });

  it.runIf(testDatabaseKind === 'postgres')('recovers when the LISTEN connection is dropped', async () => {
    const client = await connectRealtime(ctx.app, ana.cookie);
    await client.subscribe(`user:${ana.id}`);
    const url = new URL(ctx.databaseUrl!);
    await ctx.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${url.pathname.slice(1)} and query ilike 'LISTEN%'`,
    );
    const deadline = Date.now() + 10_000;
    let delivered = false;
    while (!delivered && Date.now() < deadline) {
      await notify(ana.id, 'Tras reconectar');
      delivered = await client
        .next(
          (message) => message.type === 'notification.created' && JSON.stringify(message).includes('Tras reconectar'),
          500,
        )
        .then(() => true)
        .catch(() => false);
    }
    expect(delivered).toBe(true);
    client.close();
  });

  it.runIf(testDatabaseKind === 'postgres')('fans out between two app instances on one PostgreSQL', async () => {
    const peer = await createPeerApp(ctx.databaseUrl!);
    try {
      const client = await connectRealtime(peer.app, ana.cookie);
      await client.subscribe(`user:${ana.id}`);
      await call('POST', '/api/notifications/read-all', ana);
      const event = await client.next((message) => message.type === 'notification.updated');
      expect(event).toMatchObject({ channel: `user:${ana.id}`, all: true });
      client.close();
    } finally {
      await peer.close();
    }
  });
});
