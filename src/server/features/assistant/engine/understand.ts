import { parsePeriod, type DateRange } from './period-parser';
import { resolveEntities, type Match, type Named } from './resolve';
import { withCueWordsMended } from './cue-words';
import { normalizeQuestion } from './text';
import { askOf, matchesOf, namesAnything, type Ask, type Found } from './ask-rules';

export type { Ask } from './ask-rules';

export interface Frame {
  ask: Ask | null;
  product: Match | null;
  recipe: Match | null;
  supplier: Match | null;
  category: Match | null;
  period: DateRange | null;
}

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

/** Questions about the whole business: asked after a thing was named, they are still about the whole. */
const ABOUT_THE_WHOLE = new Set<Ask>(['inventory_value', 'supplier_count', 'open_orders', 'price_rise', 'price_fall']);

/** The questions about one thing: asked with nothing named, they are about the thing named before. */
const ABOUT_A_THING = new Set<Ask>(['stock', 'current_price', 'last_paid', 'cheapest', 'recipe_cost', 'portions']);

/**
 * A follow-up that widens ("¿y todo junto?", "¿y en total?") drops what the question before was
 * narrowed to; it may name the categories it adds up ("¿y todo junto, con carnes, abarrotes y lácteos?").
 */
function widened(previous: Frame, normalized: string, names: Named[], found: Found, period: DateRange | null) {
  const namesThing = namesAnything(found);
  const categories = resolveEntities(normalized, names).filter((match) => match.kind === 'category').length;
  const namesMore =
    found.product ||
    found.recipe ||
    (found.supplier && (!found.category || found.supplier.score >= found.category.score));
  if (previous.ask === 'category_value' && !namesMore && categories !== 1)
    return { ...found, ask: 'inventory_value' as const, period: null };
  if (previous.ask === 'spend' && !namesThing)
    return { ...previous, supplier: null, product: null, period: period ?? previous.period };
  return null;
}

/** A follow-up that names a thing or a period keeps the question before and replaces what it names. */
function narrowed(previous: Frame, ask: Ask | null, found: Found, period: DateRange | null): Frame {
  const frame: Frame = { ...previous, period: period ?? previous.period };
  if (previous.ask === 'recipe_cost' || previous.ask === 'portions') frame.recipe = found.recipe ?? previous.recipe;
  else if (previous.ask === 'category_value') frame.category = found.category ?? previous.category;
  else if (previous.ask === 'spend') {
    if (found.supplier && (!found.product || found.supplier.score >= found.product.score))
      Object.assign(frame, { supplier: found.supplier, product: null });
    else if (found.product) Object.assign(frame, { product: found.product, supplier: null });
  } else if (found.product) frame.product = found.product;
  else if (!(found.recipe ?? found.supplier) && !period) return { ask, ...found, period };
  return frame;
}

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
  const namesThing = namesAnything(found);
  const followUp = previous !== null && isFollowUp(text);
  if (previous?.ask && followUp && WIDENS.test(text) && askOf(text, found, period, false) === null) {
    const frame = widened(previous, normalized, names, found, period);
    if (frame) return frame;
  }
  const asked = askingPart(question);
  const askingText = asked === null ? null : withCueWordsMended(normalizeQuestion(asked));
  // The sentences that ask decide when their words say what; otherwise the whole message does.
  const askOfMessage = (about: Found, guess = true) =>
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
  if (previous?.ask && (namesThing || period) && followUp && (ask === null || ask === 'stock' || ask === previous.ask))
    return narrowed(previous, ask, found, period);
  // A follow-up about the whole keeps the period asked before ("¿y cuál bajó más?" after May's rises).
  const carriedPeriod = followUp && ask && ABOUT_THE_WHOLE.has(ask) ? (previous?.period ?? null) : null;
  return { ask, ...found, period: period ?? carriedPeriod };
}
