/** A lot or batch number printed beside the name ('L250203-07'). */
const isLot = (token: string) => /^(?:L|LT|LOTE)?\d{5,}(?:[-/]\d+)?$/i.test(token) && /\D/.test(token);

/** A code opening the name with its label ('PLU 012', 'SKU: 4471', 'COD. 88'), or an item code with a hyphen ('CT-1D'). */
const CODE_LABEL =
  /^(?:(?:PLU|SKU|UPC|EAN|COD(?:IGO)?\.?|CLAVE|ART\.?)\s*[:#]?\s*[\w-]+|(?=[A-Z\d-]*\d)[A-Z\d]{1,5}-[A-Z\d]{1,6})(?:\s+(?=\S)|$)/i;

/** The product's name as printed: no codes, no specks at its ends, 'O' for '0' inside numbers fixed. */
export function cleanName(printed: string | string[]) {
  const tokens = typeof printed === 'string' ? printed.split(' ') : printed;
  let name = tokens
    .filter((token) => !/^\d{7,14}$/.test(token) && !isLot(token))
    .join(' ')
    .replace(CODE_LABEL, '')
    // A bulk sale's mark in the department column ('GRANEL  ZANAHORIA').
    .replace(/^GRANEL\s+(?=\p{L})/iu, '')
    .replace(/^[^\p{L}\d]+|[^\p{L}\d)]+$/gu, '')
    .replace(/^[a-z]{1,2}(?=[A-Z]{3})/, '')
    .trim();
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(/(?<=\d)[Oo]|[Oo](?=\d)/, '0');
  }
  return name;
}
