import { describe, expect, it } from 'vitest';
import { taqueriaChat } from './test/taqueria-chat';

const converse = taqueriaChat();

describe('POST /api/ai/chat: questions read from how they are built (decision 101)', () => {
  it('the sentence that asks decides, not the ones around it', async () => {
    expect(await converse('Voy a hacer el pedido. ¿Cuánto me queda de cebolla?')).toContain('**29.5 kg**');
    const polite = await converse(
      'Buenas tardes, disculpe. ¿Me podría decir cuánto limón nos queda? Muchas gracias, que Dios se lo pague.',
    );
    expect(polite).toContain('Limón sin semilla');
    expect(polite).toContain('**17 kg**');
  });

  it('a follow-up that widens drops what the question before was narrowed to', async () => {
    expect(await converse('¿Cuánto vale lo de verduras?', '¿y todo junto?')).toContain(
      '**Valor total del inventario:** $19,736.00',
    );
    expect(await converse('¿Cuánto le compramos a Don Chuy en febrero?', '¿y en total?')).toContain('**$4,060.00**');
  });

  it('text-message shorthands and an amount over a period of nothing named', async () => {
    expect(await converse('cuanto tngo d cilantro')).toContain('**35 manojo**');
    expect(await converse('Me pidieron el reporte. ¿Cuánto salió en febrero?')).toContain('**$4,060.00**');
  });

  it('a price asked with "a cuánto", and the value of the whole inventory in other words', async () => {
    expect(await converse('¿A cuánto nos sale ahora mismo el kilo de aguacate?')).toContain('$72.00');
    expect(await converse('¿En cuánto está valuado todo mi inventario?')).toContain(
      '**Valor total del inventario:** $19,736.00',
    );
  });

  it('orders not received yet, in a negation; the last thing ordered (decision 102)', async () => {
    const open = await converse('¿Hay pedidos que todavía no hayamos recibido? ¿Cuántos son y cuánto suman?');
    expect(open).toContain('$1,890.00');
    expect(await converse('¿Cuál fue lo último que pedí y de cuánto fue?')).toContain('$1,250.00');
  });

  it('a question about the whole stays about the whole after a thing was named, and keeps the period', async () => {
    expect(await converse('¿Cuánto queso hay?', '¿y cuánto dinero tengo en mercancía?')).toContain(
      '**Valor total del inventario:** $19,736.00',
    );
    const fall = await converse('¿Qué se puso más caro en mayo?', '¿Y qué fue lo que más bajó?');
    expect(fall).toContain('Queso Oaxaca');
    expect(fall).toContain('3.3%');
  });
});
