import { editDistance } from './resolve';

/**
 * The words questions are routed by (understand.ts, intents.ts), in the forms owners type them. A word
 * of five letters or more that is none of them but a typo of exactly one (isTypoOf: "varato", "proveedres", "inevntario")
 * is read as that one: routing rules match words exactly, and a typo in
 * the one word that says what is asked should not turn the question into the help text.
 */
const CUE_WORDS = [
  ...['barato', 'barata', 'baratos', 'baratas', 'precio', 'precios', 'cuesta', 'cuestan', 'valor'],
  ...['gaste', 'gasto', 'gastos', 'gastado', 'gastamos', 'gastaste', 'compre', 'compro', 'compras', 'comprado'],
  ...['pague', 'pagado', 'pagamos', 'proveedor', 'proveedores', 'inventario', 'almacen', 'bodega'],
  ...['pedido', 'pedidos', 'ordenes', 'pendiente', 'pendientes', 'abierta', 'abiertas', 'abierto', 'abiertos'],
  ...['queda', 'quedan', 'tengo', 'tenemos', 'cuanto', 'cuanta', 'cuantos', 'cuantas', 'existencia', 'existencias'],
  ...['receta', 'recetas', 'porcion', 'porciones', 'platillo', 'platillos', 'alcanza', 'preparar'],
  ...['subido', 'subio', 'subieron', 'bajado', 'bajaron', 'encarecido', 'aumento', 'aumentado', 'abarato'],
  ...['semana', 'pasado', 'pasada', 'ultima', 'ultimo', 'reciente', 'recibir', 'llegar', 'minimo'],
];
const CUES = new Set(CUE_WORDS);

/** Whether the word is one questions are routed by. */
export const isCueWord = (word: string) => CUES.has(word);

/** Letters Spanish spelling lets a writer confuse: they sound alike. */
const SOUND_ALIKE = new Set([
  'bv',
  'vb',
  'sz',
  'zs',
  'sc',
  'cs',
  'cz',
  'zc',
  'iy',
  'yi',
  'gj',
  'jg',
  'ck',
  'kc',
  'qk',
  'kq',
]);

/**
 * A typo of `cue`: one letter written for one that sounds alike ('varato'), two neighbours swapped
 * ('preico'), or one letter left out or doubled ('proveedres'); not another word's form, so a
 * different letter in its place ('comprar' is not 'compras') or an ending s or n ('ultimos') is none.
 */
function isTypoOf(word: string, cue: string): boolean {
  if (word.length === cue.length) {
    const differ = [...word].flatMap((letter, at) => (letter === cue[at] ? [] : [at]));
    if (differ.length === 1) return SOUND_ALIKE.has(word[differ[0]] + cue[differ[0]]);
    return (
      differ.length === 2 &&
      differ[1] === differ[0] + 1 &&
      word[differ[0]] === cue[differ[1]] &&
      word[differ[1]] === cue[differ[0]]
    );
  }
  const [longer, shorter] = word.length > cue.length ? [word, cue] : [cue, word];
  if (longer.length !== shorter.length + 1 || (/[sn]$/.test(longer) && longer.slice(0, -1) === shorter)) return false;
  return editDistance(longer, shorter) === 1;
}

const consonants = (word: string) => word.replace(/[aeiou]/g, '');

/**
 * Typed fast, a word keeps its consonants and loses vowels ('tngo', 'cnto', 'prcio'): it is `cue`
 * when it is `cue` with some vowels left out, starting with the same letter.
 */
function isShorthandOf(word: string, cue: string): boolean {
  if (word.length >= cue.length || word[0] !== cue[0] || consonants(word) !== consonants(cue)) return false;
  let at = 0;
  for (const letter of cue) if (letter === word[at]) at += 1;
  return at === word.length;
}

function mended(word: string): string {
  if (word.length < 3 || CUES.has(word) || /\d/.test(word)) return word;
  const shorthand = CUE_WORDS.filter((cue) => consonants(word).length >= 3 && isShorthandOf(word, cue));
  if (shorthand.length === 1) return shorthand[0];
  if (word.length < 4) return word;
  // A four-letter word is mended only to a five-letter one it lost a letter of ('qeda').
  const close = CUE_WORDS.filter((cue) => (word.length > 4 || cue.length === 5) && isTypoOf(word, cue));
  return close.length === 1 ? close[0] : word;
}

/**
 * Words owners use for the routing words: text-message shorthands, English ones heard in kitchens
 * ("el stock", "el price") and Mexican turns of phrase ("qué tanto" for "cuánto").
 */
const SAME_AS: Array<[RegExp, string]> = [
  // The one- and two-letter shorthands of text messages: "q bajo + d precio n enero".
  [/\b(q|k)\b/g, 'que'],
  [/\bd\b/g, 'de'],
  [/\bn\b/g, 'en'],
  [/\bx\b/g, 'por'],
  [/\bcn\b/g, 'con'],
  [/\bpa\b/g, 'para'],
  [/\bque tant(o|a|os|as)\b/g, 'cuant$1'],
  [/\bprices?\b/g, 'precio'],
  [/\b(spend|spent|spending|expenses?)\b/g, 'gasto'],
  [/\binventory\b/g, 'inventario'],
  [/\b(cheap|cheaper|cheapest)\b/g, 'barato'],
  [/\bsuppliers?\b/g, 'proveedor'],
  [/\b(economic[oa]s?|accesible)\b/g, 'barato'],
  [/\bmas (a|en) cuenta\b/g, 'mas barato'],
  // Words of the books for the same things: "costo unitario" is the price, "erogación" spending.
  [/\bcosto (unitario|vigente|por (kilo|unidad|pieza|litro))\b/g, 'precio'],
  [/\b(erogacion|erogad[oa]|erogamos|erogar|erogo)\b/g, 'gasto'],
  [/\b(valuacion|valoracion|valuad[oa]s?|valorad[oa]s?)\b/g, 'valor'],
  [/\b(incremento|alza)\b/g, 'aumento'],
];

/** Normalised question text with its misspelt routing words mended and their other names read as them. */
export function withCueWordsMended(text: string): string {
  const mendedText = text.split(' ').map(mended).join(' ');
  return SAME_AS.reduce((result, [pattern, meaning]) => result.replace(pattern, meaning), mendedText);
}
