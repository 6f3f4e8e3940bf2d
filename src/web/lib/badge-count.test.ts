import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge-count';

describe('badgeLabel', () => {
  it('caps at 9+ and hides zero', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(undefined)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});
