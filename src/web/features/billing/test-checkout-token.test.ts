import { describe, expect, it } from 'vitest';
import { testTokenPlanId } from './test-checkout-token';

describe('testTokenPlanId', () => {
  it('reads the plan id of a test-mode checkout token', () => {
    const payload = Buffer.from(
      JSON.stringify({ userId: 'u', planId: '7d6c2f1e-0000-4000-8000-000000000001', interval: 'year' }),
    ).toString('base64url');
    expect(testTokenPlanId(`${payload}.firma`)).toBe('7d6c2f1e-0000-4000-8000-000000000001');
  });

  it('returns null for anything else', () => {
    expect(testTokenPlanId('')).toBeNull();
    expect(testTokenPlanId('no-es-un-token')).toBeNull();
    expect(testTokenPlanId(`${Buffer.from('{"planId":5}').toString('base64url')}.x`)).toBeNull();
  });
});
