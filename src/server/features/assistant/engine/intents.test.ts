import { describe, expect, it } from 'vitest';
import { SUGGESTED_QUESTIONS } from '@common/assistant';
import { detectIntent, detectPeriod, recipeQuery, type Intent } from './intents';

describe('offline assistant: which question is asked', () => {
  it('recognises the eight suggested questions, in order', () => {
    const expected: Intent[] = [
      'inventory_report',
      'low_stock',
      'spending',
      'what_to_buy',
      'price_trends',
      'main_suppliers',
      'savings',
      'last_order',
    ];
    expect(SUGGESTED_QUESTIONS.map(detectIntent)).toEqual(expected);
  });

  it.each<[string, Intent]>([
    ['¿qué me falta?', 'low_stock'],
    ['QUE ME FALTA', 'low_stock'],
    ['¿Qué se me está acabando?', 'low_stock'],
    ['productos agotados', 'low_stock'],
    ['¿cuánto gasté el mes pasado?', 'spending'],
    ['cuanto gaste este mes', 'spending'],
    ['¿Cuánto he pagado en compras?', 'spending'],
    ['¿Qué tengo que pedir?', 'what_to_buy'],
    ['hazme la lista de compras', 'what_to_buy'],
    ['¿Subieron los precios?', 'price_trends'],
    ['¿A quién le compro más?', 'main_suppliers'],
    ['¿Cómo puedo ahorrar?', 'savings'],
    ['revisa mi último pedido', 'last_order'],
    ['¿cuánto vale mi inventario?', 'inventory_report'],
    ['¿Cuánto cuesta la receta de guacamole?', 'recipe'],
  ])('"%s" → %s', (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });

  it('reads the latest purchase in any of its verbs as the last order', () => {
    expect(detectIntent('¿Qué pedí la última vez?')).toBe('last_order');
    expect(detectIntent('¿Cuál es la orden más nueva?')).toBe('last_order');
    expect(detectIntent('¿Cuándo fue la última vez que le compré a alguien?')).toBe('last_order');
  });

  it('answers null for what it cannot answer', () => {
    expect(detectIntent('¿Qué clima hará mañana?')).toBeNull();
    expect(detectIntent('hola')).toBeNull();
  });

  it('reads the period of a spending question, the last month by default', () => {
    expect(detectPeriod('¿cuánto gasté el mes pasado?')).toBe('last_month');
    expect(detectPeriod('¿cuánto gasté?')).toBe('last_month');
    expect(detectPeriod('¿Cuánto gasté esta semana?')).toBe('this_week');
    expect(detectPeriod('gastos de este mes')).toBe('this_month');
    expect(detectPeriod('gasto en los últimos 30 días')).toBe('last_30_days');
  });

  it('takes the recipe name from the question, accents kept', () => {
    expect(recipeQuery('¿Cuánto cuesta la receta de guacamole?')).toBe('guacamole');
    expect(recipeQuery('receta del pozole rojo.')).toBe('pozole rojo');
    expect(recipeQuery('mis recetas')).toBe('');
  });
});
