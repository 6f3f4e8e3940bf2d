import { describe, expect, it } from 'vitest';
import { withLostSpaces } from './lost-spaces';
import { parseReceipt } from './parse-receipt';
import { isNearSpanishWord, isSpanishWord } from './spanish-words';

describe('isSpanishWord', () => {
  it('knows every word of the list folded, the first and the last included, and nothing between them', () => {
    for (const word of ['aaronica', 'cebolla', 'pina', 'nuzcos']) expect(isSpanishWord(word)).toBe(true);
    for (const word of ['aaronic', 'cebollaa', 'nuzco s', '', 'ñuzcos']) expect(isSpanishWord(word)).toBe(false);
    expect(isNearSpanishWord('cebsolla')).toBe(true);
    expect(isNearSpanishWord('qxzwk')).toBe(false);
  });
});

describe('withLostSpaces', () => {
  it('cuts a run of glued words into Spanish words, joining words included', () => {
    expect(withLostSpaces('CREMAPARABATIR')).toBe('CREMA PARA BATIR');
    expect(withLostSpaces('TORTILLADEMAIZ')).toBe('TORTILLA DE MAIZ');
    expect(withLostSpaces('Aceitevegetal 1L')).toBe('Aceite vegetal 1L');
  });

  it('keeps the letters as read, accents and a misread letter in a long run included', () => {
    expect(withLostSpaces('PIÑAMIEL')).toBe('PIÑA MIEL');
    expect(withLostSpaces('LECWUGAROMANA')).toBe('LECWUGA ROMANA');
  });

  it('leaves words, near-words, short runs and runs it cannot cut as printed', () => {
    for (const name of [
      'JITOMATE SALADET',
      'DETERGENTE',
      'TOMATEZ',
      'QUESOOAXACA',
      'PANSAL',
      'CHOCOMILK',
      'EAN 7501234',
    ])
      expect(withLostSpaces(name)).toBe(name);
  });

  it('allows a misread piece only in a run of ten letters or more', () => {
    expect(withLostSpaces('FANBOLLLO')).toBe('FANBOLLLO');
  });
});

describe('parseReceipt', () => {
  it('puts back the spaces OCR lost between the words of a product name', () => {
    const reading = parseReceipt('3.300 LT CREMAPARABATIR 97.00 320.10\nTOTAL 320.10');
    expect(reading.items.map((item) => item.name)).toEqual(['Crema para Batir']);
  });
});
