import { compareDecimals } from '@common/money';
import { parseMoney } from './numbers';
import { reconciles } from './repair';

/**
 * A detail line whose multiplication sign OCR lost or read as a digit ('3429.00  87.00' for
 * '3 x 29.00  87.00'): its first number hides the quantity. Answers the one split of that number
 * into a whole quantity (1–3 digits), at most one glyph where the sign was, and a price whose
 * product is the printed amount; null when the number may be the price, or when no split or more than
 * one agrees (decision 087).
 */
export function hiddenQuantity(first: string, amount: string): { quantity: string; unitPrice: string } | null {
  const match = /^(\d{3,7})[.,](\d{2})$/.exec(first);
  const total = parseMoney(amount);
  // A price no larger than the amount reads as printed (a quantity of one or more).
  if (!match || !total || compareDecimals(`${match[1]}.${match[2]}`, total) <= 0) return null;
  const [digits, cents] = [match[1], match[2]];
  const found: Array<{ quantity: string; unitPrice: string }> = [];
  for (let length = 1; length <= 3 && length < digits.length; length += 1) {
    const quantity = digits.slice(0, length);
    if (quantity.startsWith('0')) continue;
    for (const sign of [0, 1]) {
      const whole = digits.slice(length + sign);
      if (!whole || (whole.length > 1 && whole.startsWith('0'))) continue;
      const unitPrice = `${whole}.${cents}`;
      if (reconciles(quantity, unitPrice, total)) found.push({ quantity, unitPrice });
    }
  }
  return found.length === 1 ? found[0] : null;
}
