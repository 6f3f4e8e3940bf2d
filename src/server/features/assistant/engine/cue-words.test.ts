import { describe, expect, it } from 'vitest';
import { withCueWordsMended } from './cue-words';

describe('routing words typed with a typo', () => {
  it('are read as meant: a letter that sounds alike, two swapped, one left out', () => {
    expect(withCueWordsMended('cual proveedor tiene el aguacate mas varato')).toBe(
      'cual proveedor tiene el aguacate mas barato',
    );
    expect(withCueWordsMended('cuantos proveedres tengo')).toBe('cuantos proveedores tengo');
    expect(withCueWordsMended('valor del inevntario')).toBe('valor del inventario');
    expect(withCueWordsMended('cuanto gazte en marzo')).toBe('cuanto gaste en marzo');
  });

  it('read the other names owners use for them', () => {
    expect(withCueWordsMended('whats the price del chile serrano')).toBe('whats the precio del chile serrano');
    expect(withCueWordsMended('cuanto spend llevamos')).toBe('cuanto gasto llevamos');
    expect(withCueWordsMended('que tanto aguacate hay')).toBe('cuanto aguacate hay');
    expect(withCueWordsMended('con que proveedor sale mas economico')).toBe('con que proveedor sale mas barato');
    expect(withCueWordsMended('cuanto jitomate qeda')).toBe('cuanto jitomate queda');
  });

  it('read text-message shorthands: the short words, and routing words typed without their vowels', () => {
    expect(withCueWordsMended('q bajo mas d precio n enero')).toBe('que bajo mas de precio en enero');
    expect(withCueWordsMended('cntas quesadillas salen cn lo q hay')).toBe('cuantas quesadillas salen con lo que hay');
    expect(withCueWordsMended('cuanto jitomate tngo')).toBe('cuanto jitomate tengo');
    // Ambiguous without its vowels (compre, compro): left as typed.
    expect(withCueWordsMended('lo q cmpr')).toBe('lo que cmpr');
  });

  it('leave other words alone, and the forms of a routing word', () => {
    expect(withCueWordsMended('que debo comprar esta semana')).toBe('que debo comprar esta semana');
    expect(withCueWordsMended('gasto de los ultimos 30 dias')).toBe('gasto de los ultimos 30 dias');
    expect(withCueWordsMended('cuanto jitomate tengo')).toBe('cuanto jitomate tengo');
  });
});
