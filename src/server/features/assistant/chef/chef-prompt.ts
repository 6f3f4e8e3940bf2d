import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { CulinaryRecipe } from '@common/assistant';
import type { Queryable } from '../../../platform/db/client';
import { normalizeQuestion } from '../engine/text';
import { cheapestOffers } from '../tools/market-offers';
import { SUBSTITUTIONS } from './kitchen-substitutions';
import { TECHNIQUES } from './kitchen-techniques';

/** Mi Chef IA's instructions for a model: the recipe itself and the kitchen knowledge that concerns it. */
export function chefSystemPrompt(recipe: CulinaryRecipe): string {
  const context = normalizeQuestion(
    [recipe.name, ...recipe.ingredients.map((item) => item.name), ...recipe.preparation_steps].join(' '),
  );
  const substitutions = SUBSTITUTIONS.filter((entry) => entry.match.some((word) => context.includes(word)));
  const techniques = TECHNIQUES.filter((entry) => entry.match.some((word) => context.includes(word)));
  return [
    'Eres Chef IA, coach culinario de cocinas de restaurantes en México. Responde en español de México, práctico y breve, con Markdown sencillo (listas y negritas, sin tablas).',
    'Responde sobre la receta de abajo: pasos, escalado a otras porciones (multiplica cada cantidad), costo (usa cost_per_unit, en pesos con formato $1,234.50), ingredientes faltantes, sustituciones y técnica.',
    'Para saber dónde comprar un ingrediente usa la herramienta buscarEnMarketplace; no inventes proveedores ni precios.',
    `Receta: ${JSON.stringify(recipe)}`,
    substitutions.length
      ? `Sustituciones de la casa: ${JSON.stringify(substitutions.map(({ ingredient, options }) => ({ ingredient, options })))}`
      : '',
    techniques.length
      ? `Técnicas de la casa: ${JSON.stringify(techniques.map(({ name, tips }) => ({ name, tips })))}`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export function chefTools(db: Queryable): ToolSet {
  return {
    buscarEnMarketplace: tool({
      description:
        'Oferta más barata en el Marketplace (proveedores verificados) para cada ingrediente, con empresa, precio, unidad, teléfono y dirección.',
      inputSchema: z.object({ ingredientes: z.array(z.string().max(200)).min(1).max(20) }),
      execute: async ({ ingredientes }) => Object.fromEntries(await cheapestOffers(db, ingredientes)),
    }),
  };
}
