import {
  cheapest,
  categoryValue,
  currentPrice,
  fell,
  INVENTORY_VALUE,
  LAST_ORDER,
  lastPaid,
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
 * Fifth held-out set: one month (June 2026) of a small taquería that just started using the app.
 * Voices: the owner, her partner (money), the head cook (stock and portions), a part-time bookkeeper
 * (exact periods) and a nephew who helps on weekends (social-media spelling).
 * Today is Monday 15 June 2026; periods are [from, to) calendar days.
 */
export const HELD_OUT_5: BenchCase[] = [
  // ── stock ────────────────────────────────────────────────────────────────────────────────
  { question: 'Buenos días. ¿Cuántos kilos de jitomate tenemos hoy?', expect: stock('Jitomate saladet') },
  {
    history: ['Buenos días. ¿Cuántos kilos de jitomate tenemos hoy?'],
    question: '¿Y de cebolla cuánto queda?',
    expect: stock('Cebolla blanca'),
  },
  { question: 'oye cuanto aguacate ay en la bodega??', expect: stock('Aguacate Hass') },
  { question: 'De tortillas, ¿cuántos kilos nos quedan?', expect: stock('Tortilla de maíz') },
  {
    question: 'Quisiera saber cuánta crema nos queda, no sé si alcance para el fin de semana.',
    expect: stock('Crema ácida'),
  },
  { question: 'El queso oaxaca, ¿cuánto hay?', expect: stock('Queso Oaxaca') },
  { question: 'No me acuerdo si pedimos limones. ¿Cuánto limón tenemos?', expect: stock('Limón sin semilla') },
  { question: 'cuantos manojitos de cilantro quedan', expect: stock('Cilantro') },
  { question: 'Me puedes decir cuánta carne de pastor hay en existencia', expect: stock('Pastor (cerdo adobado)') },
  {
    history: ['¿Cuánto bistec tenemos?'],
    question: '¿Y de pechuga?',
    expect: stock('Pechuga de pollo'),
  },
  { question: '¿Cuántos litros de aceite quedan?', expect: stock('Aceite vegetal') },
  { question: 'chiles serranos cuantos kg tenemos? 🌶️', expect: stock('Chile serrano') },

  // ── current price ────────────────────────────────────────────────────────────────────────
  { question: '¿A cuánto tenemos el kilo de bistec?', expect: currentPrice('Bistec de res') },
  { question: 'Precio actual del cilantro, por favor.', expect: currentPrice('Cilantro') },
  {
    history: ['Precio actual del cilantro, por favor.'],
    question: '¿Y el del limón?',
    expect: currentPrice('Limón sin semilla'),
  },
  { question: 'a como esta la tortiya ahorita', expect: currentPrice('Tortilla de maíz') },
  {
    history: ['a como esta la tortiya ahorita'],
    question: 'y el aceite?',
    expect: currentPrice('Aceite vegetal'),
  },
  { question: 'El pastor adobado, ¿qué precio tiene registrado?', expect: currentPrice('Pastor (cerdo adobado)') },
  { question: '¿Cuánto nos cuesta hoy el kilo de pechuga de pollo?', expect: currentPrice('Pechuga de pollo') },
  { question: 'No sé si cambió el precio del aguacate. ¿En cuánto lo tenemos?', expect: currentPrice('Aguacate Hass') },

  // ── last price paid ──────────────────────────────────────────────────────────────────────
  {
    history: ['No sé si cambió el precio del aguacate. ¿En cuánto lo tenemos?'],
    question: '¿Y cuánto lo pagamos la última vez que lo compramos?',
    expect: lastPaid('Aguacate Hass'),
  },
  { question: 'La última vez que compramos jitomate, ¿a cómo nos lo dejaron?', expect: lastPaid('Jitomate saladet') },
  { question: '¿Cuánto pagamos por kilo de queso Oaxaca en la compra más reciente?', expect: lastPaid('Queso Oaxaca') },
  { question: 'en el ultimo pedido a cuanto salio el chile serrano', expect: lastPaid('Chile serrano') },
  { question: 'Me puedes decir a qué precio compramos la crema la última vez', expect: lastPaid('Crema ácida') },
  { question: 'Bistec: ¿cuánto pagamos el kilo en la última compra?', expect: lastPaid('Bistec de res') },

  // ── cheapest supplier ────────────────────────────────────────────────────────────────────
  { question: '¿Quién nos vende más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'La cebolla blanca, ¿con qué proveedor sale más barata?', expect: cheapest('Cebolla blanca') },
  {
    history: ['cuanto queso oaxaca hay', 'y a como lo pagamos la ultima vez'],
    question: 'y quien lo da mas barato?',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    question: '¿Nos conviene más comprar el jitomate con los de La Merced o con El Sol?',
    expect: cheapest('Jitomate saladet'),
  },

  // ── spending ─────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto gastamos en compras en marzo?', expect: spend('2026-03-01', '2026-04-01') },
  {
    history: ['¿Cuánto gastamos en compras en marzo?'],
    question: '¿Y en abril?',
    expect: spend('2026-04-01', '2026-05-01'),
  },
  { question: '¿Cuánto se nos fue en compras el mes pasado?', expect: spend('2026-05-01', '2026-06-01') },
  {
    history: ['Cuánto llevamos gastado el mes pasado', 'y en abril'],
    question: '¿Y en todo el primer trimestre?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'Necesito el total de compras del 1 al 10 de mayo, ambos días incluidos.',
    expect: spend('2026-05-01', '2026-05-11'),
  },
  { question: 'En lo que va del año, ¿cuánto llevamos gastado en compras?', expect: spend('2026-01-01', TOMORROW) },
  {
    question: 'En enero, ¿cuánto le compramos a Verduras La Merced?',
    expect: spend('2026-01-01', '2026-02-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['¿Cuánto le pagamos a Don Chuy en febrero?'],
    question: '¿Y sumando de febrero a abril?',
    expect: spend('2026-02-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['Cuánto le pagamos a Lácteos San Juan en marzo'],
    question: '¿Y en los últimos 30 días?',
    expect: spend('2026-05-16', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'Para cerrar el primer trimestre: ¿cuánto le compramos a Abarrotes El Sol de enero a marzo?',
    expect: spend('2026-01-01', '2026-04-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: '¿Cuánto se nos va en jitomate en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Jitomate saladet' }),
  },
  {
    history: ['¿Cuánto se nos va en jitomate en lo que va del año?'],
    question: '¿Y en bistec?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Bistec de res' }),
  },
  {
    question: 'Queso Oaxaca entre abril y mayo: ¿cuánto gastamos?',
    expect: spend('2026-04-01', '2026-06-01', { product: 'Queso Oaxaca' }),
  },
  {
    question: 'cuanta lana se fue en aguacates en marzo',
    expect: spend('2026-03-01', '2026-04-01', { product: 'Aguacate Hass' }),
  },
  {
    question: 'De marzo a mayo, ¿cuánto dinero se nos fue en cebolla?',
    expect: spend('2026-03-01', '2026-06-01', { product: 'Cebolla blanca' }),
  },

  // ── supplier count ───────────────────────────────────────────────────────────────────────
  { question: '¿Con cuántos proveedores trabajamos?', expect: SUPPLIER_COUNT },
  { question: 'cuantos proveedores tengo dados de alta', expect: SUPPLIER_COUNT },
  {
    history: ['¿Cuánto gastamos en compras en marzo?'],
    question: 'Oye, ¿y cuántos proveedores son en total?',
    expect: SUPPLIER_COUNT,
  },

  // ── open orders ──────────────────────────────────────────────────────────────────────────
  { question: '¿Cuántos pedidos tenemos pendientes y de cuánto son?', expect: OPEN_ORDERS },
  { question: '¿Hay órdenes de compra que todavía no nos llegan?', expect: OPEN_ORDERS },
  {
    history: ['¿Con cuántos proveedores trabajamos?'],
    question: '¿Y cuántos pedidos siguen sin llegar?',
    expect: OPEN_ORDERS,
  },
  { question: 'cuanto dinero tenemos en pedidos abiertos?', expect: OPEN_ORDERS },

  // ── price moves ──────────────────────────────────────────────────────────────────────────
  { question: '¿Qué producto ha subido más de precio últimamente?', expect: rose() },
  { question: 'Quisiera saber qué insumo se ha abaratado más en estos meses.', expect: fell() },
  { question: 'En marzo, ¿qué fue lo que más subió de precio?', expect: rose('2026-03-01', '2026-04-01') },
  {
    history: ['En marzo, ¿qué fue lo que más subió de precio?'],
    question: '¿Y qué bajó más?',
    expect: fell('2026-03-01', '2026-04-01'),
  },
  { question: 'El mes pasado, ¿qué producto bajó más de precio?', expect: fell('2026-05-01', '2026-06-01') },
  { question: 'en los ultimos 30 dias que se puso mas caro', expect: rose('2026-05-16', TOMORROW) },
  {
    question: 'Del primer trimestre, ¿cuál fue el producto con la mayor baja de precio?',
    expect: fell('2026-01-01', '2026-04-01'),
  },

  // ── recipe cost ──────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto me cuesta preparar el guacamole?', expect: recipeCost('Guacamole') },
  { question: '¿Cuánto nos sale cada orden de tacos al pastor?', expect: recipeCost('Tacos al pastor') },
  { question: 'Costo de la receta de salsa roja', expect: recipeCost('Salsa roja') },
  {
    history: ['¿Cuántas quesadillas salen con lo que hay?'],
    question: '¿Y cuánto me cuesta hacer cada una?',
    expect: recipeCost('Quesadillas de queso'),
  },
  { question: 'Los tacos de bistec, ¿cuánto nos cuesta producirlos?', expect: recipeCost('Tacos de bistec') },

  // ── portions ─────────────────────────────────────────────────────────────────────────────
  {
    history: ['Me puedes decir cuánta carne de pastor hay en existencia'],
    question: '¿Para cuántos tacos al pastor me alcanza?',
    expect: portions('Tacos al pastor'),
  },
  {
    history: ['¿Cuánto me cuesta preparar el guacamole?'],
    question: '¿Y cuántas porciones puedo sacar con lo que tengo?',
    expect: portions('Guacamole'),
  },
  { question: 'bro cuantas quesadillas salen con lo q hay jaja', expect: portions('Quesadillas de queso') },
  { question: '¿Cuántos litros de salsa roja podemos hacer hoy con lo que hay?', expect: portions('Salsa roja') },
  { question: 'Para el sábado, ¿cuántas órdenes de tacos de bistec puedo sacar?', expect: portions('Tacos de bistec') },

  // ── category value ───────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto dinero tenemos en verduras?', expect: categoryValue('Verduras') },
  {
    history: ['¿Cuánto vale todo el inventario?'],
    question: '¿Y nada más las carnes?',
    expect: categoryValue('Carnes'),
  },
  { question: 'Lo de abarrotes que está en bodega, ¿cuánto vale?', expect: categoryValue('Abarrotes') },
  { question: 'valor de los lacteos que tenemos', expect: categoryValue('Lácteos') },

  // ── inventory value ──────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto vale todo el inventario?', expect: INVENTORY_VALUE },
  { question: '¿Cuánta lana tenemos metida en mercancía ahorita?', expect: INVENTORY_VALUE },
  { question: 'Me puedes decir el valor total de lo que hay en existencia', expect: INVENTORY_VALUE },
  {
    history: ['¿Cuánto dinero tenemos en verduras?'],
    question: '¿Y sumando todo lo que hay en la bodega?',
    expect: INVENTORY_VALUE,
  },

  // ── last order ───────────────────────────────────────────────────────────────────────────
  { question: '¿Cuál fue el último pedido que hicimos?', expect: LAST_ORDER },
  { question: 'de cuanto fue la ultima orden de compra', expect: LAST_ORDER },
  {
    history: ['¿Cuántos pedidos tenemos pendientes y de cuánto son?'],
    question: '¿Y el más reciente cuál fue?',
    expect: LAST_ORDER,
  },
  { question: 'No recuerdo qué pedimos al último. ¿Cuál es la orden más reciente y por cuánto?', expect: LAST_ORDER },
];
