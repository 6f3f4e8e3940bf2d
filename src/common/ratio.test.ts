import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, ratio, sumRatios } from './ratio';

describe('sumRatios', () => {
  it('is the sum of adding one at a time, reduced (property)', () => {
    const fraction = fc
      .tuple(fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
      .map(([num, den]) => ratio(num, den));
    fc.assert(
      fc.property(fc.array(fraction, { maxLength: 40 }), (values) => {
        expect(sumRatios(values)).toEqual(values.reduce(add, ratio(0n)));
      }),
    );
  });
});
