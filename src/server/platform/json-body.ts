import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body parser: Fastify's own (prototype-poisoning checks included) behind three refusals
 * that keep one reading of every body (decision 022): a charset other than UTF-8, bytes that are not
 * UTF-8, and an object that repeats a key (which parsers disagree on: first or last wins).
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      return done(new AppError(415, 'unsupported_charset', 'El cuerpo de la solicitud debe estar en UTF-8'), undefined);
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new AppError(400, 'invalid_encoding', 'El cuerpo de la solicitud no es UTF-8 válido'), undefined);
    }
    parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (hasDuplicateKeys(text))
        return done(new AppError(400, 'duplicate_key', 'El cuerpo de la solicitud repite un campo'), undefined);
      done(null, value);
    });
  });
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** True when an object of this (already valid) JSON text names the same key twice. */
export function hasDuplicateKeys(text: string): boolean {
  if (!text.includes('{')) return false;
  const objects: Array<Set<string> | null> = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      let end = index + 1;
      let escaped = false;
      while (text.charCodeAt(end) !== 0x22) {
        if (text.charCodeAt(end) === 0x5c) {
          escaped = true;
          end += 1;
        }
        end += 1;
      }
      const keys = objects[objects.length - 1];
      if (keys) {
        let next = end + 1;
        while (isSpace(text.charCodeAt(next))) next += 1;
        if (text.charCodeAt(next) === 0x3a) {
          const key = escaped ? (JSON.parse(text.slice(index, end + 1)) as string) : text.slice(index + 1, end);
          if (keys.has(key)) return true;
          keys.add(key);
        }
      }
      index = end;
    } else if (code === 0x7b) objects.push(new Set());
    else if (code === 0x5b) objects.push(null);
    else if (code === 0x7d || code === 0x5d) objects.pop();
  }
  return false;
}
