import { SUGGESTED_QUESTIONS } from '@common/assistant';
import type { Ask } from './ask-rules';
import type { Named } from './resolve';
import { plural } from './text';
import type { Frame } from './understand';
import type { UnknownName } from './unknown-name';

/** What a question about one thing wanted to know, said of a thing the user does not have. */
const WHAT_IT_ASKED: Partial<Record<Ask, string>> = {
  stock: 'cuánto tienes',
  current_price: 'a cuánto lo tienes registrado',
  last_paid: 'a cuánto lo compraste',
  cheapest: 'quién te lo vende más barato',
  recipe_cost: 'cuánto cuesta',
  portions: 'cuántas porciones te alcanzan',
};

/**
 * The answer to a question about a product or recipe the user does not have: it says so, how many
 * the user has, and where to add it, instead of the help text.
 */
export function unknownNameAnswer(unknown: UnknownName, names: Named[]): string {
  const product = unknown.kind === 'product';
  const what = WHAT_IT_ASKED[unknown.ask];
  const count = names.filter((named) => named.kind === unknown.kind).length;
  const things = product ? plural(count, 'producto', 'productos') : plural(count, 'receta', 'recetas');
  return [
    `No encontré **«${unknown.name}»** entre tus ${product ? 'productos' : 'recetas'}${what ? `, así que no puedo decirte ${what}` : ''}.`,
    count > 0
      ? `Tienes ${things}; pregúntame por cualquiera por su nombre.`
      : `Todavía no tienes ${product ? 'productos' : 'recetas'}.`,
    product
      ? 'Si lo manejas, agrégalo en **Inventario** y podré responder sobre él.'
      : 'Si la preparas, agrégala en **Recetas** y podré responder sobre ella.',
  ].join('\n\n');
}

/**
 * What to say to a question the engine cannot answer: questions it can answer about the things
 * the user named, or the suggested ones when nothing was recognised.
 */
export function notUnderstood(frame: Frame | null): string {
  const examples: string[] = [];
  const product = frame?.product?.name;
  if (product)
    examples.push(
      `¿Cuánto ${product} tengo?`,
      `¿A cuánto compré ${product}?`,
      `¿Quién me vende más barato ${product}?`,
      `¿Cuánto gasté en ${product} este mes?`,
    );
  if (frame?.recipe)
    examples.push(
      `¿Cuánto cuesta la receta de ${frame.recipe.name}?`,
      `¿Cuántas porciones de ${frame.recipe.name} puedo hacer?`,
    );
  if (frame?.supplier)
    examples.push(`¿Cuánto le compré a ${frame.supplier.name} este mes?`, '¿Con cuántos proveedores trabajo?');
  if (frame?.category) examples.push(`¿Cuánto tengo en ${frame.category.name}?`);
  if (frame?.period)
    examples.push(`¿Cuánto gasté en ${frame.period.label}?`, `¿Qué subió más de precio en ${frame.period.label}?`);
  if (examples.length > 0) {
    return [
      'No entendí qué quieres saber, pero con tus datos puedo responder, por ejemplo:',
      '',
      ...examples.slice(0, 6).map((question) => `- ${question}`),
    ].join('\n');
  }
  return [
    'Soy el asistente de Alacena y respondo con los datos de tu negocio: inventario, stock bajo, gastos, compras de la semana, precios, proveedores, ahorro, tu última orden y el costo de tus recetas.',
    '',
    'Prueba con alguna de estas preguntas:',
    '',
    ...SUGGESTED_QUESTIONS.map((question) => `- ${question}`),
    '',
    'También puedo responder sobre un producto, receta o proveedor por su nombre: «¿me queda jitomate?», «¿cuánto gasté en marzo?», «¿cuántas porciones de guacamole puedo hacer?».',
  ].join('\n');
}
