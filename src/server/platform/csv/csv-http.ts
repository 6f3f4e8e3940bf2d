import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CSV_MESSAGES,
  csvImportInputSchema,
  csvImportResultSchema,
  csvPreviewSchema,
  type CsvImportResult,
  type CsvPreview,
} from '@common/csv';
import type { Database } from '../db/client';
import { actorOf, type Actor } from '../actor';

/** What an all-or-nothing import answers: the counts, or every row's errors when nothing was written. */
export type CsvImportOutcome = { ok: true; result: CsvImportResult } | { ok: false; errors: Record<string, string> };

/** 2 MB of CSV can grow when escaped inside JSON. */
export const CSV_IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

/** The usual error body, with the errors per row ('Fila 3': '…') in `fields`. */
export const csvImportErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** Sends a CSV download named `<baseName>-YYYY-MM-DD.csv`. */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${date}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** 400 with every row's errors: nothing was imported. */
const sendImportErrors = (reply: FastifyReply, errors: Record<string, string>) =>
  reply.status(400).send({ error: { code: 'import_invalid', message: CSV_MESSAGES.hasErrors, fields: errors } });

export interface CsvRoutes {
  /** e.g. '/api/products': serves `{base}/export.csv`, `{base}/import/preview` and `{base}/import`. */
  base: string;
  tags: string[];
  /** Download name before the date, e.g. 'productos'. */
  fileName: string;
  /** Route config of all three (e.g. the audience's extra requirements). */
  config?: FastifyContextConfig;
  exportCsv: (db: Database, actor: Actor) => Promise<string>;
  preview: (db: Database, actor: Actor, csv: string) => Promise<CsvPreview>;
  apply: (db: Database, actor: Actor, csv: string) => Promise<CsvImportOutcome>;
}

/** The three CSV routes of a list (export, preview, apply), on the caller's audience so its hook admits the caller. */
export function registerCsvRoutes(instance: FastifyInstance, routes: CsvRoutes) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { base, tags, config } = routes;
  app.get(`${base}/export.csv`, { config, schema: { tags } }, async (request, reply) =>
    sendCsv(reply, routes.fileName, await routes.exportCsv(app.db, actorOf(request))),
  );
  app.post(
    `${base}/import/preview`,
    {
      config,
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      schema: { tags, body: csvImportInputSchema, response: { 200: csvPreviewSchema } },
    },
    async (request) => routes.preview(app.db, actorOf(request), request.body.csv),
  );
  app.post(
    `${base}/import`,
    {
      config,
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      schema: { tags, body: csvImportInputSchema, response: { 200: csvImportResultSchema, 400: csvImportErrorSchema } },
    },
    async (request, reply) => {
      const outcome = await routes.apply(app.db, actorOf(request), request.body.csv);
      return outcome.ok ? outcome.result : sendImportErrors(reply, outcome.errors);
    },
  );
}
