import type { ReceiptReadingItem } from '@common/receipts';
import { describe, expect, it } from 'vitest';
import { withItemsCheckedElsewhere, type ParsedReading } from './checked-elsewhere';

interface Printed {
  name: string;
  quantity: string;
  unitPrice?: string;
  total: string;
  confidence: number;
}

/** A reading whose items are as printed; `confidence` below 0.5 marks numbers that did not check. */
const reading = (lines: Printed[]): ParsedReading => ({
  reading: {
    supplier: 'ABARROTES LUPITA',
    date: '2025-05-02',
    total: null,
    text: '',
    items: lines.map(({ name, quantity, unitPrice = '10.00', total, confidence }): ReceiptReadingItem => ({
      name,
      quantity,
      unit: 'kg',
      unitPrice,
      total,
      confidence,
    })),
  },
  raws: lines.map(({ name, quantity, unitPrice = '10.00', total }) => ({
    name,
    quantity,
    unit: 'KG',
    unitPrice,
    total,
    others: [],
    wholeAmounts: false,
  })),
});

const totals = (parsed: ParsedReading, others: ParsedReading[]) =>
  withItemsCheckedElsewhere(parsed, others).items.map(({ name, quantity, unitPrice, total }) => [
    name,
    quantity,
    unitPrice,
    total,
  ]);

describe('withItemsCheckedElsewhere', () => {
  it('takes a line whose numbers did not add up from another reading where they did', () => {
    const surest = reading([
      { name: 'Papa Blanca', quantity: '2', total: '20.00', confidence: 0.95 },
      { name: 'Cebolla Blanca', quantity: '1.5', total: '75.00', confidence: 0.33 },
    ]);
    const other = reading([
      { name: 'Papa Bianca', quantity: '2', total: '26.00', confidence: 0.9 },
      { name: 'Cebolia Blanca', quantity: '1.5', total: '15.00', confidence: 0.9 },
    ]);
    expect(totals(surest, [other])).toEqual([
      ['Papa Blanca', '2', '10.00', '20.00'],
      ['Cebolia Blanca', '1.5', '10.00', '15.00'],
    ]);
  });

  it('keeps the line when no other reading has it checked or printed, and uses a checked line once', () => {
    const surest = reading([
      { name: 'Azucar', quantity: '3', total: '80.00', confidence: 0.3 },
      { name: 'Azucar', quantity: '3', total: '80.00', confidence: 0.3 },
    ]);
    const other = reading([
      { name: 'Azucar', quantity: '3', total: '30.00', confidence: 0.9 },
      { name: 'Arroz', quantity: '8', total: '80.00', confidence: 0.9 },
    ]);
    expect(totals(surest, [other]).map(([, , , total]) => total)).toEqual(['30.00', '80.00']);
  });

  it('checks a line that adds up in no reading against the numbers each reading printed for it', () => {
    // Each copy misread a different number: the price in one, the amount in the other.
    const surest = reading([
      { name: 'Frijol Negro', quantity: '5.005', unitPrice: '38.23', total: '191.74', confidence: 0.3 },
    ]);
    const other = reading([
      { name: 'Frijol Negrc', quantity: '5.005', unitPrice: '32.29', total: '191.34', confidence: 0.3 },
    ]);
    expect(totals(surest, [other])).toEqual([['Frijol Negro', '5.005', '38.23', '191.34']]);
  });

  it('leaves the line as read when the readings support two answers equally', () => {
    // 26.64 × 1 or 26.54 × 1: each is printed once and needs one edit.
    const surest = reading([
      { name: 'Leche Entera', quantity: '1', unitPrice: '26.64', total: '26.54', confidence: 0.3 },
    ]);
    const other = reading([
      { name: 'Leche Entera', quantity: '1', unitPrice: '26.44', total: '26.41', confidence: 0.3 },
    ]);
    expect(totals(surest, [other])).toEqual([['Leche Entera', '1', '26.64', '26.54']]);
  });
});
