import { describe, expect, it } from 'vitest';
import { withPointsFromSpaces } from './dot-model-text';

const mended = (text: string) => withPointsFromSpaces([{ text, confidence: 0.9 }])[0].text;

describe("the dot-print model's points read as spaces (decision 124)", () => {
  it('puts the point back between a whole number and two or three digits', () => {
    expect(mended('3 x 21 71                65.13')).toBe('3 x 21.71                65.13');
    expect(mended('CHILE JALAPENO    29.00      87 00 A')).toBe('CHILE JALAPENO    29.00      87.00 A');
    expect(mended('2 536 x 32.00     81 15')).toBe('2.536 x 32.00     81.15');
  });

  it('leaves numbers that already have their point, longer groups, codes and lone numbers alone', () => {
    expect(mended('6 x 52.00          312.00')).toBe('6 x 52.00          312.00');
    expect(mended('1 250.00')).toBe('1 250.00');
    expect(mended('7501055 300 1234')).toBe('7501055 300 1234');
    expect(mended('ARTICULOS: 3')).toBe('ARTICULOS: 3');
    expect(mended('12 1234')).toBe('12 1234');
  });

  it('keeps the confidence of each line', () => {
    expect(withPointsFromSpaces([{ text: '87 00', confidence: 0.42 }])).toEqual([{ text: '87.00', confidence: 0.42 }]);
  });
});
