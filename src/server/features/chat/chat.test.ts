import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chatMessages, notifications } from '../../platform/db/schema';
import { connectRealtime } from '../../test/realtime-client';
import { createSupplier } from '../../test/suppliers';
import { createPeerApp, createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let restaurant: TestUser;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let outsider: TestUser;
let conversationId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  restaurant = await signUpWithRole(ctx.app, 'restaurant_owner', { businessName: 'Taquería El Fogón' });
  supplier = await createSupplier(ctx.app, { companyName: 'Frescos del Valle' });
  outsider = await signUpWithRole(ctx.app, 'restaurant_owner');
  conversationId = (
    await call('POST', '/api/chat/conversations', restaurant, { supplierCompanyId: supplier.companyId })
  ).json().id;
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
}
const send = (user: TestUser, message: string) =>
  call('POST', `/api/chat/conversations/${conversationId}/messages`, user, { message });

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----alacena' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (user: TestUser, file: { name: string; type: string; bytes: Buffer }, message = '') => {
  const body = multipart({ message }, file);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversationId}/messages`,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('conversations', () => {
  it('has one conversation per restaurant and company, with the spec titles for each side', async () => {
    const again = await call('POST', '/api/chat/conversations', restaurant, { supplierCompanyId: supplier.companyId });
    expect(again.json().id).toBe(conversationId);
    expect((await call('GET', '/api/chat/conversations', restaurant)).json()[0]).toMatchObject({
      title: 'Frescos del Valle',
      viewerRole: 'restaurant',
    });
    expect((await call('GET', '/api/chat/conversations', supplier)).json()[0]).toMatchObject({
      title: 'Taquería El Fogón',
      viewerRole: 'supplier',
    });
    expect((await call('GET', '/api/chat/conversations', outsider)).json()).toEqual([]);
  });

  it('answers 404 to a non-participant for the conversation, its messages, search, sending and reading', async () => {
    await send(restaurant, 'Hola, ¿tienen aguacate?');
    for (const [method, url] of [
      ['GET', `/api/chat/conversations/${conversationId}`],
      ['GET', `/api/chat/conversations/${conversationId}/messages`],
      ['GET', `/api/chat/conversations/${conversationId}/messages?search=hola`],
      ['POST', `/api/chat/conversations/${conversationId}/read`],
    ] as const) {
      expect((await call(method, url, outsider)).statusCode).toBe(404);
    }
    expect((await send(outsider, 'intruso')).statusCode).toBe(404);
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.message, 'intruso'))).toBe(0);
  });
});

describe('messages', () => {
  it('refuses empty or whitespace-only messages', async () => {
    const response = await send(restaurant, '   \n ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Escribe un mensaje o adjunta un archivo');
  });

  it('goes sent → delivered when the recipient loads it → read when they open it, live for the sender', async () => {
    const live = await connectRealtime(ctx.app, restaurant.cookie);
    await live.subscribe(`conversation:${conversationId}`);
    const sent = (await send(restaurant, '¿A qué hora entregan?')).json();
    expect(sent).toMatchObject({ status: 'sent', isRead: false });
    await live.next((message) => message.type === 'message.created');

    const thread = (await call('GET', `/api/chat/conversations/${conversationId}/messages`, supplier)).json();
    expect(thread.map((message: { message: string }) => message.message)).toContain('¿A qué hora entregan?');
    const delivered = await live.next(
      (message) => message.type === 'message.updated' && JSON.stringify(message).includes('delivered'),
    );
    expect(delivered).toBeTruthy();
    expect((await call('GET', '/api/chat/unread', supplier)).json().total).toBeGreaterThan(0);

    await call('POST', `/api/chat/conversations/${conversationId}/read`, supplier);
    await live.next((message) => message.type === 'message.updated' && JSON.stringify(message).includes('"read"'));
    const [row] = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row).toMatchObject({ status: 'read', isRead: true });
    expect((await call('GET', '/api/chat/unread', supplier)).json()).toEqual({ total: 0, byConversation: {} });
    live.close();
  });

  it('lets only the recipient move a message to delivered or read', async () => {
    const sent = (await send(restaurant, 'Solo el destinatario')).json();
    await call('GET', `/api/chat/conversations/${conversationId}/messages`, restaurant);
    await call('POST', `/api/chat/conversations/${conversationId}/read`, restaurant);
    const [row] = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', isRead: false });
  });

  it('searches the thread ignoring case', async () => {
    await send(supplier, 'Tenemos AGUACATE Hass a $780 la caja');
    const found = (
      await call('GET', `/api/chat/conversations/${conversationId}/messages?search=aguacate`, restaurant)
    ).json();
    expect(found.map((message: { message: string }) => message.message)).toEqual([
      'Hola, ¿tienen aguacate?',
      'Tenemos AGUACATE Hass a $780 la caja',
    ]);
  });

  it('notifies the recipient unless they have the conversation open', async () => {
    const countFor = () =>
      ctx.database.db.$count(
        notifications,
        and(eq(notifications.userId, supplier.id), eq(notifications.type, 'message')),
      );
    const before = await countFor();
    await send(restaurant, 'Primero sin abrir');
    expect(await countFor()).toBe(before + 1);
    const [notification] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, supplier.id), eq(notifications.type, 'message')));
    expect(notification).toMatchObject({
      title: 'Nuevo mensaje de Taquería El Fogón',
      link: `/mensajes/${conversationId}`,
    });

    const open = await connectRealtime(ctx.app, supplier.cookie);
    await open.subscribe(`conversation:${conversationId}`);
    await send(restaurant, 'Ahora con la conversación abierta');
    expect(await countFor()).toBe(before + 1);
    open.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await send(restaurant, 'Ya la cerró');
    expect(await countFor()).toBe(before + 2);
  });

  it('relays typing to the other participant and refuses a stranger’s subscription', async () => {
    const watcher = await connectRealtime(ctx.app, restaurant.cookie);
    await watcher.subscribe(`conversation:${conversationId}`);
    const typist = await connectRealtime(ctx.app, supplier.cookie);
    typist.send({ type: 'typing', conversationId });
    expect(await watcher.next((message) => message.type === 'typing')).toMatchObject({ userId: supplier.id });
    const stranger = await connectRealtime(ctx.app, outsider.cookie);
    expect(await stranger.subscribe(`conversation:${conversationId}`)).toMatchObject({ type: 'error', code: 404 });
    for (const client of [watcher, typist, stranger]) client.close();
  });
});

describe('attachments', () => {
  it('stores a PDF under {user}/{conversation}/{timestamp}-{name} and serves it to participants only, as a download', async () => {
    const response = await upload(restaurant, { name: 'cotización.pdf', type: 'application/pdf', bytes: PDF });
    expect(response.statusCode).toBe(200);
    const message = response.json();
    expect(message).toMatchObject({ attachmentType: 'application/pdf', attachmentName: 'cotización.pdf', message: '' });
    expect(message.attachmentUrl).toMatch(
      new RegExp(`^/api/files/chat-attachments/${restaurant.id}/${conversationId}/\\d+-cotizacion\\.pdf$`),
    );
    const download = await call('GET', message.attachmentUrl, supplier);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', message.attachmentUrl, outsider)).statusCode).toBe(404);
    expect((await call('GET', message.attachmentUrl, null)).statusCode).toBe(404);
  });

  it('checks the content, not the name', async () => {
    const html = await upload(restaurant, {
      name: 'foto.png',
      type: 'image/png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(200);
    expect(html.json().attachmentType).toBe('text/plain');
    const exe = await upload(restaurant, {
      name: 'factura.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]),
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.message).toBe('Tipo de archivo no permitido. Usa imágenes, PDF, DOC, DOCX o TXT.');
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    const before = await ctx.database.db.$count(chatMessages);
    const response = await upload(restaurant, {
      name: 'enorme.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('El archivo no puede superar los 10MB');
    expect(await ctx.database.db.$count(chatMessages)).toBe(before);
  });
});

describe('scale-out', () => {
  it.runIf(testDatabaseKind === 'postgres')(
    'delivers a message sent on instance A live to a client of instance B',
    async () => {
      const peer = await createPeerApp(ctx.databaseUrl!);
      try {
        const client = await connectRealtime(peer.app, supplier.cookie);
        await client.subscribe(`conversation:${conversationId}`);
        await send(restaurant, 'Desde la instancia A');
        const event = await client.next((message) => message.type === 'message.created');
        expect(event).toMatchObject({ message: { message: 'Desde la instancia A' } });
        client.close();
      } finally {
        await peer.close();
      }
    },
  );
});
