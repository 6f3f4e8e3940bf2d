import type { OcrLine } from '../parser/parse-receipt';

/**
 * A whole number, one space, and two or three digits with no number glued on either side: a decimal
 * point the dot-print model read as a gap ('87 00' for 87.00, '2 536' for a weight of 2.536).
 */
const POINT_READ_AS_SPACE = /(?<![\d.,])(\d{1,5}) (\d{2,3})(?![\d.,])/g;

/**
 * The dot-print model's reading with its decimal points put back (decision 124). In dot print a point
 * is a single dot, and the model taught on it mostly reads that dot as a space between the digits.
 * Only this model's readings are mended: the others read points as points, and there two numbers
 * side by side are a quantity and a price as often as not.
 */
export const withPointsFromSpaces = (lines: OcrLine[]): OcrLine[] =>
  lines.map((line) => ({ ...line, text: line.text.replace(POINT_READ_AS_SPACE, '$1.$2') }));
