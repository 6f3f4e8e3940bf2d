import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AI_MESSAGES, SUGGESTED_QUESTIONS } from '@common/assistant';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole } from '../../test/users';
import { answerQuestion } from './engine/assistant-engine';
import { seedKitchen, type SeededKitchen } from './test/seed';
import { LAST_MONTH, SPENDING_NOW } from './test/spending-instant';
import { parseStream } from './test/sse-client';

let ctx: TestApp;
let kitchen: SeededKitchen;

beforeAll(async () => {
  ctx = await createTestApp();
  kitchen = await seedKitchen(ctx.app, ctx.database.db);
});
afterAll(() => ctx.close());

const ask = (content: string, cookie = kitchen.owner.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    headers: { cookie },
    payload: { messages: [{ role: 'user', content }] },
  });

describe('POST /api/ai/chat with the offline engine', () => {
  it('streams the answer as §7 server-sent events ending with [DONE]', async () => {
    const response = await ask(SUGGESTED_QUESTIONS[1]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const stream = parseStream(response.body);
    expect(stream.done).toBe(true);
    expect(stream.events.length).toBeGreaterThan(3);
    for (const event of stream.events) expect(Object.keys(event)).toEqual(['choices']);
    expect(stream.text).toBe(await answerQuestion(ctx.database.db, kitchen.owner.id, SUGGESTED_QUESTIONS[1]));
  });

  it('names the low-stock products with their exact figures in es-MX money', async () => {
    const { text } = parseStream((await ask('¿qué me falta?')).body);
    expect(text).toContain('**Queso Oaxaca**: 0 kg de 3 kg mínimo — faltan 3 kg ($450.00)');
    expect(text).toContain('**Aguacate hass**');
    expect(text).toContain('**Jitomate saladet**');
    expect(text).not.toContain('Cebolla blanca');
    expect(text).toContain('**$877.00**');
  });

  it('answers last month’s spending without cancelled orders nor other restaurants', async () => {
    // Only Date is faked: the database drivers' timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SPENDING_NOW);
    onTestFinished(() => void vi.useRealTimers());
    const { text } = parseStream((await ask('¿Cuánto gaste el mes pasado?')).body);
    expect(text).toContain(`En **${LAST_MONTH.label}** gastaste`);
    expect(text).toContain('gastaste **$2,320.50** en 2 órdenes de compra');
    expect(text).toContain('- Abarrotes Lupita: $1,500.00 (1 orden)');
  });

  it('each suggestion answers from the user’s data, not with the help text', async () => {
    for (const question of SUGGESTED_QUESTIONS) {
      const { text } = parseStream((await ask(question)).body);
      expect(text).not.toContain('Prueba con alguna de estas preguntas');
    }
  });

  it('says what it can answer when the question is none it knows', async () => {
    const { text } = parseStream((await ask('¿Quién ganó el partido?')).body);
    expect(text).toContain('Prueba con alguna de estas preguntas');
    for (const question of SUGGESTED_QUESTIONS) expect(text).toContain(question);
  });

  it('needs a session, and a non-empty last user message', async () => {
    const anonymous = await ask('¿qué me falta?', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(AI_MESSAGES.noSession);
    const blank = await ask('   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(AI_MESSAGES.messageRequired);
  });
});

describe('the AI rate limit', () => {
  it('answers §8’s 429 text after 30 calls in a minute from one user, and counts each user apart', async () => {
    const busy = await signUpWithRole(ctx.app, 'restaurant_owner');
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) statuses.push((await ask('hola', busy.cookie)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    const limited = await ask('hola', busy.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(AI_MESSAGES.rateLimited);
    expect((await ask('hola')).statusCode).toBe(200);
  });
});

describe('POST /api/ai/culinary-school with the offline coach', () => {
  const recipe = {
    name: 'Guacamole de la casa',
    description: null,
    category: 'Entradas',
    final_yield: '10',
    yield_unit: 'porción',
    cost_per_unit: '9.63',
    ingredients: [
      { name: 'Aguacate hass', quantity: '1', unit: 'kg', available_quantity: '1.5' },
      { name: 'Queso Oaxaca', quantity: '0.5', unit: 'kg', available_quantity: '0' },
    ],
    preparation_steps: ['Machacar el aguacate', 'Mezclar'],
    missing_ingredients: [],
  };
  const coach = (content: string, body: object = { recipe }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/culinary-school',
      headers: { cookie: kitchen.owner.cookie },
      payload: { ...body, messages: [{ role: 'user', content }] },
    });

  it('scales the recipe to the portions asked for', async () => {
    const { text, done } = parseStream((await coach('¿Cómo la escalo a 20 porciones?')).body);
    expect(done).toBe(true);
    expect(text).toContain('- Aguacate hass: 2 kg');
    expect(text).toContain('Costo estimado: **$192.60**');
  });

  it('says where to buy what is missing: the cheapest offer of a subscribed supplier', async () => {
    const { text } = parseStream((await coach('¿Qué me falta y dónde lo compro?')).body);
    expect(text).toContain('**Queso Oaxaca** (necesitas 0.5 kg, tienes 0)');
    expect(text).toContain('$139.00/kg con **Frescos del Valle**');
  });

  it('asks for a recipe first', async () => {
    const response = await coach('¿Cuáles son los pasos?', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(AI_MESSAGES.chooseRecipe);
  });
});
