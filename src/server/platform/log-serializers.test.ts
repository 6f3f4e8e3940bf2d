import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers';

describe('redactUrl', () => {
  it('hides the token of a supplier link, in the API and on the page, and keeps the rest of the path', () => {
    expect(redactUrl('/api/order-links/abc.def/confirm')).toBe('/api/order-links/[oculto]/confirm');
    expect(redactUrl('/api/order-links/abc.def?x=1')).toBe('/api/order-links/[oculto]?x=1');
    expect(redactUrl('/pedido/abc.def')).toBe('/pedido/[oculto]');
  });

  it('leaves other paths as they are', () => {
    expect(redactUrl('/api/orders/123/link')).toBe('/api/orders/123/link');
    expect(redactUrl('/ordenes')).toBe('/ordenes');
  });
});
