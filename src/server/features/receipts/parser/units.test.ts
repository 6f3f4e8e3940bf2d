import { describe, expect, it } from 'vitest';
import { unitOf } from './units';

describe('unitOf', () => {
  it('reads a unit OCR printed with a look-alike glyph by its shape, and nothing that is not a unit', () => {
    expect(['K6', 'kG', 'PZ4', 'P2A', 'PAO', '1T', 'LTS.'].map(unitOf)).toEqual([
      'kg',
      'kg',
      'pza',
      'pza',
      'paq',
      'lt',
      'lt',
    ]);
    expect(['PAN', 'DE', 'LA', 'SAL'].map(unitOf)).toEqual([null, null, null, null]);
  });
});
