import { tool, type ToolSet } from 'ai';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { inventoryReport } from './inventory-report';
import { lastOrder } from './last-order';
import { lowStock } from './low-stock';
import { mainSuppliers } from './main-suppliers';
import { normalizeQuestion } from '../engine/text';
import { parsePeriod } from '../engine/period-parser';
import { resolveEntities } from '../engine/resolve';
import { userNames } from './names';
import { orderBook } from './order-book';
import { periodRange } from './periods';
import { productFacts } from './product-facts';
import { priceTrends } from './price-trends';
import { recipeLookup } from './recipe-lookup';
import { savingsTips } from './savings-tips';
import { shoppingList } from './shopping-list';
import { spending } from './spending';

const none = z.object({});

/**
 * The data tools offered to a model, bound to the signed-in user: the model chooses which to call,
 * but never whose data they read. Money comes back as decimal strings with 2 places.
 */
export function dataTools(db: Queryable, userId: string): ToolSet {
  return {
    reporteInventario: tool({
      description:
        'Reporte completo del inventario: número de productos, valor total (stock × precio), productos con stock bajo o agotados, valor por categoría y los productos de mayor valor.',
      inputSchema: none,
      execute: () => inventoryReport(db, userId),
    }),
    stockBajo: tool({
      description:
        'Productos con stock por debajo de su mínimo, con lo que falta para llegar al mínimo y su costo de reposición.',
      inputSchema: none,
      execute: () => lowStock(db, userId),
    }),
    gastoEnPeriodo: tool({
      description: 'Gasto en órdenes de compra (sin canceladas) en un periodo, por proveedor.',
      inputSchema: z.object({
        periodo: z
          .string()
          .max(200)
          .describe(
            'El periodo en palabras del usuario: "marzo", "marzo del año pasado", "la semana pasada", "este mes", "del 1 al 15 de marzo", "2025"; vacío = el mes pasado',
          ),
      }),
      execute: ({ periodo }) =>
        spending(db, userId, parsePeriod(normalizeQuestion(periodo)) ?? periodRange('last_month')),
    }),
    producto: tool({
      description:
        'Un producto del usuario por su nombre (tolera acentos y errores de dedo): stock, mínimo, precio actual y las compras con proveedor, precio y fecha (la más reciente primero).',
      inputSchema: z.object({ nombre: z.string().max(200) }),
      execute: async ({ nombre }) => {
        const { products } = await userNames(db, userId);
        const [match] = resolveEntities(
          nombre,
          products.map((row) => ({ kind: 'product' as const, ...row })),
        );
        return match ? productFacts(db, userId, match.id) : { encontrado: false };
      },
    }),
    proveedoresYOrdenesAbiertas: tool({
      description: 'Número y nombres de los proveedores del usuario, y sus órdenes pendientes con el total.',
      inputSchema: none,
      execute: () => orderBook(db, userId),
    }),
    queComprarEstaSemana: tool({
      description:
        'Lista de compras de la semana: productos bajo su mínimo o que con su consumo semanal (de los movimientos de stock) quedarían bajo él, con cantidad sugerida y costo estimado.',
      inputSchema: none,
      execute: () => shoppingList(db, userId),
    }),
    tendenciasDePrecios: tool({
      description:
        'Cambios de precio de los últimos 90 días por producto (alertas de precio), con el impacto en lo comprado.',
      inputSchema: none,
      execute: () => priceTrends(db, userId),
    }),
    proveedoresPrincipales: tool({
      description: 'Proveedores principales por monto comprado y por número de productos que surten.',
      inputSchema: none,
      execute: () => mainSuppliers(db, userId),
    }),
    consejosDeAhorro: tool({
      description:
        'Productos que el marketplace ofrece más baratos que el precio actual del usuario (mismo nombre y unidad), con el ahorro mensual estimado, y exceso de inventario.',
      inputSchema: none,
      execute: () => savingsTips(db, userId),
    }),
    analizarUltimaOrden: tool({
      description:
        'Análisis de la última orden de compra: total contra el promedio, cada producto contra el precio pagado antes y contra el marketplace.',
      inputSchema: none,
      execute: () => lastOrder(db, userId),
    }),
    buscarRecetas: tool({
      description:
        'Busca recetas del usuario por nombre o categoría, con ingredientes, costo total y costo por unidad.',
      inputSchema: z.object({ consulta: z.string().max(200).describe('Nombre o categoría; vacío para todas') }),
      execute: ({ consulta }) => recipeLookup(db, userId, consulta),
    }),
  };
}
