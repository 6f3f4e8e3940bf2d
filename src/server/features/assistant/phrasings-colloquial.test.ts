import { describe, expect, it } from 'vitest';
import { taqueriaChat } from './test/taqueria-chat';

const converse = taqueriaChat();

describe('POST /api/ai/chat: questions as more owners phrase them (decision 098)', () => {
  it('a follow-up that opens with a filler, or asks something new about what was named before', async () => {
    expect(await converse('cuánto gastamos en febrero', 'ok y el mes pasado')).toContain('**$1,854.50**');
    expect(await converse('cuántos kilos de pastor tenemos', 'y a cómo lo tenemos el kilo?')).toContain('$125.00');
  });

  it('questions in the first person plural, and other words for a price cut', async () => {
    expect(await converse('cuánto le compramos a don chuy en abril')).toContain('**$2,206.00**');
    expect(await converse('¿Qué producto registró la mayor reducción de precio en lo que va de 2026?')).toContain(
      'Tortilla de maíz',
    );
    expect(await converse('cuántos tacos al pastor puedo sacar con lo que hay')).toContain('233');
  });
});
