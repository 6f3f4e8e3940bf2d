import { normalizeQuestion } from '../engine/text';

export const COACH_INTENTS = ['substitute', 'scale', 'missing', 'cost', 'steps', 'ingredients', 'technique'] as const;
export type CoachIntent = (typeof COACH_INTENTS)[number];

const PATTERNS: Record<CoachIntent, Array<[RegExp, number]>> = {
  substitute: [
    [
      /sustitu|reemplaz|en lugar de|en vez de|\bno tengo\b|alternativa|cambiar (el|la|los|las)\b|con que (lo |la )?(puedo )?cambi/,
      5,
    ],
  ],
  scale: [
    [/escal|\bdoble\b|duplic|\btriple\b|triplic|\bmitad\b/, 5],
    [/\b\d+([.]\d+)? ?(porcion|persona|racion|comensal|unidad|pieza|orden|plato|taco|litro|kilo|kg|charola|pza)/, 5],
    [/\bpara \d+/, 3],
  ],
  missing: [
    [/\bfalta|\bfaltan|donde (lo |la |los |las )?(compr|consig)|conseguir|proveedor|marketplace|\bcomprar\b/, 4],
  ],
  cost: [[/cuesta|\bcosto|\bprecio|rentab|margen|cobrar|\bvender|ganancia/, 4]],
  steps: [
    [
      /\bpasos?\b|preparo|preparacion|procedimiento|instrucciones|como se (hace|prepara|cocina)|como (la |lo )?(hago|preparo|cocino)|modo de/,
      4,
    ],
  ],
  ingredients: [[/ingrediente|que lleva|que necesito|que contiene/, 4]],
  technique: [
    [/tecnica|consejo|\btips?\b|truco|como (logro|evito|consigo)|\bpunto\b|secreto|mejorar|conserv|refriger|congel/, 3],
  ],
};

export function detectCoachIntent(text: string): CoachIntent | null {
  const question = normalizeQuestion(text);
  let best: CoachIntent | null = null;
  let bestScore = 0;
  for (const intent of COACH_INTENTS) {
    const score = PATTERNS[intent].reduce((sum, [pattern, weight]) => sum + (pattern.test(question) ? weight : 0), 0);
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : null;
}

/** How many yield units the question asks for ('para 20 porciones', 'el doble'), or null. */
export function requestedYield(text: string, finalYield: number): number | null {
  const question = normalizeQuestion(text);
  if (/\b(doble|duplic)/.test(question)) return finalYield * 2;
  if (/\b(triple|triplic)/.test(question)) return finalYield * 3;
  if (/\bmitad\b/.test(question)) return finalYield / 2;
  const match = /\b(\d+(?:[.]\d+)?)\b/.exec(question);
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}
