import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { Mailer } from '../../platform/mail/mailer';
import { leaseDueEmails, markEmailFailed, markEmailSent, selectUserEmail } from './queries';

const MAX_ATTEMPTS = 5;
const LEASE_MINUTES = 5;
const BATCH = 20;

/**
 * Sends the e-mails of notifications whose metadata asked for one. Rows are leased first (so several
 * instances never send the same e-mail), then sent; a failure is logged and retried with backoff,
 * and after the last attempt the row is marked 'failed' with the error: nothing is lost silently.
 */
export async function processEmailQueue(db: Database, mailer: Mailer, publicUrl: string, log?: FastifyBaseLogger) {
  const leased = await db.transaction((tx) => leaseDueEmails(tx, { limit: BATCH, leaseMinutes: LEASE_MINUTES }));

  let sent = 0;
  for (const row of leased) {
    const user = await selectUserEmail(db, row.userId);
    try {
      if (!user) throw new Error('El usuario ya no existe');
      const link = row.link ? new URL(row.link, publicUrl).toString() : publicUrl;
      await mailer.send({
        to: user.email,
        subject: `${row.title} — Alacena`,
        text: `${row.message}\n\nVer en Alacena: ${link}\n\nRecibes este correo porque tienes activadas las notificaciones por correo en Alacena.`,
        html: `<p>${escapeHtml(row.message)}</p><p><a href="${escapeHtml(link)}">Ver en Alacena</a></p>`,
      });
      await markEmailSent(db, row.userId, { id: row.id });
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const finalAttempt = row.emailAttempts >= MAX_ATTEMPTS;
      log?.error({ err: error, notificationId: row.id, attempt: row.emailAttempts }, 'notification e-mail failed');
      await markEmailFailed(db, row.userId, {
        id: row.id,
        error: message.slice(0, 500),
        retryInMinutes: finalAttempt ? null : 2 ** row.emailAttempts,
      });
    }
  }
  return { leased: leased.length, sent };
}

/** Polls the outbox while the app runs. */
export function startEmailWorker(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
  intervalMs = 5000,
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await processEmailQueue(db, mailer, publicUrl, log);
    } catch (error) {
      log.error({ err: error }, 'e-mail worker failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
