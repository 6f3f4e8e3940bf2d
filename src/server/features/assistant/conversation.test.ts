import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cookieHeader } from '../../test/users';
import { seedTaqueria, TAQUERIA_NOW, type Taqueria } from '../../test/taqueria';
import { parseStream } from './test/sse-client';

let ctx: TestApp;
let taqueria: Taqueria;
let cookie: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TAQUERIA_NOW);
  ctx = await createTestApp();
  taqueria = await seedTaqueria(ctx.app, ctx.database.db);
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: taqueria.email, password: taqueria.password },
  });
  cookie = cookieHeader(signIn.headers['set-cookie']);
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});

/** Asks the last question of a conversation whose earlier user questions are given; the answers between are the engine's own. */
async function converse(...questions: string[]): Promise<string> {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  let text = '';
  for (const content of questions) {
    messages.push({ role: 'user', content });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      headers: { cookie },
      payload: { messages },
    });
    expect(response.statusCode).toBe(200);
    text = parseStream(response.body).text;
    messages.push({ role: 'assistant', content: text });
  }
  return text;
}

describe('POST /api/ai/chat: periods by name', () => {
  it('a month name is that month, not last month', async () => {
    // March 2026, at the prices paid: 5 Mar $1,273.00 + 18 Mar $908.00; the 28 Mar order was cancelled.
    expect(await converse('¿cuánto gasté en marzo?')).toContain(
      'En **marzo de 2026** gastaste **$2,181.00** en 2 órdenes de compra',
    );
  });

  it('a month of last year, a year, and a range of days', async () => {
    expect(await converse('cuanto gaste en marzo del año pasado')).toContain(
      'No registraste órdenes de compra en marzo de 2025',
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

describe('POST /api/ai/chat: questions as owners phrase them (decision 097)', () => {
  it('spans of months and quarters, also as a follow-up', async () => {
    expect(await converse('gasto total entre marzo y abril')).toContain('**$5,212.00**');
    expect(await converse('cuanto gaste en febrero', '¿y en todo el primer trimestre?')).toContain('**$7,181.00**');
  });

  it('a category named in a follow-up replaces the one before', async () => {
    expect(await converse('cuánto vale mi inventario de carnes', 'y el de verduras')).toContain('$5,438.50');
  });

  it('open orders and the latest order however the words fall', async () => {
    expect(await converse('¿Cuántas órdenes de compra siguen abiertas?')).toContain('$1,890.00');
    expect(await converse('cuanto suman los pedidos que faltan por recibir')).toContain('$1,890.00');
    expect(await converse('mi orden de compra mas reciente cual es?')).toContain('$1,250.00');
  });

  it('price changes counted back from the conversation’s day, and a misspelt “barato”', async () => {
    expect(await converse('qué ha subido de precio últimamente?')).toContain('Cebolla blanca');
    expect(await converse('cual proveedor tiene el aguacate mas varato')).toContain('$68.00');
  });

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
