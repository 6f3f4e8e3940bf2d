import { describe, expect, it } from 'vitest';
import { lineEvidence, mergeReadings } from './merge-readings';
import type { OcrLine } from './collect-items';

const line = (text: string, confidence: number, top: number): OcrLine => ({
  text,
  confidence,
  top,
  bottom: top + 30,
});
const mean = (lines: OcrLine[]) => lines.reduce((sum, one) => sum + one.confidence, 0) / (lines.length || 1);

describe('lineEvidence', () => {
  it('is 2 when quantity × price is the amount as read, 1 after one repaired digit, 0 otherwise', () => {
    expect(lineEvidence('2 KG JITOMATE 24.50 49.00')).toBe(2);
    expect(lineEvidence('2 KG JITOMATE 24.50 49.08')).toBe(1);
    expect(lineEvidence('2 KG JITOMATE 24.50 77.77')).toBe(0);
    expect(lineEvidence('JITOMATE 49.00')).toBe(0);
    expect(lineEvidence('TOTAL 49.00')).toBe(0);
    expect(lineEvidence('FOLIO: 2231')).toBe(0);
  });
});

describe('mergeReadings', () => {
  it('takes, line by line, the reading whose numbers agree, then the surer one', () => {
    const first = [
      line('ABARROTES LA CIMA', 0.9, 0),
      line('2 KG JITOMATE 24.50 49.00', 0.6, 40),
      line('3 PZA LECHUGA 12.00 39.00', 0.9, 80),
      line('TOTAL 85.00', 0.5, 120),
    ];
    const second = [
      line('ABARR0TES LA CIMA', 0.7, 1),
      line('2 KG JIT0MATE 24.50 49.08', 0.9, 41),
      line('3 PZA LECHUGA 12.00 36.00', 0.7, 79),
      line('TOTAL 85.00', 0.8, 121),
    ];
    expect(mergeReadings(first, second, mean).map((one) => one.text)).toEqual([
      'ABARROTES LA CIMA',
      '2 KG JITOMATE 24.50 49.00',
      '3 PZA LECHUGA 12.00 36.00',
      'TOTAL 85.00',
    ]);
  });

  it('adds, where it lies, a line only the second reading found, and keeps lines only the first found', () => {
    const first = [line('ABARROTES LA CIMA', 0.9, 0), line('TOTAL 36.00', 0.9, 120)];
    const second = [
      line('ABARROTES LA CIMA', 0.8, 0),
      line('3 PZA LECHUGA 12.00 36.00', 0.7, 60),
      line('TOTAL 36.00', 0.8, 120),
    ];
    expect(mergeReadings(first, second, mean).map((one) => one.text)).toEqual([
      'ABARROTES LA CIMA',
      '3 PZA LECHUGA 12.00 36.00',
      'TOTAL 36.00',
    ]);
    expect(mergeReadings(second, first, mean).map((one) => one.text)).toEqual([
      'ABARROTES LA CIMA',
      '3 PZA LECHUGA 12.00 36.00',
      'TOTAL 36.00',
    ]);
  });

  it('does not pair one line with two that each overlap it, nor add a line that overlaps one kept', () => {
    const first = [line('3 PZA LECHUGA 12.00 36.00', 0.6, 0)];
    const second = [line('3 PZA LECHUGA', 0.9, 0), line('12.00 36.00', 0.9, 12)];
    expect(mergeReadings(first, second, mean).map((one) => one.text)).toEqual(['3 PZA LECHUGA 12.00 36.00']);
  });

  it('without line positions keeps the surer reading whole', () => {
    const first = [{ text: 'A', confidence: 0.4 }];
    const second = [{ text: 'B', confidence: 0.8 }];
    expect(mergeReadings(first, second, mean)).toBe(second);
    expect(mergeReadings(second, first, mean)).toBe(second);
  });
});
