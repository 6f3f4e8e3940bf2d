import { describe, expect, it } from 'vitest';
import { taqueriaChat } from './test/taqueria-chat';

const converse = taqueriaChat();

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
});
