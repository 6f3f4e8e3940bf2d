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

/*
 * Fourth tuning set. Voices: a new waiter asking on the boss's behalf, a chef trained in Spain,
 * a grandmother who runs a fonda, a teenager who abbreviates everything, a busy owner typing two
 * words, people who put the period or the product first, impersonal forms, and negative or
 * indirect questions. Today is Monday 15 June 2026.
 */
export const TUNING_4: BenchCase[] = [
  // ── stock ──────────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto hay de tomate?', expect: stock('Jitomate saladet') },
  { question: '¿Qué tal vamos de queso?', expect: stock('Queso Oaxaca') },
  { question: 'Oye, ¿me queda algo de crema agria o ya se ha acabado?', expect: stock('Crema ácida') },
  {
    question:
      'Buenas tardes, disculpe usted la molestia. ¿Me podría decir cuánto limón nos queda en la cocina? Es que mañana viene mucha gente a almorzar y no quiero quedarme corta. Muchas gracias, que Dios se lo pague.',
    expect: stock('Limón sin semilla'),
  },
  { question: 'cnto hay d pollo xfa', expect: stock('Pechuga de pollo') },
  { question: '¿No nos queda nada de cilantro?', expect: stock('Cilantro') },
  { question: 'Quisiera saber si todavía hay pastor', expect: stock('Pastor (cerdo adobado)') },
  { question: 'Del aceite, ¿cuántos litros tenemos?', expect: stock('Aceite vegetal') },
  { question: '¿Cuánto bistec hay en existencia?', expect: stock('Bistec de res') },
  {
    history: ['¿Cuánto hay de cebolla?'],
    question: '¿Y de chile serrano?',
    expect: stock('Chile serrano'),
  },
  {
    history: ['existencia bistec'],
    question: 'tortillas?',
    expect: stock('Tortilla de maíz'),
  },
  {
    history: ['¿A cómo está el aguacate ahorita?'],
    question: '¿Y cuánto nos queda de ese?',
    expect: stock('Aguacate Hass'),
  },

  // ── current price ──────────────────────────────────────────────────────────────────────────
  {
    question: 'Hola, soy nuevo. Mi patrón quiere saber a cómo tenemos registrado el kilo de bistec',
    expect: currentPrice('Bistec de res'),
  },
  { question: '¿A cuánto nos sale ahora mismo el kilo de pollo?', expect: currentPrice('Pechuga de pollo') },
  { question: 'q precio tiene el aceite ahorita', expect: currentPrice('Aceite vegetal') },
  { question: 'precio tortilla', expect: currentPrice('Tortilla de maíz') },
  {
    question:
      'Buenos días. Disculpe, ¿me podría decir qué precio tiene ahorita la crema? Es para sacar bien mis cuentas de la semana. Se lo agradezco mucho.',
    expect: currentPrice('Crema ácida'),
  },
  { question: 'El limón, ¿a cómo está?', expect: currentPrice('Limón sin semilla') },
  {
    history: ['¿Cuánto pastor nos queda?'],
    question: '¿Y a cómo está el kilo?',
    expect: currentPrice('Pastor (cerdo adobado)'),
  },
  {
    history: ['precio actual del jitomate'],
    question: '¿y el de la cebolla?',
    expect: currentPrice('Cebolla blanca'),
  },

  // ── last price paid ────────────────────────────────────────────────────────────────────────
  { question: 'Del aguacate, ¿a cuánto lo pagué la última vez?', expect: lastPaid('Aguacate Hass') },
  { question: '¿A cuánto se pagó el limón en la última compra?', expect: lastPaid('Limón sin semilla') },
  { question: 'cnto pagamos x el chile la ultima vez q compramos', expect: lastPaid('Chile serrano') },
  {
    question: 'El jefe pregunta a cuánto nos dieron la pechuga la última vez que la pedimos',
    expect: lastPaid('Pechuga de pollo'),
  },
  { question: '¿A cuánto nos cobraron el bistec en el último albarán?', expect: lastPaid('Bistec de res') },
  {
    history: ['¿Cuánto queso nos queda?'],
    question: '¿Y en la última compra a cuánto lo pagamos?',
    expect: lastPaid('Queso Oaxaca'),
  },

  // ── cheapest supplier ──────────────────────────────────────────────────────────────────────
  { question: 'dnd sale + barata la cebolla', expect: cheapest('Cebolla blanca') },
  {
    question:
      'Disculpe que le moleste, ¿me podría decir con qué proveedor nos conviene más comprar el queso Oaxaca? Quiero saber con cuál sale más económico, por favor.',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    history: ['Del aguacate, ¿cuánto tenemos?'],
    question: '¿Y quién nos lo da más barato?',
    expect: cheapest('Aguacate Hass'),
  },
  {
    history: ['¿A cómo está el jitomate?', '¿Y cuánto hay?'],
    question: '¿Qué proveedor lo vende más barato?',
    expect: cheapest('Jitomate saladet'),
  },

  // ── spending ───────────────────────────────────────────────────────────────────────────────
  { question: 'gasto mayo', expect: spend('2026-05-01', '2026-06-01') },
  { question: 'En abril, ¿cuánto se gastó?', expect: spend('2026-04-01', '2026-05-01') },
  { question: '¿Cuánto nos hemos dejado en lo que va del año?', expect: spend('2026-01-01', TOMORROW) },
  {
    question: '¿Cuánto nos hemos dejado con Don Chuy en abril?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question:
      'Buenas tardes. Disculpe, ¿me podría decir cuánto gastamos en total durante el primer trimestre del año? Mi hijo me lo pidió para la contabilidad.',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: '¿Cuánto dinero se fue en jitomate de enero a mayo?',
    expect: spend('2026-01-01', '2026-06-01', { product: 'Jitomate saladet' }),
  },
  {
    question: '¿Cuánto le pagamos a La Merced el mes pasado?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Verduras La Merced' }),
  },
  { question: '¿Cuánto se gastó del 1 al 20 de marzo?', expect: spend('2026-03-01', '2026-03-21') },
  { question: '¿Cuánto llevamos gastado este mes?', expect: spend('2026-06-01', TOMORROW) },
  { question: 'la semana pasada cuánto se gastó?', expect: spend('2026-06-08', '2026-06-15') },
  {
    question: '¿Cuánto le llevamos comprado a Lácteos San Juan en 2026?',
    expect: spend('2026-01-01', '2027-01-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'De febrero a abril, ¿cuánto nos hemos dejado en bistec?',
    expect: spend('2026-02-01', '2026-05-01', { product: 'Bistec de res' }),
  },
  {
    history: ['¿Cuánto le compramos a Lácteos San Juan en marzo?'],
    question: '¿Y en mayo?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    history: ['gasto abril'],
    question: '¿y de eso cuánto fue en queso?',
    expect: spend('2026-04-01', '2026-05-01', { product: 'Queso Oaxaca' }),
  },
  {
    history: ['¿Cuánto gastamos en enero?'],
    question: '¿Y en los últimos 30 días?',
    expect: spend('2026-05-16', TOMORROW),
  },
  {
    history: ['¿Cuánto gastamos en enero?', '¿Y en febrero?'],
    question: '¿Y de eso cuánto fue con Don Chuy?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Carnes Don Chuy' }),
  },

  // ── supplier count ─────────────────────────────────────────────────────────────────────────
  { question: 'proveedores cuantos', expect: SUPPLIER_COUNT },
  {
    question: 'Disculpe, joven, ¿me podría decir con cuántos proveedores trabajamos actualmente? Gracias.',
    expect: SUPPLIER_COUNT,
  },
  {
    history: ['¿Cuánto le compramos a Don Chuy en abril?'],
    question: '¿Y cuántos proveedores tenemos en total?',
    expect: SUPPLIER_COUNT,
  },

  // ── open orders ────────────────────────────────────────────────────────────────────────────
  { question: 'pedidos pendientes?', expect: OPEN_ORDERS },
  {
    question: 'El jefe quiere saber cuántos pedidos no han llegado todavía y de cuánto son',
    expect: OPEN_ORDERS,
  },
  { question: '¿No hay ningún pedido abierto?', expect: OPEN_ORDERS },
  {
    history: ['¿Cuál fue el último pedido?'],
    question: '¿Y cuántos siguen sin recibirse?',
    expect: OPEN_ORDERS,
  },

  // ── price moves ────────────────────────────────────────────────────────────────────────────
  { question: '¿Qué producto se ha encarecido más últimamente?', expect: rose() },
  { question: '¿Qué ha bajado más de precio recientemente?', expect: fell() },
  {
    question: 'Disculpe, ¿me podría decir cuál fue el producto que más nos subió de precio en abril?',
    expect: rose('2026-04-01', '2026-05-01'),
  },
  { question: 'q bajo + d precio n enero', expect: fell('2026-01-01', '2026-02-01') },
  { question: 'En marzo, ¿qué subió más?', expect: rose('2026-03-01', '2026-04-01') },
  { question: '¿Qué se puso más caro en los últimos 30 días?', expect: rose('2026-05-16', TOMORROW) },
  {
    history: ['¿Qué producto subió más de precio en mayo?'],
    question: '¿Y cuál bajó más?',
    expect: fell('2026-05-01', '2026-06-01'),
  },

  // ── recipe cost ────────────────────────────────────────────────────────────────────────────
  { question: 'cnto sale hacer la salsa roja', expect: recipeCost('Salsa roja') },
  {
    question:
      'Disculpe, ¿me podría decir cuánto me sale cada quesadilla de queso con los precios de ahora? Es para ver si le subo tantito al precio. Muy amable.',
    expect: recipeCost('Quesadillas de queso'),
  },
  {
    question: 'El jefe quiere saber cuánto cuesta la receta de los tacos al pastor',
    expect: recipeCost('Tacos al pastor'),
  },
  {
    history: ['¿Cuántas porciones de tacos de bistec puedo sacar?'],
    question: '¿Y cuánto cuesta preparar esa receta?',
    expect: recipeCost('Tacos de bistec'),
  },

  // ── portions ───────────────────────────────────────────────────────────────────────────────
  { question: '¿Para cuántas porciones de guacamole nos alcanza con lo que hay?', expect: portions('Guacamole') },
  {
    question: '¿Cuántas raciones de tacos al pastor puedo sacar con lo que tenemos?',
    expect: portions('Tacos al pastor'),
  },
  { question: 'cntas quesadillas salen cn lo q hay', expect: portions('Quesadillas de queso') },
  {
    history: ['¿Cuánto cuesta hacer la salsa roja?'],
    question: '¿Y cuánta podemos preparar con lo que queda?',
    expect: portions('Salsa roja'),
  },

  // ── low stock ──────────────────────────────────────────────────────────────────────────────
  { question: 'bajo mínimo?', expect: LOW_STOCK },
  {
    question:
      'Disculpe la molestia, ¿me podría decir qué cosas están por acabarse? Es para mandar a pedirlas a tiempo y que no nos falte nada.',
    expect: LOW_STOCK,
  },
  { question: '¿No hay nada por debajo del mínimo?', expect: LOW_STOCK },

  // ── category value ─────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto vale lo que tenemos de carnes?', expect: categoryValue('Carnes') },
  { question: '¿Cuánto dinero tenemos parado en verduras?', expect: categoryValue('Verduras') },
  {
    question: 'Disculpe, ¿me podría decir cuánto vale en total lo que hay de lácteos en la cocina?',
    expect: categoryValue('Lácteos'),
  },
  {
    history: ['¿Cuánto vale todo el inventario?'],
    question: '¿Y nada más la categoría de abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // ── inventory value ────────────────────────────────────────────────────────────────────────
  { question: 'valor inventario', expect: INVENTORY_VALUE },
  { question: 'Mi jefe pregunta cuánto vale todo lo que tenemos en el almacén', expect: INVENTORY_VALUE },
  { question: '¿En cuánto se valora el inventario completo?', expect: INVENTORY_VALUE },

  // ── last order ─────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuál fue el último pedido que hicimos?', expect: LAST_ORDER },
  { question: 'cual fue el ultimo pedido q hicimos y d cnto fue', expect: LAST_ORDER },
  {
    history: ['¿Cuántos proveedores tenemos?'],
    question: '¿Y el pedido más reciente cuál es?',
    expect: LAST_ORDER,
  },
];
