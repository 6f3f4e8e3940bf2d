import { describe, expect, it } from 'vitest';
import { taqueriaChat } from './test/taqueria-chat';

const converse = taqueriaChat();

describe('POST /api/ai/chat: questions as more owners phrase them (decisions 098, 100)', () => {
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

  it('a question that names nothing but asks about a thing is about the thing named before', async () => {
    const answer = await converse(
      '¿Cuánto jitomate hay?',
      '¿A cómo lo pagamos la última vez?',
      '¿y quién nos lo vende más barato?',
    );
    expect(answer).toContain('Abarrotes El Sol');
    expect(answer).toContain('$26.00');
  });

  it('a supplier and a period ask what was bought from it; a category alone, what its stock is worth', async () => {
    expect(await converse('lo de abarrotes el sol cuánto sumó en febrero?')).toContain('$1,060.00');
    expect(await converse('¿Cuánto vale todo el inventario?', '¿y nomás lo de abarrotes?')).toContain('$2,120.00');
    // In a follow-up the question before decides: here a supplier, not the category of the same name.
    expect(
      await converse('cuánto le he comprado a Carnes Don Chuy en lo que va del año', 'y a los de lácteos?'),
    ).toContain('$1,848.00');
  });

  it('the words of the books: unit cost, outlay', async () => {
    expect(await converse('¿Cuál es el costo unitario vigente del bistec de res?')).toContain('$185.00');
    expect(await converse('¿A cuánto ascendió la erogación con Carnes Don Chuy en abril?')).toContain('$2,206.00');
  });
});
