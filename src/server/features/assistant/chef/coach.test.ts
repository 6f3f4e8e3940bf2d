import { describe, expect, it } from 'vitest';
import { CHEF_SUGGESTIONS, culinaryRecipeSchema } from '@common/assistant';
import type { Queryable } from '../../../platform/db/client';
import { coachAnswer } from './coach';
import { amountOf } from '../engine/text';
import { detectCoachIntent, requestedYield } from './coach-intents';

const recipe = culinaryRecipeSchema.parse({
  name: 'Enchiladas verdes',
  category: 'Platos fuertes',
  final_yield: '10',
  yield_unit: 'orden',
  cost_per_unit: '31.50',
  ingredients: [
    { name: 'Tortilla de maíz', quantity: '1.2', unit: 'kg', available_quantity: '5' },
    { name: 'Crema', quantity: '0.3', unit: 'litro', available_quantity: '1' },
  ],
  preparation_steps: ['Cuece los tomates', 'Fríe la salsa', 'Rellena y baña'],
});
// Only the "what is missing" answer reads the database; these questions never reach it.
const noDatabase = {} as Queryable;

describe('the offline culinary coach', () => {
  it('recognises each suggested question', () => {
    expect(CHEF_SUGGESTIONS.map(detectCoachIntent)).toEqual([
      'steps',
      'scale',
      'cost',
      'missing',
      'substitute',
      'technique',
    ]);
  });

  it('reads the portions asked for', () => {
    expect(requestedYield('para 25 órdenes', 10)).toBe(25);
    expect(requestedYield('el doble', 10)).toBe(20);
    expect(requestedYield('la mitad', 10)).toBe(5);
  });

  it('lists the steps in order', async () => {
    expect(await coachAnswer(noDatabase, recipe, '¿Cómo se prepara?')).toBe(
      '**Preparación de Enchiladas verdes:**\n\n1. Cuece los tomates\n2. Fríe la salsa\n3. Rellena y baña',
    );
  });

  it('costs the recipe with suggested prices from its cost per unit', async () => {
    const answer = await coachAnswer(noDatabase, recipe, '¿Cuánto cuesta por porción?');
    expect(answer).toContain('$31.50 por orden; la receta completa (10 órdenes) cuesta $315.00');
    expect(answer).toContain('30% de costo: $105.00 por orden');
  });

  it('substitutes the ingredient asked for, else those of the recipe, from the kitchen file', async () => {
    expect(await coachAnswer(noDatabase, recipe, '¿Con qué sustituyo la crema?')).toContain(
      '**Crema:**\n- Yogur natural sin azúcar',
    );
    expect(await coachAnswer(noDatabase, recipe, '¿Con qué puedo sustituir un ingrediente?')).toContain('**Crema:**');
  });

  it('gives technique tips related to the recipe', async () => {
    const answer = await coachAnswer(noDatabase, recipe, 'Dame consejos de técnica');
    expect(answer).toMatch(/^\*\*Consejos de técnica para Enchiladas verdes:\*\*/);
    expect(answer).toContain('*Sazonar (freír) la salsa*');
  });

  it('offers what it can do for anything else', async () => {
    const answer = await coachAnswer(noDatabase, recipe, 'hola');
    for (const question of CHEF_SUGGESTIONS) expect(answer).toContain(question);
  });
});

describe('amounts in Spanish number', () => {
  it.each([
    [1, 'porción', '1 porción'],
    [20, 'porción', '20 porciones'],
    [10, 'orden', '10 órdenes'],
    [2, 'pieza', '2 piezas'],
    [3, 'unidad', '3 unidades'],
    [2.5, 'kg', '2.5 kg'],
    [4, 'litros', '4 litros'],
  ])('%s %s → %s', (value, unit, text) => {
    expect(amountOf(value, unit)).toBe(text);
  });
});
