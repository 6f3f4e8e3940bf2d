import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { GENERIC_ERROR_MESSAGE, UNAUTHENTICATED_MESSAGE, type ApiErrorBody } from '@common/errors';
import { INVALID_CHARACTERS_MESSAGE } from '@common/fields';
import type { SendAppPage } from './web-app';

/** A domain error: services throw it, the error handler turns it into an HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'No encontrado') => new AppError(404, 'not_found', message);
export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const forbidden = (message = 'No tienes permisos para acceder a esta página') =>
  new AppError(403, 'forbidden', message);
export const unauthorized = (message = UNAUTHENTICATED_MESSAGE) => new AppError(401, 'unauthenticated', message);

const body = (code: string, message: string, fields?: Record<string, string>): ApiErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Se esperaba un formulario multipart',
  FST_REQ_FILE_TOO_LARGE: 'El archivo no puede superar los 10MB',
  FST_ERR_BAD_URL: 'La dirección de la solicitud no es válida',
  FST_ERR_MAX_PARAM_LENGTH: 'La dirección de la solicitud es demasiado larga',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del cuerpo no coincide con Content-Length',
};

/**
 * PostgreSQL's refusals of the data itself (SQLSTATE class 22 and 54000), a safety net behind the
 * zod rules: NUL or a bad byte in text, a value out of range or too long. Drizzle wraps the
 * driver's error (PGlite or pg, both with `code`) as `cause`.
 */
const DATABASE_INPUT_ERRORS: Record<string, string> = {
  '22021': INVALID_CHARACTERS_MESSAGE,
  '22P05': INVALID_CHARACTERS_MESSAGE,
  '22001': 'Un texto es demasiado largo',
  '22003': 'Un número está fuera de rango',
  '22P02': 'Datos inválidos',
  '22007': 'Fecha inválida',
  '22008': 'Fecha inválida',
  '54000': 'Datos inválidos',
};

function databaseInputError(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current && depth < 4;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_INPUT_ERRORS) return DATABASE_INPUT_ERRORS[code];
  }
  return undefined;
}

/** One handler for every error: Spanish messages, no internals in a 5xx, logged with the request id. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Valor inválido';
      }
      const first = Object.values(fields)[0] ?? 'Datos inválidos';
      return reply.status(400).send(body('validation_error', first, fields));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(body('validation_error', error.issues[0]?.message ?? 'Datos inválidos'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send(body('invalid_json', 'El cuerpo de la solicitud no es JSON válido'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(body('rate_limited', 'Demasiadas solicitudes. Por favor, espera un momento.'));
    }
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? 'Solicitud inválida';
      return reply.status(status).send(body(error.code?.toLowerCase() ?? 'bad_request', message));
    }
    const databaseMessage = databaseInputError(error);
    if (databaseMessage) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send(body('invalid_data', databaseMessage));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error', GENERIC_ERROR_MESSAGE));
  });
}

/** Unknown API routes answer a Spanish 404; other GETs get the SPA's page for the route when it is served. */
export function registerNotFound(app: FastifyInstance, sendAppPage: SendAppPage | null) {
  app.setNotFoundHandler((request, reply) => {
    if (sendAppPage && request.method === 'GET' && !request.url.startsWith('/api/')) return sendAppPage(request, reply);
    request.log.info({ path: request.url }, 'route not found');
    return reply.status(404).send(body('not_found', 'Ruta no encontrada'));
  });
}

/** Fastify's `frameworkErrors`: errors raised by the router before any hook (bad or too long URL). */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  if (status >= 500) return reply.status(500).send(body('internal_error', GENERIC_ERROR_MESSAGE));
  return reply
    .status(status)
    .send(body(error.code?.toLowerCase() ?? 'bad_request', FRAMEWORK_MESSAGES[error.code] ?? 'Solicitud inválida'));
}

/** Fastify's `clientErrorHandler`: malformed HTTP on the socket, answered in the app's shape. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Los encabezados de la solicitud son demasiado grandes']
      : [400, 'Solicitud inválida'];
  const payload = JSON.stringify(body(status === 431 ? 'headers_too_large' : 'bad_request', message));
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
  );
}
