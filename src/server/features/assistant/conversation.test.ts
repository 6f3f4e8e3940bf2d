import { describe, expect, it } from 'vitest';
import { taqueriaChat } from './test/taqueria-chat';

const converse = taqueriaChat();

describe('POST /api/ai/chat: periods by name', () => {
  it('a month name is that month, not last month', async () => {
    // March 2026, at the prices paid: 5 Mar $1,273.00 + 18 Mar $908.00; the 28 Mar order was cancelled.
    expect(await converse('¿cuánto gasté en marzo?')).toContain(
      'En **marzo de 2026** gastaste **$2,181.00** en 2 órdenes de compra',
    );
  });

  it('a month of last year, a year, and a range of days', async () => {
    expect(await converse('cuanto gaste en marzo del año pasado')).toContain(
      'No registraste órdenes de compra en **marzo de 2025**',
    );
    expect(await converse('¿cuánto gasté en 2026?')).toContain('gastaste **$13,956.50** en 11 órdenes de compra');
    expect(await converse('gastos del 1 al 15 de marzo')).toContain('**$1,273.00** en 1 orden');
  });
});

describe('POST /api/ai/chat: follow-ups use the conversation', () => {
  it('"¿y en febrero?" keeps the spending question with the new month', async () => {
    // 10 Feb $3,000.00 (meat) + 25 Feb $1,060.00 (groceries).
    expect(await converse('¿cuánto gasté en marzo?', '¿y en febrero?')).toContain(
      'En **febrero de 2026** gastaste **$4,060.00** en 2 órdenes de compra',
    );
  });

  it('"¿y el queso?" keeps the stock question with the new product', async () => {
    const answer = await converse('¿me queda jitomate?', '¿y el queso?');
    expect(answer).toContain('De **Queso Oaxaca** tienes **15 kg**');
  });

  it('a follow-up keeps the supplier and changes the month', async () => {
    expect(await converse('cuanto le compre a carnes don chuy en febrero', 'y en abril?')).toContain(
      'Con **Carnes Don Chuy**, en **abril de 2026** gastaste **$2,206.00**',
    );
  });

  it('without the earlier question, a bare "¿y en febrero?" does not pretend to know', async () => {
    const answer = await converse('¿y en febrero?');
    expect(answer).toContain('No entendí qué quieres saber');
    expect(answer).toContain('¿Cuánto gasté en febrero de 2026?');
  });
});

describe('POST /api/ai/chat: a thing the user does not have', () => {
  it('says the product or recipe was not found, instead of the help text', async () => {
    const stock = await converse('¿cuánto chorizo me queda?');
    expect(stock).toContain('No encontré **«chorizo»** entre tus productos, así que no puedo decirte cuánto tienes');
    expect(stock).toContain('Tienes 13 productos');
    expect(stock).not.toContain('Soy el asistente de Alacena');
    expect(await converse('cuántas porciones de enchiladas puedo hacer')).toContain(
      'No encontré **«enchiladas»** entre tus recetas',
    );
  });

  it('still finds a misspelt product, and keeps the help text for a message that asks about nothing', async () => {
    expect(await converse('¿me queda tortiya de maiz?')).toContain('De **Tortilla de maíz** tienes');
    expect(await converse('¿qué fue lo último que pedí?')).not.toContain('No encontré');
    expect(await converse('hola')).toContain('Soy el asistente de Alacena');
  });
});
