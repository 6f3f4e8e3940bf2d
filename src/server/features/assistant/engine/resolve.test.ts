import { describe, expect, it } from 'vitest';
import { editDistance, resolveEntities, sameWord, type Named } from './resolve';

const names: Named[] = [
  { kind: 'product', id: 'p1', name: 'Jitomate saladet' },
  { kind: 'product', id: 'p2', name: 'Queso Oaxaca' },
  { kind: 'product', id: 'p3', name: 'Tortilla de maíz' },
  { kind: 'product', id: 'p4', name: 'Pastor (cerdo adobado)' },
  { kind: 'recipe', id: 'r1', name: 'Tacos al pastor' },
  { kind: 'recipe', id: 'r2', name: 'Quesadillas de queso' },
  { kind: 'supplier', id: 's1', name: 'Carnes Don Chuy' },
  { kind: 'category', id: 'Lácteos', name: 'Lácteos' },
];
const best = (question: string) => resolveEntities(question, names)[0]?.name ?? null;

describe('finding the user’s things in a question', () => {
  it('reads a diminutive as its word', () => {
    expect(best('cuanto quesito hay')).toBe('Queso Oaxaca');
    expect(best('que tanto jitomatito')).toBe('Jitomate saladet');
    expect(sameWord('aguacatito', 'aguacate')).toBe(true);
    expect(sameWord('limoncito', 'limon')).toBe(true);
    expect(sameWord('tortillitas', 'tortilla')).toBe(true);
    expect(sameWord('frito', 'fresa')).toBe(false);
  });

  it('forgives accents, case, plurals and typos', () => {
    expect(best('¿me queda JITOMTE?')).toBe('Jitomate saladet');
    expect(best('cuantas tortillas hay')).toBe('Tortilla de maíz');
    expect(best('tortilla de maiz')).toBe('Tortilla de maíz');
    expect(best('cuanto tengo en lacteos')).toBe('Lácteos');
    expect(best('cuanto le compre a don chuy')).toBe('Carnes Don Chuy');
  });

  it('prefers the name with more of its words in the question', () => {
    expect(best('costo de los tacos al pastor')).toBe('Tacos al pastor');
    expect(best('quesadillas')).toBe('Quesadillas de queso');
  });

  it('does not take month or question words for names', () => {
    expect(resolveEntities('cuanto gaste en marzo', names)).toEqual([]);
    expect(resolveEntities('que me queda', names)).toEqual([]);
    expect(sameWord('mayo', 'maiz')).toBe(false);
  });

  it('edit distance counts a swap of two letters as one', () => {
    expect(editDistance('jitomate', 'jitomtae')).toBe(1);
    expect(editDistance('queso', 'queso')).toBe(0);
  });
});
