/*
 * Tuning set 9. Five voices from a taquería's staff, each writing the way they really do:
 *
 * - Doña Lupita: head cook, about 60, from Iztapalapa (CDMX). Dictates to her phone, so her messages
 *   come without punctuation or accents, long and rambling, with "oye", "mija", "fíjate".
 * - Brayan: 20-year-old taquero from Monterrey. Very short messages, no accents, typos and
 *   northern usage ("ai", "q", "kuanto", "bistek", "tomate" for jitomate, "adobada" for pastor).
 * - Lic. Marisela Contreras: outside accountant from Guadalajara. Formal, "usted", complete
 *   sentences with full punctuation, accounting words ("importe", "existencias", "insumo").
 * - Don Ernesto: the owner, mid-fifties, from Oaxaca. Says "quesillo" for queso Oaxaca, "paisano",
 *   "órale", and thinks about money tied up and what to restock.
 * - Fer: the buyer and manager, early thirties, from Puebla. Terse, like notes, with abbreviations
 *   ("xfa", "prov", "kg", "pls").
 *
 * Periods are read against the bench's "today", Monday 15 June 2026, as [from, to) days.
 */
import {
  cheapest,
  categoryValue,
  currentPrice,
  fell,
  INVENTORY_VALUE,
  LAST_ORDER,
  lastPaid,
  LOW_STOCK,
  OPEN_ORDERS,
  portions,
  recipeCost,
  rose,
  spend,
  stock,
  SUPPLIER_COUNT,
  TOMORROW,
  type BenchCase,
} from './cases';

export const TUNING_9: BenchCase[] = [
  // ── Existencias ─────────────────────────────────────────────────────────────
  {
    question:
      'oye mija fijate cuanto jitomate nos queda porque ya voy a empezar a picar para la comida y no quiero quedarme corta',
    expect: stock('Jitomate saladet'),
  },
  { question: 'cuantas tortillas ai', expect: stock('Tortilla de maíz') },
  { question: 'kuanto aguacte keda', expect: stock('Aguacate Hass') },
  { question: '¿Me podría indicar la existencia actual de aceite vegetal?', expect: stock('Aceite vegetal') },
  { question: '¿Cuánto quesillo tenemos en la cámara, paisano?', expect: stock('Queso Oaxaca') },
  { question: 'cuánta pechuga tenemos xfa', expect: stock('Pechuga de pollo') },
  { question: 'cuanta adobada queda pa la noche', expect: stock('Pastor (cerdo adobado)') },
  {
    question: 'cuantos manojos de cilantro hay todavia en la camara que ayer vi poquito',
    expect: stock('Cilantro'),
  },
  { question: 'cuántos kg de limón tenemos', expect: stock('Limón sin semilla') },
  {
    question: '¿Cuánta crema nos queda? Que el fin de semana se vendieron muchas quesadillas',
    expect: stock('Crema ácida'),
  },
  { question: 'serranos cuantos kilos', expect: stock('Chile serrano') },
  { question: 'Existencia de bistec de res, por favor.', expect: stock('Bistec de res') },

  // ── Precio actual ───────────────────────────────────────────────────────────
  { question: 'a cuánto tenemos el kg de bistec', expect: currentPrice('Bistec de res') },
  {
    question: 'oye y el aguacate a como esta ahorita que ya ves que luego se pone carisimo',
    expect: currentPrice('Aguacate Hass'),
  },
  { question: 'precio del pastor', expect: currentPrice('Pastor (cerdo adobado)') },
  { question: '¿Cuál es el precio vigente del litro de aceite?', expect: currentPrice('Aceite vegetal') },
  { question: '¿A cómo está el kilo de tortilla ahorita?', expect: currentPrice('Tortilla de maíz') },
  { question: 'precio actual cebolla blanca', expect: currentPrice('Cebolla blanca') },
  { question: 'a como sta el cilantro', expect: currentPrice('Cilantro') },

  // ── Último precio pagado ────────────────────────────────────────────────────
  {
    question: '¿Cuánto pagamos por el quesillo la última vez que lo compramos?',
    expect: lastPaid('Queso Oaxaca'),
  },
  { question: 'último precio pagado de jitomate', expect: lastPaid('Jitomate saladet') },
  {
    question: '¿A qué precio se adquirió la pechuga de pollo en la compra más reciente?',
    expect: lastPaid('Pechuga de pollo'),
  },
  {
    question: 'la ultima vez que nos trajeron limon a como nos lo cobraron',
    expect: lastPaid('Limón sin semilla'),
  },
  { question: 'a cm pagamos el bistek la ultima vez', expect: lastPaid('Bistec de res') },

  // ── Proveedor más barato ────────────────────────────────────────────────────
  { question: 'qué prov me da más barato el jitomate', expect: cheapest('Jitomate saladet') },
  { question: '¿Quién nos vende más barata la cebolla?', expect: cheapest('Cebolla blanca') },
  {
    question: '¿Cuál de nuestros proveedores nos ofrece el queso Oaxaca al menor precio?',
    expect: cheapest('Queso Oaxaca'),
  },
  { question: 'con quien nos sale mas barato el bistec de res', expect: cheapest('Bistec de res') },

  // ── Gasto por periodo, proveedor o producto ─────────────────────────────────
  {
    question: '¿A cuánto ascendieron las compras del primer trimestre?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: '¿Cuánto le compramos a Don Chuy de enero a mayo? Quiero ver si conviene pedirle descuento',
    expect: spend('2026-01-01', '2026-06-01', { supplier: 'Carnes Don Chuy' }),
  },
  { question: 'cuánto gastamos el mes pasado', expect: spend('2026-05-01', '2026-06-01') },
  {
    question: 'cuanto se nos fue en jitomate de enero a marzo',
    expect: spend('2026-01-01', '2026-04-01', { product: 'Jitomate saladet' }),
  },
  {
    question: 'cuanto llevamos gastado en aguacate este año',
    expect: spend('2026-01-01', TOMORROW, { product: 'Aguacate Hass' }),
  },
  {
    question: 'Le solicito el total de compras a Lácteos San Juan en el mes de mayo.',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },
  { question: 'cuánto suman los pedidos de este mes', expect: spend('2026-06-01', TOMORROW) },
  {
    question: '¿En marzo cuánto le compramos a Don Chuy? Que yo me acuerdo que algo se canceló',
    expect: spend('2026-03-01', '2026-04-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: 'oye cuanto gastamos en queso oaxaca del primero de marzo al 15 de abril',
    expect: spend('2026-03-01', '2026-04-16', { product: 'Queso Oaxaca' }),
  },
  { question: 'cuanto fue de pedidos la semana pasada', expect: spend('2026-06-08', '2026-06-15') },
  {
    question: '¿Cuál fue el monto total de compras en la primera quincena de mayo?',
    expect: spend('2026-05-01', '2026-05-16'),
  },

  // ── Lo que más subió / bajó ─────────────────────────────────────────────────
  { question: 'qué producto ha subido más de precio', expect: rose() },
  { question: '¿Qué es lo que más ha bajado de precio estos últimos meses?', expect: fell() },
  {
    question: '¿Qué insumo registró el mayor incremento de precio en abril?',
    expect: rose('2026-04-01', '2026-05-01'),
  },
  { question: 'q es lo q mas a subido de precio', expect: rose() },
  {
    question: 'oye y que es lo que mas ha bajado de precio en lo que va del año',
    expect: fell('2026-01-01', TOMORROW),
  },
  {
    question: '¿Qué producto tuvo la mayor baja de precio durante el primer trimestre?',
    expect: fell('2026-01-01', '2026-04-01'),
  },

  // ── Costo de receta ─────────────────────────────────────────────────────────
  {
    question: '¿Cuánto me cuesta sacar una tanda de tacos al pastor? Quiero revisar si el precio de venta da',
    expect: recipeCost('Tacos al pastor'),
  },
  { question: 'costo receta guacamole', expect: recipeCost('Guacamole') },
  { question: 'cuanto sale hacer las quesadillas', expect: recipeCost('Quesadillas de queso') },
  {
    question: '¿Cuál es el costo por porción de la receta de tacos de bistec?',
    expect: recipeCost('Tacos de bistec'),
  },
  {
    question: 'cuanto nos cuesta cada orden de los de pastor con lo que esta costando todo',
    expect: recipeCost('Tacos al pastor'),
  },

  // ── Porciones posibles ──────────────────────────────────────────────────────
  {
    question: 'con lo que tenemos ahorita cuantas ordenes de guacamole me salen',
    expect: portions('Guacamole'),
  },
  { question: 'cuántas quesadillas podemos sacar con el inventario actual', expect: portions('Quesadillas de queso') },
  {
    question: '¿Cuántos litros de salsa roja se pueden preparar con las existencias actuales?',
    expect: portions('Salsa roja'),
  },
  { question: 'pa cuantas ordenes de pastor alcanza lo q ai', expect: portions('Tacos al pastor') },

  // ── Valor por categoría ─────────────────────────────────────────────────────
  { question: '¿Cuál es el valor del inventario de lácteos?', expect: categoryValue('Lácteos') },
  { question: '¿Cuánto dinero tengo parado en carnes?', expect: categoryValue('Carnes') },
  { question: 'valor de abarrotes en almacén', expect: categoryValue('Abarrotes') },
  { question: 'cuanto vale toda la verdura que tenemos guardada', expect: categoryValue('Verduras') },

  // ── Proveedores ─────────────────────────────────────────────────────────────
  { question: '¿Con cuántos proveedores trabajamos actualmente?', expect: SUPPLIER_COUNT },
  { question: 'cuantos proveedores tenemos dados de alta', expect: SUPPLIER_COUNT },
  { question: '¿A cuántos proveedores les estamos comprando, paisano?', expect: SUPPLIER_COUNT },

  // ── Pedidos abiertos ────────────────────────────────────────────────────────
  { question: 'pedidos pendientes?', expect: OPEN_ORDERS },
  { question: '¿Cuántos pedidos tenemos todavía sin llegar y por cuánto dinero?', expect: OPEN_ORDERS },
  {
    question: 'oye hay algun pedido que todavia no nos hayan entregado y de cuanto es',
    expect: OPEN_ORDERS,
  },
  {
    question: '¿Cuántas órdenes de compra están pendientes de recibir y cuál es su importe total?',
    expect: OPEN_ORDERS,
  },

  // ── Bajo mínimo ─────────────────────────────────────────────────────────────
  { question: 'q se sta acabando', expect: LOW_STOCK },
  {
    question: 'que cosas ya estan por acabarse mija para que las pidamos de una vez antes del fin de semana',
    expect: LOW_STOCK,
  },
  { question: 'productos bajo mínimo', expect: LOW_STOCK },
  { question: '¿Qué tengo que resurtir ya?', expect: LOW_STOCK },

  // ── Valor del inventario ────────────────────────────────────────────────────
  { question: '¿Cuál es el valor total del inventario a la fecha?', expect: INVENTORY_VALUE },
  { question: '¿Cuánto vale todo lo que tengo en la bodega?', expect: INVENTORY_VALUE },
  { question: 'valor total inventario pls', expect: INVENTORY_VALUE },
  { question: 'cuanto vale todo lo q ai', expect: INVENTORY_VALUE },

  // ── Último pedido ───────────────────────────────────────────────────────────
  { question: 'último pedido que hicimos', expect: LAST_ORDER },
  { question: '¿Cuál fue la orden de compra más reciente y por qué monto?', expect: LAST_ORDER },
  { question: 'cual fue el ultimo pedido que mandamos a hacer', expect: LAST_ORDER },

  // ── Seguimientos (con historial) ────────────────────────────────────────────
  { history: ['cuanto ai de tomate'], question: 'y d cebolla', expect: stock('Cebolla blanca') },
  {
    history: ['¿Cuánto se gastó en compras durante marzo?'],
    question: '¿Y en abril?',
    expect: spend('2026-04-01', '2026-05-01'),
  },
  {
    history: ['¿Cuánto se le compró a Carnes Don Chuy en abril?'],
    question: '¿Y a Abarrotes El Sol en ese mismo mes?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    history: ['cuánto gastamos el mes pasado'],
    question: 'y nomás con los de la merced?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['oye mija cuanto me cuesta hacer el guacamole'],
    question: 'y la salsa roja cuanto',
    expect: recipeCost('Salsa roja'),
  },
  {
    history: ['a cómo está el aguacate'],
    question: 'y quién lo da más barato',
    expect: cheapest('Aguacate Hass'),
  },
  {
    history: ['¿Cuántas porciones de pastor salen con lo que hay?'],
    question: 'Órale, ¿y de bistec?',
    expect: portions('Tacos de bistec'),
  },
  {
    history: ['q se sta acabando', 'cuanto vale todo lo q ai'],
    question: 'y nomas los lacteos',
    expect: categoryValue('Lácteos'),
  },
  {
    history: ['¿Cuánto pagamos el quesillo la última vez?'],
    question: '¿Y la crema?',
    expect: lastPaid('Crema ácida'),
  },
];
