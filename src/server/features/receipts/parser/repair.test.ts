import { describe, expect, it } from 'vitest';
import { candidates } from './repair';

const values = (raw: string, kind: 'money' | 'price' | 'quantity') => candidates(raw, kind).map(({ value }) => value);

describe('candidates', () => {
  it('offers every copy of a digit read as its look-alike at the cost of one edit', () => {
    expect(candidates('38.88', 'money')).toContainEqual({ value: '30.00', cost: 1 });
    expect(candidates('29.99', 'price')).toContainEqual({ value: '20.00', cost: 1 });
  });

  it('leaves the copies alone in a number printed with more than two decimals', () => {
    expect(values('2.3383', 'price')).not.toContain('2.8883');
    expect(values('1.588', 'quantity')).not.toContain('1.500');
  });

  it('takes 3, 5 and 9 for one another: in dot print they share their lower half', () => {
    expect(values('19.50', 'money')).toEqual(expect.arrayContaining(['13.50', '15.50', '19.30', '19.90']));
    expect(values('2.535', 'quantity')).toEqual(expect.arrayContaining(['2.935', '2.539']));
  });
});
