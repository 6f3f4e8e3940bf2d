/**
 * Numbers as es-MX writes them ('1,234,567.5'), without Intl: the first Intl formatter a page builds costs
 * tens of milliseconds of start-up on a phone (its locale data), and the server's ICU and the browser's
 * need not agree, while a page rendered by the server must read the same once the browser takes it over.
 */

/** '-1234567.50' → '-1,234,567.50': a comma every three whole digits, the decimals as they are. */
export function groupThousands(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** '15.000' → '15', '7.500' → '7.5', '-0.000' → '0': the decimals a reader needs. */
export function trimDecimalZeros(decimal: string): string {
  const trimmed = decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
  return trimmed === '-0' ? '0' : trimmed;
}

/** A lazily built value (an Intl formatter only some pages need): made on the first call, then kept. */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
