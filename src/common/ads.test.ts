import { describe, expect, it } from 'vitest';
import { adFieldsSchema, clickThroughRate } from './ads';

describe('clickThroughRate', () => {
  it('is clicks / impressions × 100 with 2 decimals, rounded half up, 0.00 without impressions', () => {
    expect(clickThroughRate(0, 0)).toBe('0.00');
    expect(clickThroughRate(1, 1)).toBe('100.00');
    expect(clickThroughRate(1, 3)).toBe('33.33');
    expect(clickThroughRate(2, 3)).toBe('66.67');
    expect(clickThroughRate(1, 8)).toBe('12.50');
    expect(clickThroughRate(1, 800)).toBe('0.13');
    expect(clickThroughRate(7, 1_000_000)).toBe('0.00');
    expect(clickThroughRate(123_456, 1_000_000)).toBe('12.35');
  });
});

describe('adFieldsSchema', () => {
  it('defaults the position to dashboard and treats an empty link as none', () => {
    expect(adFieldsSchema.parse({ title: ' Oferta ', linkUrl: ' ' })).toEqual({
      title: 'Oferta',
      position: 'dashboard',
    });
  });

  it('accepts only http(s) links with a domain', () => {
    const link = (linkUrl: string) => adFieldsSchema.safeParse({ title: 'A', linkUrl }).success;
    expect(link('https://frescos.mx/ofertas?x=1')).toBe(true);
    expect(link('http://www.proveedor.com.mx')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hola',
      'ftp://a.mx',
      'frescos.mx',
      'https://',
      'https://localhost',
    ]) {
      expect(link(bad), bad).toBe(false);
    }
  });
});
