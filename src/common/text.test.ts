import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './text';

describe('compareCodeUnits', () => {
  it('orders ISO instants by time and ids as the database does, whatever the locale', () => {
    const instants = ['2026-03-05T10:00:00.000Z', '2026-03-05T09:59:59.999Z', '2025-12-31T23:00:00.000Z'];
    expect([...instants].sort(compareCodeUnits)).toEqual([instants[2], instants[1], instants[0]]);
    // A collator puts lowercase before uppercase; PostgreSQL's "C" order and this one do not.
    expect(['b', 'B', 'a'].sort(compareCodeUnits)).toEqual(['B', 'a', 'b']);
    expect(compareCodeUnits('x', 'x')).toBe(0);
  });
});
