import { parseReceipt } from './parse-receipt';

/** The items a receipt's text parses into, with the fields the tests compare. */
export const lines = (text: string) =>
  parseReceipt(text).items.map(({ name, quantity, unit, unitPrice, total }) => ({
    name,
    quantity,
    unit,
    unitPrice,
    total,
  }));
