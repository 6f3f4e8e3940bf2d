import { parsePeriod, type DateRange } from './period-parser';
import { bestOf, resolveEntities, type Match, type Named } from './resolve';
import { withCueWordsMended } from './cue-words';
import { normalizeQuestion } from './text';
import { detectIntent } from './intents';

/** The questions about named things and periods; the fixed reports keep their own intents (intents.ts). */
export type Ask =
  | 'stock'
  | 'current_price'
  | 'last_paid'
  | 'cheapest'
  | 'spend'
  | 'supplier_count'
  | 'open_orders'
  | 'price_rise'
  | 'price_fall'
  | 'recipe_cost'
  | 'portions'
  | 'category_value'
  | 'inventory_value';

export interface Frame {
  ask: Ask | null;
  product: Match | null;
  recipe: Match | null;
  supplier: Match | null;
  category: Match | null;
  period: DateRange | null;
}

/** Words of money and of the whole stock: together, with nothing named, they ask what the stock is worth. */
const MONEY = '(valor|vale|dinero|lana|varo|pesos|invertid[oa]|parad[oa])';
const STOCK = '(inventario|bodega|almacen|existencias?|mercancias?|productos?|stock)';

const RULES: Array<[Ask, RegExp]> = [
  [
    'price_fall',
    /abarat|baj\w* (mas )?de precio|\bque mas (ha |han |se )?(baj|abarat)\w*|bajo mas|mayor (baja|caida|reduccion|disminucion|descenso)|mas bajo de precio|bajaron mas|(reduccion|disminucion|descenso|caida) (de|del|en el) precio/,
  ],
  [
    'price_rise',
    /encarec|dispar|subi\w* (mas|de precio)|\bque mas (ha |han |se )?(subi|aument|encarec)\w*|subieron mas|mas (aumento|subio)|mayor (aumento|alza|subida)|aumento (mas|de precio|porcentual)|mas caro/,
  ],
  ['cheapest', /barat|conviene comprar|(mejor|menor) precio|menos caro/],
  ['supplier_count', /cuant[oa]s proveedor|numero de proveedor|con cuantos proveedor/],
  [
    'open_orders',
    /\b(ordene?s?|pedidos?|compras?)\b.*\b(abiert|pendient|sin llegar|sin recibir|por llegar|por recibir|falta\w* (que )?(nos |me )?lleg)|no (me |nos )?ha(n)? llegado|\b(ordene?s?|pedidos?)\b.*\bno( \w+){0,2} (recib|lleg|entreg)\w*|\b(deben?|faltan? (de|por)) entregar|(faltan?|quedan?) por (llegar|recibir)|pendientes? de (llegar|recibir)|cuant[oa]s (\w+ ){0,2}(pendientes|abiert[oa]s|por (llegar|recibir)|sin (llegar|recibir))/,
  ],
  [
    'portions',
    /porcion(es)? .*(puedo|podemos|alcanza|salen|hacer|preparar)|(puedo|podemos|alcanza|salen|me salen).* porcion|(me|nos) alcanza|(alcanzo|alcanzamos|alcanza) a (sacar|hacer|preparar)|cuant[oa]s? .*((puedo|podemos|podria|podriamos|se pueden?) (hacer|preparar|sacar|producir)|salen)|acaba primero|se (me |nos )?acaba primero|termina primero/,
  ],
  ['recipe_cost', /\bcost|cuesta|cuestan|\bsale\b|receta/],
  [
    'current_price',
    /a (como|cuanto) (lo |la |los |las )?(tengo|tenemos|esta|estan|anda|andan)\b|precio (registrado|actual)|registrad|(cuanto|a como|a cuanto) (sale|salen|cuesta|cuestan) (el|la|los|las) (kilo|kilito|kg|litro|pieza|pza)/,
  ],
  [
    'last_paid',
    /a (cuanto|como) (lo |la |los |las )?(compre|compramos|compro|pague|pagamos|(me|nos) (lo |la )?(dieron|vendieron|dan|salio))|(pague|pagamos) por|(lo|la|los|las) (pague|pagamos)\b|ultimo precio|ultima vez|ultima compra|(me|nos) (lo |la )?(dieron|vendieron)|a (cuanto|como) salio/,
  ],
  [
    'spend',
    /\bgast|egreso|(?<!a )cuanto (he |hemos )?(pague|pagado|compre|comprado|compramos|invert)|se (me |nos )?(fue|fueron|ha ido|han ido|va|van) en\b|(le |les )?(compre|compramos) a\b|(le|les) (he |hemos )?(pague|pagamos|pagado|compre|compramos|comprado)|compras (de|del|en)\b|(llevo|llevamos|van|va) (gastado|en compras|de compras|de gasto)|\ben compras\b/,
  ],
  ['current_price', /precio|cuesta|a como esta|en cuanto (tengo|esta)|cuanto vale el|\ba (cuanto|como)\b/],
  [
    'inventory_value',
    new RegExp(
      `\\b${MONEY}\\b.*\\b${STOCK}\\b|\\b${STOCK}\\b.*\\b${MONEY}\\b|cuanto va (todo )?(mi |el |la )?${STOCK}`,
    ),
  ],
  [
    'category_value',
    /cuanto (tengo|tenemos|hay) (invertido |parado |metido )?en|valor (de|del)|dinero .*\ben\b|cuanto vale/,
  ],
  [
    'stock',
    /tengo|tenemos|queda|\b(hay|ay)\b|stock|existencia|inventario de|como (ando|andamos|vamos)|almacen|traigo|traemos|cuento con|contamos con/,
  ],
];

/** Words a follow-up may open with before its "y …": "ok y el mes pasado", "bueno, ¿y en marzo?". */
const FILLERS = /^((ok|okay|va|vale|bueno|oye|este|a ver|o sea|entonces|ah|ahh|mmm?)\s+)+/;

/** A follow-up that drops what the question before was narrowed to: "¿y todo junto?", "¿y en total?". */
const WIDENS = /\b(todo|toda|todos|todas|total|general|completo|global|entero)\b/;

/**
 * The sentences that ask, when a message also says other things: "Voy a hacer el pedido. ¿Cuánto me
 * queda de cebolla?" asks about stock, not orders; a courtesy after the question asks nothing.
 */
function askingPart(question: string): string | null {
  const sentences = question.split(/(?<=[.!?])\s+|(?=¿)/).filter((sentence) => sentence.trim());
  const asking = sentences.filter((sentence) => /^\s*¿|\?\s*$/.test(sentence));
  return sentences.length > 1 && asking.length > 0 && asking.length < sentences.length ? asking.join(' ') : null;
}

const isFollowUp = (text: string) => {
  const asked = text.replace(FILLERS, '');
  return /^(y|e|tambien|ahora|lo mismo|igual)\b/.test(asked) || asked.split(' ').length <= 4;
};

function matchesOf(text: string, names: Named[]) {
  const matches = resolveEntities(text, names);
  return {
    product: bestOf(matches, 'product'),
    recipe: bestOf(matches, 'recipe'),
    supplier: bestOf(matches, 'supplier'),
    category: bestOf(matches, 'category'),
  };
}

/** Picks the question from its words and the things it names (a recipe question needs a recipe, a price one a product…). */
function askOf(text: string, found: ReturnType<typeof matchesOf>, period: DateRange | null, guess = true): Ask | null {
  const recipeFirst =
    found.recipe && (!found.product || found.recipe.score > found.product.score || /receta|platillo/.test(text));
  for (const [ask, pattern] of RULES) {
    if (!pattern.test(text)) continue;
    if ((ask === 'recipe_cost' || ask === 'portions') && !recipeFirst) continue;
    if ((ask === 'current_price' || ask === 'last_paid' || ask === 'cheapest') && !found.product) continue;
    if (ask === 'stock' && !found.product) continue;
    if (ask === 'inventory_value' && (found.category || found.product || found.recipe || found.supplier)) continue;
    if (ask === 'category_value' && (!found.category || (found.product && found.product.score >= found.category.score)))
      continue;
    return ask;
  }
  // Words one of the fixed reports knows (intents.ts) are that report's question, not a guess.
  return guess && detectIntent(text) === null ? askOfWhatIsNamed(text, found, period) : null;
}

/**
 * A question whose words say nothing the rules know, read from what it names: a supplier and a period
 * ask what was bought from it then ("lo de la merced, ¿cuánto en abril?"), a product and a period with
 * an amount word the same of the product, a category and nothing named more strongly what its stock is
 * worth ("¿y nomás lo de abarrotes?"), a product alone how much of it there is ("¿qué tal vamos de queso?").
 */
function askOfWhatIsNamed(text: string, found: ReturnType<typeof matchesOf>, period: DateRange | null): Ask | null {
  const amount = /\b(cuant\w*|monto|total|suma|sumo|importe|ascendio)\b/.test(text);
  if (period && amount && found.supplier && (!found.product || found.supplier.score >= found.product.score))
    return 'spend';
  if (period && amount && found.product && /\b(monto|total|suma|sumo|importe|ascendio)\b/.test(text)) return 'spend';
  // An amount over a period, of nothing named: what was spent then ("¿cuánto salió de febrero a abril?").
  if (period && /\bcuant/.test(text) && !found.product && !found.recipe && !found.category) return 'spend';
  const { category, product } = found;
  if (
    category &&
    [found.product, found.supplier, found.recipe].every((other) => !other || other.score < category.score)
  )
    return 'category_value';
  if (product && !period && [found.supplier, found.recipe].every((other) => !other || other.score < product.score))
    return 'stock';
  return null;
}

/** Questions about the whole business: asked after a thing was named, they are still about the whole. */
const ABOUT_THE_WHOLE = new Set<Ask>(['inventory_value', 'supplier_count', 'open_orders', 'price_rise', 'price_fall']);

/** The questions about one thing: asked with nothing named, they are about the thing named before. */
const ABOUT_A_THING = new Set<Ask>(['stock', 'current_price', 'last_paid', 'cheapest', 'recipe_cost', 'portions']);

/**
 * Reads one user message in the light of the one before it: a message that names no question of its
 * own ("¿y en febrero?", "¿y el queso?") keeps the last question and replaces what it names; one that
 * asks about a thing without naming it ("¿a cómo lo pagamos?") is about the thing named before.
 */
export function understand(question: string, names: Named[], previous: Frame | null, now: Date): Frame {
  const normalized = normalizeQuestion(question);
  // Routing words are mended; the names are looked for in the words as typed.
  const text = withCueWordsMended(normalized);
  const found = matchesOf(normalized, names);
  const period = parsePeriod(text, now);
  const namesThing = found.product || found.recipe || found.supplier || found.category;
  const followUp = previous !== null && isFollowUp(text);
  if (previous?.ask && followUp && WIDENS.test(text) && askOf(text, found, period, false) === null) {
    // "¿y todo junto, con carnes, abarrotes y lácteos?" widens too: it names the categories it adds up.
    const categories = resolveEntities(normalized, names).filter((match) => match.kind === 'category').length;
    const namesMore =
      found.product ||
      found.recipe ||
      (found.supplier && (!found.category || found.supplier.score >= found.category.score));
    if (previous.ask === 'category_value' && !namesMore && (categories === 0 || categories > 1))
      return { ...found, ask: 'inventory_value', period: null };
    if (previous.ask === 'spend' && !namesThing)
      return { ...previous, supplier: null, product: null, period: period ?? previous.period };
  }
  const asked = askingPart(question);
  const askingText = asked === null ? null : withCueWordsMended(normalizeQuestion(asked));
  // The sentences that ask decide when their words say what; otherwise the whole message does.
  const askOfMessage = (about: ReturnType<typeof matchesOf>, guess = true) =>
    (askingText === null ? null : askOf(askingText, about, period, false)) ?? askOf(text, about, period, guess);
  // A message that names nothing but asks about a thing, or follows up, is about what the one before
  // named ("¿y a cómo lo tengo?", "¿a cómo lo pagamos la última vez?").
  const carried =
    previous && !namesThing
      ? { product: previous.product, recipe: previous.recipe, supplier: previous.supplier, category: previous.category }
      : null;
  // In a follow-up, the question before says what is asked, not a guess from what is named.
  const own = askOfMessage(found, !(previous?.ask && followUp));
  const aboutCarried = carried ? askOfMessage(carried) : null;
  const referring =
    carried &&
    !(own && ABOUT_THE_WHOLE.has(own)) &&
    (followUp || (own === null && aboutCarried && ABOUT_A_THING.has(aboutCarried)));
  const ask = referring ? aboutCarried : own;
  if (referring && previous && ask && (ask !== previous.ask || !period))
    return { ask, ...carried, period: period ?? previous.period };
  const namesSomething = namesThing || period;
  if (previous?.ask && namesSomething && followUp && (ask === null || ask === 'stock' || ask === previous.ask)) {
    const frame: Frame = { ...previous, period: period ?? previous.period };
    const entity = found.recipe ?? found.product ?? found.supplier;
    if (previous.ask === 'recipe_cost' || previous.ask === 'portions') frame.recipe = found.recipe ?? previous.recipe;
    else if (previous.ask === 'category_value') frame.category = found.category ?? previous.category;
    else if (previous.ask === 'spend') {
      if (found.supplier && (!found.product || found.supplier.score >= found.product.score))
        Object.assign(frame, { supplier: found.supplier, product: null });
      else if (found.product) Object.assign(frame, { product: found.product, supplier: null });
    } else if (found.product) frame.product = found.product;
    else if (entity === null && !period) return { ask, ...found, period };
    return frame;
  }
  // A follow-up about the whole keeps the period asked before ("¿y cuál bajó más?" after May's rises).
  const carriedPeriod = followUp && ask && ABOUT_THE_WHOLE.has(ask) ? (previous?.period ?? null) : null;
  return { ask, ...found, period: period ?? carriedPeriod };
}
