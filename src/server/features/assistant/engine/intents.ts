import type { Period } from '../tools/periods';
import { withCueWordsMended } from './cue-words';
import { normalizeQuestion } from './text';

export const INTENTS = [
  'inventory_report',
  'low_stock',
  'spending',
  'what_to_buy',
  'price_trends',
  'main_suppliers',
  'savings',
  'last_order',
  'recipe',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Words for the most recent purchase: "la última vez que compré", "lo último que pedí", "la orden más nueva". */
export const LATEST_PURCHASE =
  /ultima vez que (\w+ ){0,3}(pedi|pedimos|compre|compramos|encargue|encargamos|ordene|ordenamos|surti|surtimos)\b|\b(pedi|pedimos|compre|compramos|encargue|encargamos|ordene|ordenamos)\b (\w+ ){0,2}la ultima vez|lo ultimo que (\w+ ){0,2}(pedi|pedimos|compre|compramos|encargue|encargamos|ordene|ordenamos)|\b(orden|pedido|compra)s?( de compra)? mas (reciente|nuev[oa])|ultim[ao]s? (orden|pedido|compra)/;

/** Weighted phrases per question; they run on normalised text (no accents, lower case). */
const PATTERNS: Record<Intent, Array<[RegExp, number]>> = {
  inventory_report: [
    [/\breporte\b|\binforme\b|\bresumen\b/, 2],
    [/\binventario\b|\balmacen\b|\bbodega\b/, 1],
    [/\bcomplet[oa]\b|\bgeneral\b/, 1],
    [/cuanto vale|valor (total )?(de |del )?(mi |el |la )?(inventario|almacen|bodega)/, 3],
    [
      /dinero .*\b(mercancia|inventario|bodega|almacen)|(mercancia|inventario|bodega|almacen) .*\b(sumando|en total)\b/,
      3,
    ],
    [/que (productos )?tengo\b(?! que)/, 2],
    [/estado (de |del )?(mi )?inventario|como (esta|va) (mi )?inventario/, 3],
  ],
  low_stock: [
    [/stock bajo|bajo stock|poco stock|bajos? (de|en) (stock|inventario)|inventario bajo|bajo (el )?minimo/, 4],
    [/que me falta\b/, 4],
    [/\bfalta(n)?\b|faltantes?/, 2],
    [/se (me )?(esta|estan) (acabando|terminando)|por (acabarse|agotarse|terminarse)|se (me )?acab(a|an|o)/, 4],
    [/agotad|escase|\bescas/, 3],
  ],
  spending: [
    [/\bgast(e|o|os|amos|aste|ado|ando)\b|\begresos?\b/, 4],
    [/cuanto (he |hemos )?(pague|pagado|compre|comprado|invert)/, 4],
    [/mes pasado|ultimo mes|mes anterior/, 1],
  ],
  what_to_buy: [
    [
      /que (debo |tengo que |necesito |me conviene |hay que |deberia )?(comprar|pedir|surtir|resurtir|reabastecer|ordenar|reponer)/,
      5,
    ],
    [/lista de (compras?|pedido|surtido)/, 5],
    [/\b(comprar|pedir|resurtir|reabastecer|reponer|surtir)\b/, 2],
    [/\bsemana\b/, 1],
  ],
  price_trends: [
    [/\bprecios?\b/, 2],
    [/tendencia/, 3],
    [/(han |ha )?(subido|bajado|cambiado|aumentado)|subieron|bajaron|aumentaron|se encarec/, 2],
    [/\baumentos?\b|inflacion|variacion|\bcambi/, 1],
  ],
  main_suppliers: [
    [/proveedor/, 3],
    [/principal(es)?|\bmejores\b|mas (importantes|usados|frecuentes)|\btop\b/, 2],
    [/a quien(es)? (le |les )?compro/, 4],
  ],
  savings: [
    [/ahorr/, 4],
    [/optimiz/, 4],
    [/consejo|\btips?\b|recomendacion|sugerencia|recomiendas/, 2],
    [/mas barat|reducir (costos|gastos)|gastar menos|bajar (costos|gastos)/, 4],
  ],
  last_order: [
    [LATEST_PURCHASE, 5],
    [/\b(el|la) mas reciente\b/, 3],
    [/\borden\b|\bpedido\b/, 2],
    [/analiza|analisis|revisa/, 1],
  ],
  recipe: [
    [/\brecetas?\b/, 4],
    [/cuanto (me )?cuesta (hacer|preparar)/, 3],
    [/\bplatillos?\b/, 2],
  ],
};

/** Every pattern the fixed reports are told by. */
export const INTENT_PATTERNS: readonly RegExp[] = Object.values(PATTERNS).flatMap((list) =>
  list.map(([pattern]) => pattern),
);

const THRESHOLD = 3;

/** The question the text asks, or null when it is none the engine can answer. */
export function detectIntent(text: string): Intent | null {
  const question = withCueWordsMended(normalizeQuestion(text));
  let best: Intent | null = null;
  let bestScore = 0;
  for (const intent of INTENTS) {
    const score = PATTERNS[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(question) ? weight : 0), 0);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return bestScore >= THRESHOLD ? best : null;
}

/** The period a spending question means; the last calendar month unless it says otherwise. */
export function detectPeriod(text: string): Period {
  const question = normalizeQuestion(text);
  if (/esta semana/.test(question)) return 'this_week';
  if (/semana pasada|ultima semana|ultimos 7 dias|ultimos siete dias/.test(question)) return 'last_7_days';
  if (/ultimos 30 dias|ultimos treinta dias/.test(question)) return 'last_30_days';
  if (/este mes|mes actual|en lo que va del mes/.test(question)) return 'this_month';
  if (/este ano|en el ano|en lo que va del ano/.test(question)) return 'this_year';
  return 'last_month';
}

/** What a recipe question is about: the words after "receta(s) de…" (accents kept for the search), or '' for all. */
export function recipeQuery(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/[¿?¡!,;:"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const match = /recetas? (?:de |del |de la |de los |de las |para )?(.+)$/.exec(plain);
  if (!match) return '';
  return match[1].replace(/\.$/, '').trim().slice(0, 100);
}
