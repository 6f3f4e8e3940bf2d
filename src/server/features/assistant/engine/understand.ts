import { parsePeriod, type DateRange } from './period-parser';
import { bestOf, resolveEntities, type Match, type Named } from './resolve';
import { withCueWordsMended } from './cue-words';
import { normalizeQuestion } from './text';

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
  | 'category_value';

export interface Frame {
  ask: Ask | null;
  product: Match | null;
  recipe: Match | null;
  supplier: Match | null;
  category: Match | null;
  period: DateRange | null;
}

const RULES: Array<[Ask, RegExp]> = [
  ['price_fall', /abarat|bajo (mas )?de precio|bajo mas|mayor baja|mas bajo de precio|bajaron mas/],
  [
    'price_rise',
    /encarec|subio (mas|de precio)|subieron mas|mas (aumento|subio)|mayor (aumento|alza|subida)|aumento (mas|de precio)|mas caro/,
  ],
  ['cheapest', /barat|conviene comprar|mejor precio/],
  ['supplier_count', /cuant[oa]s proveedor|numero de proveedor|con cuantos proveedor/],
  [
    'open_orders',
    /\b(ordene?s?|pedidos?|compras?)\b.*\b(abiert|pendient|sin llegar|sin recibir|por llegar|por recibir)|no (me )?ha(n)? llegado|(faltan?|quedan?) por (llegar|recibir)|pendientes? de (llegar|recibir)/,
  ],
  [
    'portions',
    /porcion(es)? .*(puedo|alcanza|salen|hacer|preparar)|(puedo|alcanza|salen|me salen).* porcion|me alcanza|cuant[oa]s? .*(puedo (hacer|preparar)|salen)|acaba primero|se me acaba primero|termina primero/,
  ],
  ['recipe_cost', /\bcost|cuesta|cuestan|\bsale\b|receta/],
  [
    'current_price',
    /a (como|cuanto) (lo |la |los |las )?(tengo|tenemos|esta|estan|anda|andan)\b|precio (registrado|actual)|registrad/,
  ],
  [
    'last_paid',
    /a (cuanto|como) (lo |la |los |las )?(compre|compro|me (lo |la )?(dieron|vendieron|dan))|pague por|ultimo precio|ultima vez|me lo (dieron|vendieron)/,
  ],
  [
    'spend',
    /\bgast|egreso|se (me |nos )?(fue|fueron|ha ido|han ido|va|van) en\b|(le )?compre a\b|le (he )?(pague|pagado|compre|comprado)|compras (de|del|en)\b|(llevo|llevamos|van|va) (gastado|en compras|de compras|de gasto)|\ben compras\b/,
  ],
  ['current_price', /precio|cuesta|a como esta|en cuanto (tengo|esta)|cuanto vale el/],
  ['category_value', /cuanto tengo en|valor (de|del)|dinero (tengo )?en|cuanto vale/],
  [
    'stock',
    /tengo|tenemos|queda|\bhay\b|stock|existencia|inventario de|como ando|almacen|traigo|traemos|cuento con|contamos con/,
  ],
];

const isFollowUp = (text: string) => /^(y|e|tambien|ahora|oye y)\b/.test(text) || text.split(' ').length <= 4;

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
function askOf(text: string, found: ReturnType<typeof matchesOf>): Ask | null {
  const recipeFirst =
    found.recipe && (!found.product || found.recipe.score > found.product.score || /receta|platillo/.test(text));
  for (const [ask, pattern] of RULES) {
    if (!pattern.test(text)) continue;
    if ((ask === 'recipe_cost' || ask === 'portions') && !recipeFirst) continue;
    if ((ask === 'current_price' || ask === 'last_paid' || ask === 'cheapest') && !found.product) continue;
    if (ask === 'stock' && !found.product) continue;
    if (ask === 'category_value' && (!found.category || (found.product && found.product.score >= found.category.score)))
      continue;
    return ask;
  }
  return null;
}

/**
 * Reads one user message in the light of the one before it: a message that names no question of its
 * own ("¿y en febrero?", "¿y el queso?") keeps the last question and replaces what it names.
 */
export function understand(question: string, names: Named[], previous: Frame | null, now: Date): Frame {
  const text = withCueWordsMended(normalizeQuestion(question));
  const found = matchesOf(normalizeQuestion(question), names);
  const period = parsePeriod(text, now);
  const ask = askOf(text, found);
  const namesSomething = found.product || found.recipe || found.supplier || found.category || period;
  if (
    previous?.ask &&
    namesSomething &&
    isFollowUp(text) &&
    (ask === null || ask === 'stock' || ask === previous.ask)
  ) {
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
  return { ask, ...found, period };
}
