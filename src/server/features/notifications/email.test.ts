import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../platform/db/schema';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../../platform/mail/mailer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type TestUser } from '../../test/users';
import { processEmailQueue } from './email-service';
import { createNotification } from './service';

let ctx: TestApp;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx.app, { email: 'dueno@taqueria.mx' });
});
afterAll(() => ctx.close());

const PUBLIC_URL = 'http://alacena.test';
const queue = (title: string) =>
  createNotification(ctx.database.db, {
    userId: user.id,
    type: 'order',
    title,
    message: 'Frescos del Valle completó tu pedido ORD-1',
    link: '/ordenes',
    metadata: { send_email: true },
  });
const statusOf = async (id: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0];

describe('notification e-mail', () => {
  it('writes a Spanish .eml to the outbox, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alacena-outbox-'));
    const id = await queue('Pedido completado');
    await createNotification(ctx.database.db, { userId: user.id, type: 'other', title: 'Sin correo', message: '-' });
    const mailer = createOutboxMailer(dir, 'Alacena <no-reply@alacena.mx>');
    expect(await processEmailQueue(ctx.database.db, mailer, PUBLIC_URL)).toEqual({ leased: 1, sent: 1 });
    expect(await processEmailQueue(ctx.database.db, mailer, PUBLIC_URL)).toEqual({ leased: 0, sent: 0 });
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain('To: dueno@taqueria.mx');
    expect(eml).toMatch(/Subject: =\?UTF-8\?|Subject: Pedido completado/);
    expect((await statusOf(id)).emailStatus).toBe('sent');
  });

  it('sends through a real SMTP server with the Spanish subject and body', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => (data += chunk));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      await queue('Pedido completado');
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Alacena <no-reply@alacena.mx>');
      const result = await processEmailQueue(ctx.database.db, mailer, PUBLIC_URL);
      expect(result.sent).toBe(1);
      expect(received).toHaveLength(1);
      const message = received[0];
      expect(message).toContain('dueno@taqueria.mx');
      expect(message).toMatch(/Pedido completado|=\?UTF-8\?/);
      expect(message.replace(/=\r?\n/g, '')).toContain('Ver en Alacena: http://alacena.test/ordenes');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('retries a failed e-mail with backoff and records the failure after the last attempt', async () => {
    const id = await queue('Stock Bajo');
    const broken: Mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('Conexión rechazada')) };
    await processEmailQueue(ctx.database.db, broken, PUBLIC_URL);
    let row = await statusOf(id);
    expect(row).toMatchObject({ emailStatus: 'pending', emailAttempts: 1, emailError: 'Conexión rechazada' });
    expect(row.emailNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await ctx.database.db
        .update(notifications)
        .set({ emailNextAttemptAt: new Date(0) })
        .where(eq(notifications.id, id));
      await processEmailQueue(ctx.database.db, broken, PUBLIC_URL);
    }
    row = await statusOf(id);
    expect(row).toMatchObject({ emailStatus: 'failed', emailAttempts: 5, emailError: 'Conexión rechazada' });
  });
});
