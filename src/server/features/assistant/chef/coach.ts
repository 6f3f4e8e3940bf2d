import { CHEF_SUGGESTIONS, type CulinaryRecipe } from '@common/assistant';
import { lineTotal } from '@common/money';
import type { Queryable } from '../../../platform/db/client';
import { amountOf, money, normalizeQuestion, quantity } from '../engine/text';
import { cheapestOffers } from '../tools/market-offers';
import { detectCoachIntent, requestedYield } from './coach-intents';
import { SUBSTITUTIONS } from './kitchen-substitutions';
import { TECHNIQUES } from './kitchen-techniques';

const contains = (text: string, word: string) => new RegExp(`(^|\\s)${word}(s|es)?(\\s|$)`).test(text);

function stepsAnswer(recipe: CulinaryRecipe): string {
  if (recipe.preparation_steps.length === 0) {
    return `**${recipe.name}** no tiene pasos registrados. Agrégalos al editar la receta en el Recetario.\n\n${techniqueAnswer(recipe, '')}`;
  }
  return [
    `**Preparación de ${recipe.name}:**`,
    '',
    ...recipe.preparation_steps.map((step, index) => `${index + 1}. ${step}`),
  ].join('\n');
}

function ingredientsAnswer(recipe: CulinaryRecipe): string {
  return [
    `**Ingredientes de ${recipe.name}** (rinde ${amountOf(recipe.final_yield, recipe.yield_unit)}):`,
    '',
    ...recipe.ingredients.map((item) => `- ${item.name}: ${quantity(item.quantity)} ${item.unit}`.trimEnd()),
  ].join('\n');
}

function scaleAnswer(recipe: CulinaryRecipe, question: string): string {
  const base = Number(recipe.final_yield);
  const target = requestedYield(question, base);
  if (!target || base <= 0)
    return `¿Para cuántas porciones la quieres? Por ejemplo: "para ${amountOf(20, recipe.yield_unit)}". Hoy rinde ${amountOf(base, recipe.yield_unit)}.`;
  const factor = target / base;
  const lines = [
    `**${recipe.name} para ${amountOf(target, recipe.yield_unit)}** (× ${quantity(factor.toFixed(3))} la receta de ${quantity(base)}):`,
    '',
    ...recipe.ingredients.map((item) =>
      `- ${item.name}: ${quantity((Number(item.quantity) * factor).toFixed(3))} ${item.unit}`.trimEnd(),
    ),
  ];
  if (recipe.cost_per_unit !== null)
    lines.push(
      '',
      `Costo estimado: **${money(lineTotal(recipe.cost_per_unit, String(target)))}** (${money(recipe.cost_per_unit)} por ${recipe.yield_unit}).`,
    );
  lines.push('', 'Al escalar, ajusta la sal y el picante al gusto al final: no siempre crecen en proporción.');
  return lines.join('\n');
}

function costAnswer(recipe: CulinaryRecipe): string {
  if (recipe.cost_per_unit === null)
    return 'Esta receta no trae su costo. Ábrela desde tu Recetario para que calcule el costo con tus precios.';
  const unit = Number(recipe.cost_per_unit);
  return [
    `**Costo de ${recipe.name}:** ${money(recipe.cost_per_unit)} por ${recipe.yield_unit}; la receta completa (${amountOf(recipe.final_yield, recipe.yield_unit)}) cuesta ${money(lineTotal(recipe.cost_per_unit, recipe.final_yield))}.`,
    '',
    'Precio de venta sugerido por costo de alimentos:',
    `- 30% de costo: ${money((unit / 0.3).toFixed(2))} por ${recipe.yield_unit}`,
    `- 35% de costo: ${money((unit / 0.35).toFixed(2))} por ${recipe.yield_unit}`,
    '',
    'Los costos salen de los precios actuales de tu inventario.',
  ].join('\n');
}

async function missingAnswer(db: Queryable, recipe: CulinaryRecipe): Promise<string> {
  const short = recipe.ingredients.filter(
    (item) => item.available_quantity !== null && Number(item.available_quantity) < Number(item.quantity),
  );
  const names = [...new Set([...recipe.missing_ingredients, ...short.map((item) => item.name)])];
  if (names.length === 0) return `Tienes todo lo necesario para preparar **${recipe.name}**.`;
  const offers = await cheapestOffers(db, names);
  const lines = [`**Para preparar ${recipe.name} te falta:**`, ''];
  for (const name of names) {
    const item = short.find((ingredient) => ingredient.name === name);
    const need = item
      ? ` (necesitas ${quantity(item.quantity)} ${item.unit}, tienes ${quantity(item.available_quantity!)})`
      : '';
    const offer = offers.get(name);
    lines.push(
      offer
        ? `- **${name}**${need} — en el Marketplace: ${offer.productName} a ${money(offer.price)}/${offer.unit} con **${offer.companyName}** (Tel. ${offer.phone}, ${offer.address})`
        : `- **${name}**${need} — no hay oferta en el Marketplace por ahora`,
    );
  }
  return lines.join('\n');
}

function substituteAnswer(recipe: CulinaryRecipe, question: string): string {
  const text = normalizeQuestion(question);
  const asked = SUBSTITUTIONS.filter((entry) => entry.match.some((word) => contains(text, word)));
  const inRecipe = SUBSTITUTIONS.filter((entry) =>
    recipe.ingredients.some((item) => entry.match.some((word) => contains(normalizeQuestion(item.name), word))),
  );
  const chosen = asked.length > 0 ? asked : inRecipe.slice(0, 4);
  if (chosen.length === 0)
    return 'Dime qué ingrediente quieres sustituir (por ejemplo: "¿con qué sustituyo la crema?") y te doy opciones de cocina mexicana.';
  return chosen
    .map((entry) => [`**${entry.ingredient}:**`, ...entry.options.map((option) => `- ${option}`)].join('\n'))
    .join('\n\n');
}

function techniqueAnswer(recipe: CulinaryRecipe, question: string): string {
  const text = normalizeQuestion(question);
  const context = normalizeQuestion(
    [
      recipe.name,
      recipe.category ?? '',
      ...recipe.preparation_steps,
      ...recipe.ingredients.map((item) => item.name),
    ].join(' '),
  );
  const asked = TECHNIQUES.filter((entry) => entry.match.some((word) => contains(text, word)));
  const related = TECHNIQUES.filter((entry) => entry.match.some((word) => contains(context, word)));
  const chosen = (asked.length > 0 ? asked : related).slice(0, 3);
  const list = chosen.length > 0 ? chosen : TECHNIQUES.filter((entry) => entry.name === 'Conservación e inocuidad');
  return [
    `**Consejos de técnica para ${recipe.name}:**`,
    '',
    ...list.map((entry) => [`*${entry.name}*`, ...entry.tips.map((tip) => `- ${tip}`)].join('\n')),
  ].join('\n');
}

function overview(recipe: CulinaryRecipe): string {
  return [
    `Estoy listo para ayudarte con **${recipe.name}** (rinde ${amountOf(recipe.final_yield, recipe.yield_unit)}${recipe.cost_per_unit !== null ? `, ${money(recipe.cost_per_unit)} por ${recipe.yield_unit}` : ''}).`,
    '',
    'Puedo explicarte los pasos, escalarla a otras porciones, calcular su costo, decirte qué te falta y dónde comprarlo, sugerir sustitutos y darte consejos de técnica. Por ejemplo:',
    '',
    ...CHEF_SUGGESTIONS.map((question) => `- ${question}`),
  ].join('\n');
}

/** The built-in culinary coach: answers about one recipe from its own data, the marketplace and the kitchen knowledge files. */
export async function coachAnswer(db: Queryable, recipe: CulinaryRecipe, question: string): Promise<string> {
  switch (detectCoachIntent(question)) {
    case 'steps':
      return stepsAnswer(recipe);
    case 'ingredients':
      return ingredientsAnswer(recipe);
    case 'scale':
      return scaleAnswer(recipe, question);
    case 'cost':
      return costAnswer(recipe);
    case 'missing':
      return missingAnswer(db, recipe);
    case 'substitute':
      return substituteAnswer(recipe, question);
    case 'technique':
      return techniqueAnswer(recipe, question);
    case null:
      return overview(recipe);
  }
}
