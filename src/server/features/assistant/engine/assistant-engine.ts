import { SUGGESTED_QUESTIONS } from '@common/assistant';
import type { Queryable } from '../../../platform/db/client';
import { inventoryReport } from '../tools/inventory-report';
import { lastOrder } from '../tools/last-order';
import { lowStock } from '../tools/low-stock';
import { mainSuppliers } from '../tools/main-suppliers';
import { periodRange } from '../tools/periods';
import { priceTrends } from '../tools/price-trends';
import { recipeLookup } from '../tools/recipe-lookup';
import { savingsTips } from '../tools/savings-tips';
import { shoppingList } from '../tools/shopping-list';
import { spending } from '../tools/spending';
import { lastOrderAnswer, priceTrendsAnswer, savingsAnswer, spendingAnswer, suppliersAnswer } from './answers-money';
import { recipeAnswer } from './answers-recipes';
import { inventoryAnswer, lowStockAnswer, shoppingAnswer } from './answers-stock';
import { detectIntent, detectPeriod, recipeQuery } from './intents';

export function helpAnswer(): string {
  return [
    'Soy el asistente de Alacena y respondo con los datos de tu negocio: inventario, stock bajo, gastos, compras de la semana, precios, proveedores, ahorro, tu última orden y el costo de tus recetas.',
    '',
    'Prueba con alguna de estas preguntas:',
    '',
    ...SUGGESTED_QUESTIONS.map((question) => `- ${question}`),
  ].join('\n');
}

/**
 * The built-in assistant: recognises the question (the suggestions and close paraphrases), runs the
 * matching data tool for the signed-in user and writes the answer with its exact figures.
 */
export async function answerQuestion(db: Queryable, userId: string, question: string): Promise<string> {
  switch (detectIntent(question)) {
    case 'inventory_report':
      return inventoryAnswer(await inventoryReport(db, userId));
    case 'low_stock':
      return lowStockAnswer(await lowStock(db, userId));
    case 'spending':
      return spendingAnswer(await spending(db, userId, periodRange(detectPeriod(question))));
    case 'what_to_buy':
      return shoppingAnswer(await shoppingList(db, userId));
    case 'price_trends':
      return priceTrendsAnswer(await priceTrends(db, userId));
    case 'main_suppliers':
      return suppliersAnswer(await mainSuppliers(db, userId));
    case 'savings':
      return savingsAnswer(await savingsTips(db, userId));
    case 'last_order':
      return lastOrderAnswer(await lastOrder(db, userId));
    case 'recipe':
      return recipeAnswer(await recipeLookup(db, userId, recipeQuery(question)));
    case null:
      return helpAnswer();
  }
}

export const ASSISTANT_SYSTEM_PROMPT = (today: string) =>
  [
    'Eres el asistente de Alacena, una app de inventario y compras para restaurantes en México. Responde siempre en español de México, breve y claro, con Markdown sencillo (negritas y listas, sin tablas).',
    'Para cualquier cifra del negocio del usuario usa las herramientas: nunca inventes cantidades, precios ni nombres de productos o proveedores.',
    'Escribe el dinero como $1,234.50 (pesos, dos decimales) y nombra los productos.',
    `Hoy es ${today} (hora de la Ciudad de México).`,
  ].join(' ');
