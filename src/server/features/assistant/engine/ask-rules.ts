import type { DateRange } from './period-parser';
import { bestOf, resolveEntities, type Named } from './resolve';
import { detectIntent, LATEST_PURCHASE } from './intents';

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
  [
    'cheapest',
    /barat|conviene comprar|(mejor|menor) precio|menos caro|\b(quien|proveedor|donde)\b.*\b(conviene|(sale|salen|da|dan|deja|dejan) mejor)\b/,
  ],
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

/** Words that ask about a recipe, not a product, when no recipe of the user's is named. */
const RECIPE_WORDS = /\b(recetas?|platill\w*|porcion\w*|hacer|preparar|sacar|producir|alcanz\w*|salen)\b/;

/** The things the questions about one thing are about. */
const THING_OF: Partial<Record<Ask, 'product' | 'recipe'>> = {
  stock: 'product',
  current_price: 'product',
  last_paid: 'product',
  cheapest: 'product',
  recipe_cost: 'recipe',
  portions: 'recipe',
};

/**
 * What the words ask about one thing, and what kind of thing it is ("¿a cuánto compré el …?" the last
 * price of a product, "¿cuántas porciones de … salen?" a recipe's), whatever is named; null for others.
 */
export function thingAskedAbout(text: string): { ask: Ask; kind: 'product' | 'recipe' } | null {
  // As in askOf, the questions of a recipe need it named as one ("la receta", "cuántas porciones salen").
  const aboutARecipe = RECIPE_WORDS.test(text);
  const rule = RULES.find(([ask, pattern]) => (aboutARecipe || THING_OF[ask] !== 'recipe') && pattern.test(text));
  return rule ? aboutOneThing(rule[0]) : null;
}

/** The ask and the kind of thing it is about, when it is about one thing. */
export function aboutOneThing(ask: Ask): { ask: Ask; kind: 'product' | 'recipe' } | null {
  const kind = THING_OF[ask];
  return kind ? { ask, kind } : null;
}

/** Every pattern questions are routed by: the words they match name no product, recipe or supplier. */
export const ROUTING_PATTERNS: readonly RegExp[] = RULES.map(([, pattern]) => pattern);

/** Whether the question names a product, recipe, supplier or category at all. */
export const namesAnything = (found: Found) =>
  Boolean(found.product || found.recipe || found.supplier || found.category);

/** The best match of each kind of thing a question names. */
export type Found = ReturnType<typeof matchesOf>;

export function matchesOf(text: string, names: Named[]) {
  const matches = resolveEntities(text, names);
  return {
    product: bestOf(matches, 'product'),
    recipe: bestOf(matches, 'recipe'),
    supplier: bestOf(matches, 'supplier'),
    category: bestOf(matches, 'category'),
  };
}

/** Picks the question from its words and the things it names (a recipe question needs a recipe, a price one a product…). */
export function askOf(text: string, found: Found, period: DateRange | null, guess = true): Ask | null {
  // The latest purchase asked with nothing named is the last order, whatever verb it uses (intents.ts).
  if (!namesAnything(found) && LATEST_PURCHASE.test(text)) return null;
  const recipeFirst =
    found.recipe && (!found.product || found.recipe.score > found.product.score || /receta|platillo/.test(text));
  for (const [ask, pattern] of RULES) {
    if (!pattern.test(text)) continue;
    if ((ask === 'recipe_cost' || ask === 'portions') && !recipeFirst) continue;
    if ((ask === 'current_price' || ask === 'last_paid' || ask === 'cheapest') && !found.product) continue;
    if (ask === 'stock' && !found.product) continue;
    if (ask === 'inventory_value' && namesAnything(found)) continue;
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
function askOfWhatIsNamed(text: string, found: Found, period: DateRange | null): Ask | null {
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
