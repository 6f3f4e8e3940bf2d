import { aboutOneThing, ROUTING_PATTERNS, thingAskedAbout, type Ask } from './ask-rules';
import { isCueWord, withCueWordsMended } from './cue-words';
import { INTENT_PATTERNS } from './intents';
import { MONTHS } from './period-parser';
import { STOP_WORDS } from './resolve';
import { normalizeQuestion } from './text';

/** A product or recipe the question asks about by a name none of the user's has. */
export interface UnknownName {
  kind: 'product' | 'recipe';
  /** What the question asks about it. */
  ask: Ask;
  name: string;
}

/**
 * Words that name nothing: articles, pronouns, question words, the verbs questions are built with,
 * greetings, courtesies and the ways owners address whoever reads ("oye", "jefe", "porfa"), and the
 * words of quantities and time.
 */
const NOT_A_NAME = new Set([
  ...['que', 'cual', 'cuales', 'como', 'cuando', 'donde', 'quien', 'quienes', 'cuanto', 'cuanta', 'cuantos'],
  ...['cuantas', 'me', 'mi', 'mis', 'nos', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'te', 'tu', 'tus'],
  ...['se', 'le', 'les', 'lo', 'yo', 'usted', 'ustedes', 'hay', 'ay', 'es', 'son', 'esta', 'estan', 'este'],
  ...['esa', 'ese', 'eso', 'esto', 'era', 'fue', 'tiene', 'tienen', 'tengo', 'tenemos', 'queda', 'quedan'],
  ...['quedo', 'sobra', 'sobro', 'puedo', 'podemos', 'hacer', 'sacar', 'preparar', 'salen', 'sale', 'dar'],
  ...['todavia', 'aun', 'ya', 'algo', 'nada', 'mucho', 'mucha', 'poco', 'poca', 'muy', 'mas', 'menos'],
  ...['bien', 'si', 'no', 'pero', 'porque', 'pues', 'entonces', 'oye', 'oiga', 'hola', 'buenas', 'buenos'],
  ...['tardes', 'noches', 'porfa', 'porfavor', 'favor', 'gracias', 'please', 'pls', 'xfa', 'plis', 'ahorita'],
  ...['ahora', 'hoy', 'ayer', 'manana', 'semana', 'mes', 'ano', 'dia', 'dias', 'vez', 'veces', 'ultima'],
  ...['ultimo', 'kilo', 'kilos', 'kilito', 'kg', 'litro', 'litros', 'pieza', 'piezas', 'pza', 'unidad'],
  ...['unidades', 'precio', 'total', 'wey', 'guey', 'compa', 'jefe', 'jefa', 'mija', 'mijo', 'paisano'],
  ...['amigo', 'senor', 'senora', 'lic', 'licenciado', 'licenciada', 'asistente', 'alacena'],
  ...['cocina', 'camara', 'refri', 'negocio', 'restaurante', 'taqueria', 'local'],
  ...['necesito', 'quiero', 'saber', 'dime', 'digame', 'decir', 'ver', 'checa', 'revisa', 'ayuda', 'ayudas'],
  ...['tanto', 'tanta', 'tantos', 'tantas', 'ahi', 'alla', 'aqui', 'aca', 'actualmente', 'actual', 'orale'],
  ...STOP_WORDS,
  ...['unos', 'unas', 'otro', 'otra', 'mismo'],
  ...['misma', 'tambien', 'igual', 'ok', 'okay', 'vale', 'bueno', 'claro', 'perfecto', 'costo', 'cuesta'],
  ...['vende', 'venden', 'vendes', 'surte', 'surten', 'trae', 'traen', 'consigo', 'conseguimos', 'compra'],
  ...['compramos', 'compraste', 'pagamos', 'pague', 'pagaste', 'pagaron', 'todo', 'toda', 'todos', 'todas'],
  ...['comprar', 'pedir', 'pido', 'pedimos', 'usar', 'uso', 'usamos', 'gusta', 'falta', 'faltan', 'necesita'],
  ...MONTHS,
]);

/** More words than this left over, a message is talk, not the name of a thing. */
const MOST_WORDS = 3;
/** A routing pattern's match this long or shorter is its words; a longer one spans what lies between them. */
const ROUTING_PHRASE = 3;

const ROUTING = [...ROUTING_PATTERNS, ...INTENT_PATTERNS];
const everywhere = ROUTING.map((pattern) => new RegExp(pattern.source, 'g'));

/** Which letters of the text short matches of the routing patterns cover. */
function routingLetters(text: string): boolean[] {
  const covered = Array<boolean>(text.length).fill(false);
  for (const pattern of everywhere) {
    for (const match of text.matchAll(pattern)) {
      if (!match[0].trim() || match[0].trim().split(' ').length > ROUTING_PHRASE) continue;
      covered.fill(true, match.index, match.index + match[0].length);
    }
  }
  return covered;
}

/**
 * Words after which Spanish puts the name of a thing: articles, "de", quantity words and the verbs of
 * having ("el chorizo", "cuánto chorizo", "¿me queda chorizo?", "porciones de enchiladas").
 */
const BEFORE_A_NAME = new Set(
  ['el', 'la', 'los', 'las', 'un', 'una', 'unos', 'unas', 'de', 'del', 'al', 'y', 'e'].concat([
    'cuanto',
    'cuanta',
    'cuantos',
    'cuantas',
    'hay',
    'ay',
    'queda',
    'quedan',
    'tengo',
    'tenemos',
  ]),
);

/**
 * The first run of words of a message that are none of: routing words, words that name nothing, words
 * of time; it starts where a name goes ("el …", "cuánto …"), so a verb left over is not taken for one.
 * Null when more such words are left in all than a name has: the message is talk, not a question.
 */
function nameLeft(text: string): string[] | null {
  const covered = routingLetters(text);
  const run: string[] = [];
  let [previous, left, ended] = ['', 0, false];
  for (const match of text.matchAll(/\S+/g)) {
    const word = match[0];
    const routing =
      covered.slice(match.index, match.index + word.length).every(Boolean) ||
      ROUTING.some((pattern) => pattern.test(word));
    const name = !routing && word.length >= 3 && !/\d/.test(word) && !NOT_A_NAME.has(word) && !isCueWord(word);
    if (name) left += 1;
    if (name && !ended && (run.length > 0 || BEFORE_A_NAME.has(previous))) run.push(word);
    else if (run.length > 0) ended = true;
    previous = word;
  }
  return left > MOST_WORDS || run.length === 0 ? null : run;
}

/**
 * The name a question about one product or recipe gives it when nothing the user has was found in
 * it ("¿cuánto chorizo me queda?"; "¿y el chorizo?" after a question about one product): the words
 * left once the routing words, the words that name nothing and those of time and quantity are taken
 * out. Null when nothing is left, or too much for a name. `asked` is what the conversation was asking.
 */
export function unknownNameIn(question: string, asked: Ask | null): UnknownName | null {
  const text = withCueWordsMended(normalizeQuestion(question));
  const about = thingAskedAbout(text) ?? (asked ? aboutOneThing(asked) : null);
  if (!about) return null;
  const name = nameLeft(text);
  return name && { ...about, name: name.join(' ') };
}
