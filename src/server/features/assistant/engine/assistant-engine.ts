import type { ChatMessage } from '@common/assistant';
import type { Queryable } from '../../../platform/db/client';
import { userNames } from '../tools/names';
import { orderBook } from '../tools/order-book';
import { priceMoves } from '../tools/price-moves';
import { productFacts } from '../tools/product-facts';
import { productSpending } from '../tools/spending';
import { TREND_WINDOW_DAYS } from '../tools/price-trends';
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
import { categoryAnswer, inventoryAnswer, lowStockAnswer, shoppingAnswer } from './answers-stock';
import {
  cheapestAnswer,
  currentPriceAnswer,
  lastPaidAnswer,
  openOrdersAnswer,
  portionsAnswer,
  priceMoveAnswer,
  productSpendingAnswer,
  stockAnswer,
  supplierCountAnswer,
} from './answers-facts';
import { detectIntent, detectPeriod, recipeQuery } from './intents';
import { recentDays } from './period-parser';
import { duringPeriod, sentenceStart } from './text';
import type { Named } from './resolve';
import { understand, type Frame } from './understand';
import { notUnderstood, unknownNameAnswer } from './not-understood';
import { unknownNameIn } from './unknown-name';
import { namesAnything } from './ask-rules';

/** The built-in assistant on a one-question conversation. */
export const answerQuestion = (db: Queryable, userId: string, question: string, now = new Date()) =>
  answerConversation(db, userId, [{ role: 'user', content: question }], now);

/**
 * The built-in assistant: finds the user's products, recipes, suppliers, categories and the period
 * named in the last question, reading earlier questions for follow-ups ("¿y en febrero?"), runs the
 * matching data tool for the signed-in user and writes the answer with its exact figures.
 */
export async function answerConversation(
  db: Queryable,
  userId: string,
  messages: ChatMessage[],
  now = new Date(),
): Promise<string> {
  const names = await namedThings(db, userId);
  let frame: Frame | null = null;
  for (const message of messages) if (message.role === 'user') frame = understand(message.content, names, frame, now);
  const question = messages[messages.length - 1].content;
  if (frame?.ask) {
    const answer = await answerFrame(db, userId, frame, now);
    if (answer) return answer;
  }
  const intent = detectIntent(question);
  if (intent === 'spending' && frame?.period) return spendingAnswer(await spending(db, userId, frame.period));
  if (intent === null) {
    // Asked about a product or recipe the user does not have: say so, rather than the help text.
    const unknown = frame && namesAnything(frame) ? null : unknownNameIn(question, frame?.ask ?? null);
    return unknown ? unknownNameAnswer(unknown, names) : notUnderstood(frame);
  }
  return answerIntent(db, userId, intent, question, now);
}

async function namedThings(db: Queryable, userId: string): Promise<Named[]> {
  const found = await userNames(db, userId);
  return [
    ...found.products.map((row) => ({ kind: 'product' as const, ...row })),
    ...found.recipes.map((row) => ({ kind: 'recipe' as const, ...row })),
    ...found.suppliers.map((row) => ({ kind: 'supplier' as const, ...row })),
    ...found.categories.map((name) => ({ kind: 'category' as const, id: name, name })),
  ];
}

async function answerFrame(db: Queryable, userId: string, frame: Frame, now: Date): Promise<string | null> {
  const product = frame.product ? await productFacts(db, userId, frame.product.id) : null;
  switch (frame.ask) {
    case 'stock':
      return product && stockAnswer(product);
    case 'current_price':
      return product && currentPriceAnswer(product);
    case 'last_paid':
      return product && lastPaidAnswer(product);
    case 'cheapest':
      return product && cheapestAnswer(product);
    case 'spend': {
      const period = frame.period ?? periodRange('last_month', now);
      if (product)
        return productSpendingAnswer(
          product.name,
          await productSpending(db, userId, frame.product!.id, period),
          product.unit,
        );
      const report = await spending(db, userId, period, { supplierId: frame.supplier?.id });
      return frame.supplier
        ? spendingAnswer(report).replace(
            sentenceStart(duringPeriod(report.label)),
            `Con **${frame.supplier.name}**, ${duringPeriod(report.label)}`,
          )
        : spendingAnswer(report);
    }
    case 'supplier_count':
      return supplierCountAnswer(await orderBook(db, userId));
    case 'open_orders':
      return openOrdersAnswer(await orderBook(db, userId));
    case 'price_rise':
    case 'price_fall': {
      const period = frame.period ?? recentDays(TREND_WINDOW_DAYS, now);
      return priceMoveAnswer(
        await priceMoves(db, userId, period),
        frame.ask === 'price_rise' ? 'up' : 'down',
        period.label,
      );
    }
    case 'recipe_cost':
    case 'portions': {
      if (!frame.recipe) return null;
      const found = await recipeLookup(db, userId, frame.recipe.name);
      const recipe = found.recipes.find((row) => row.name === frame.recipe!.name) ?? found.recipes[0];
      if (!recipe) return null;
      return frame.ask === 'portions'
        ? portionsAnswer(recipe)
        : recipeAnswer({ query: recipe.name, recipes: [recipe] });
    }
    case 'category_value': {
      const report = await inventoryReport(db, userId);
      const row = report.categories.find((category) => category.category === frame.category?.name);
      return row ? categoryAnswer(row) : null;
    }
    case 'inventory_value':
      return inventoryAnswer(await inventoryReport(db, userId));
    default:
      return null;
  }
}

async function answerIntent(
  db: Queryable,
  userId: string,
  intent: NonNullable<ReturnType<typeof detectIntent>>,
  question: string,
  now: Date,
): Promise<string> {
  switch (intent) {
    case 'inventory_report':
      return inventoryAnswer(await inventoryReport(db, userId));
    case 'low_stock':
      return lowStockAnswer(await lowStock(db, userId));
    case 'spending':
      return spendingAnswer(await spending(db, userId, periodRange(detectPeriod(question), now)));
    case 'what_to_buy':
      return shoppingAnswer(await shoppingList(db, userId));
    case 'price_trends':
      return priceTrendsAnswer(await priceTrends(db, userId, now));
    case 'main_suppliers':
      return suppliersAnswer(await mainSuppliers(db, userId));
    case 'savings':
      return savingsAnswer(await savingsTips(db, userId));
    case 'last_order':
      return lastOrderAnswer(await lastOrder(db, userId));
    case 'recipe':
      return recipeAnswer(await recipeLookup(db, userId, recipeQuery(question)));
  }
}

export const ASSISTANT_SYSTEM_PROMPT = (today: string) =>
  [
    'Eres el asistente de Alacena, una app de inventario y compras para restaurantes en México. Responde siempre en español de México, breve y claro, con Markdown sencillo (negritas y listas, sin tablas).',
    'Para cualquier cifra del negocio del usuario usa las herramientas: nunca inventes cantidades, precios ni nombres de productos o proveedores.',
    'Escribe el dinero como $1,234.50 (pesos, dos decimales) y nombra los productos.',
    `Hoy es ${today} (hora de la Ciudad de México).`,
  ].join(' ');
