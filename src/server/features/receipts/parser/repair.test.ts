import { describe, expect, it } from 'vitest';
import { candidates, reconcile } from './repair';

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

describe('candidates: a tax flag glued on', () => {
  it('reads a flag taken for a 4 after an amount whose point was lost at two edits, only for amounts', () => {
    expect(candidates('512004', 'money')).toContainEqual({ value: '512.00', cost: 2 });
    expect(values('512004', 'price')).not.toContain('512.00');
  });
});

describe('reconcile', () => {
  it('among the answers with the fewest edits, takes the one more readings printed as it is', () => {
    // One reading printed 26.64 twice as the price; one printed 26.54 as the amount.
    const found = reconcile(
      [{ value: '1', cost: 0, support: 2 }],
      [
        { value: '26.64', cost: 0, support: 2 },
        { value: '26.54', cost: 1 },
      ],
      [
        { value: '26.54', cost: 0, support: 1 },
        { value: '26.64', cost: 1 },
      ],
      1,
    );
    expect(found).toMatchObject({ unitPrice: '26.64', total: '26.64', edits: 1, ambiguous: false });
  });

  it('calls a tie between different answers ambiguous, as with a single reading', () => {
    const found = reconcile(
      [{ value: '1', cost: 0 }],
      [
        { value: '26.64', cost: 0 },
        { value: '26.54', cost: 1 },
      ],
      [
        { value: '26.54', cost: 0 },
        { value: '26.64', cost: 1 },
      ],
      1,
    );
    expect(found).toMatchObject({ edits: 1, ambiguous: true });
  });
});
