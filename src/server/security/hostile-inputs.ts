import fc from 'fast-check';

/**
 * What an attacker sends, for the fuzz test: text the database cannot store or that lies on screen,
 * bodies that parsers read differently, numbers past every range, and paths the router chokes on.
 */
export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minItems?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Never valid in a text field: each must be refused wherever it goes (passwords aside). */
export const REFUSED_TEXT = [
  'a\u0000b',
  '\u0000',
  'campana\u0007',
  'escape\u001b[31m',
  'borrar\u007f',
  'c1\u0085linea',
  '\ud800',
  'mitad\udc00',
];

/** Accepted, but must come back harmless: bidi controls are stripped, the rest is plain text. */
export const TRICKY_TEXT = [
  'tab\ten el nombre',
  '\u202Eodnetsrep',
  'ok\u2066\u202Ex\u2069',
  '\u200Fnombre',
  'café ñandú 😀',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
];

/** Raw JSON number tokens (some are not representable in JavaScript). */
export const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '123456789012345678901234567890',
  '1E3',
  '2.5e1',
  '-0',
  '0.1e-7',
];

/** Already percent-encoded query values: NUL, a lone surrogate in CESU bytes, a bad byte, bidi, a bell. */
export const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%E2%80%AEx',
  '%07',
  'x'.repeat(5_000),
  '1e400',
  '-1',
  '99999999999999999999',
];

/** Path parameters: past the router's 100-character limit, NUL, bad encodings, traversal. */
export const PATH_VALUES = [
  'x'.repeat(101),
  'x'.repeat(5_000),
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '00000000-0000-4000-8000-00000000000%00',
];

/** Bodies no JSON route may take. */
export const RAW_BODIES = [
  { payload: '{"nombre": ', contentType: 'application/json' },
  { payload: '<xml>hola</xml>', contentType: 'application/xml' },
  { payload: 'texto plano', contentType: 'text/plain' },
  { payload: '--x\r\nbasura', contentType: 'multipart/form-data; boundary=x' },
  { payload: '{"__proto__": {"admin": true}}', contentType: 'application/json' },
];

const NIL_UUID = '00000000-0000-4000-8000-000000000000';

/** A plausible valid value for a schema, so that one hostile field is the only thing wrong. */
export function exampleFor(schema: Schema | undefined, name = '', ids: Record<string, string> = {}): unknown {
  if (!schema) return undefined;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    if (options.some((option) => option.type === 'number')) return 1;
    return exampleFor(
      options.find((option) => option.enum) ?? options.find((option) => option.type !== 'null') ?? options[0],
      name,
      ids,
    );
  }
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleFor(value, key, ids)]),
    );
  }
  if (type === 'array') return (schema.minItems ?? 0) > 0 ? [exampleFor(schema.items, name, ids)] : [];
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return ids[name] ?? NIL_UUID;
  if (/email/i.test(name)) return `fuzz${Math.floor(Math.random() * 1e9)}@prueba.mx`;
  if (/password/i.test(name)) return 'secreto123';
  if (/url|website/i.test(name)) return 'https://ejemplo.mx';
  return 'Prueba';
}

/** Paths (keys and indexes) to every string and every number in a value. */
export function leaves(
  value: unknown,
  kind: 'string' | 'number',
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof value === kind) return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, kind, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => leaves(item, kind, [...path, key]));
  return [];
}

export function withValue(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), replacement);
  return copy;
}

/** The JSON text with one leaf's value replaced by a raw token (a number JavaScript cannot hold). */
export function withRawToken(value: unknown, path: Array<string | number>, token: string) {
  const marker = '__raw_token__';
  return JSON.stringify(withValue(value, path, marker)).replace(`"${marker}"`, token);
}

/** The JSON text of an object with its first key written twice (parsers disagree on which wins). */
export function withDuplicateKey(value: unknown) {
  const text = JSON.stringify(value);
  const first = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value)[0] : undefined;
  if (!first) return `{"a":1,"a":2}`;
  return `{${JSON.stringify(first)}:"primero",${text.slice(1)}`;
}

const random = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -1_000_000_000, max: -1 }),
  fc.constantFrom('NaN', '-0.0000001', '1e309', 'Infinity'),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Random bodies that keep the schema's keys, plus anything at all. */
export function randomBodies(schema: Schema | undefined, count: number, seed: number) {
  const keys = Object.keys(schema?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, random])), { requiredKeys: [] });
  return fc.sample(fc.oneof(shaped, fc.anything()), { numRuns: count, seed });
}

const ENGLISH =
  /\b(invalid|expected|received|required|must|should|the|is|not|too|body|request|unsupported|unexpected|bad|found|exceed\w*|field|input|string|number|object|characters?)\b/i;

/**
 * What is wrong with an error answer, or null: it must be JSON `{error:{code,message}}` (with
 * `fields` at most) and its message Spanish.
 */
export function errorAnswerProblem(statusCode: number, contentType: string | undefined, body: string): string | null {
  if (!String(contentType).startsWith('application/json')) return `${statusCode} is not JSON (${contentType})`;
  let parsed: { error?: { code?: unknown; message?: unknown; fields?: unknown } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} body is not JSON`;
  }
  const error = parsed.error;
  const extraKeys = Object.keys(parsed)
    .filter((key) => key !== 'error')
    .concat(Object.keys(error ?? {}).filter((key) => !['code', 'message', 'fields'].includes(key)));
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string' || extraKeys.length > 0)
    return `${statusCode} outside the error shape: ${body.slice(0, 120)}`;
  const messages = [error.message, ...Object.values((error.fields as Record<string, string>) ?? {})];
  const english = messages.find((message) => message.length === 0 || ENGLISH.test(message));
  return english === undefined ? null : `${statusCode} English or empty message: ${english}`;
}
