import { describe, expect, it } from 'vitest';
import { bestMatch } from './match-products';

const products = [
  { id: 'jitomate', words: ['jitomate', 'saladet'] },
  { id: 'cebolla', words: ['cebolla', 'blanca'] },
  { id: 'cebolla-morada', words: ['cebolla', 'morada'] },
  { id: 'limon', words: ['limon'] },
];

describe('bestMatch', () => {
  it('matches names cut short by the ticket, ignoring case and accents', () => {
    expect(bestMatch('JITOMATE SALA', products)).toBe('jitomate');
    expect(bestMatch('Cebolla Blanca', products)).toBe('cebolla');
    expect(bestMatch('LIMÓN', products)).toBe('limon');
    expect(bestMatch('LIMON SIN SEMILLA', products)).toBe('limon');
  });

  it('matches words OCR ran together, whole or cut short, to the product words they hold', () => {
    expect(bestMatch('CEBOLLABLANCA', products)).toBe('cebolla');
    expect(bestMatch('Cebollamorada', products)).toBe('cebolla-morada');
    expect(bestMatch('JITOMATESALAD', products)).toBe('jitomate');
    expect(bestMatch('CEBOLLAB', products)).toBeNull();
  });

  it('leaves a line unmatched when nothing fits well or two products fit equally', () => {
    expect(bestMatch('Queso Oaxaca', products)).toBeNull();
    expect(bestMatch('Cebolla', products)).toBeNull();
    expect(bestMatch('Cebolla Cambray', products)).toBeNull();
  });
});
