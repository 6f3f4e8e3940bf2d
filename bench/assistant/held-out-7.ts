import {
  type BenchCase,
  cheapest,
  categoryValue,
  currentPrice,
  fell,
  INVENTORY_VALUE,
  LAST_ORDER,
  OPEN_ORDERS,
  rose,
  stock,
  TOMORROW,
} from './cases';

/*
 * Held-out set 7, about the seeded Taquería El Fogón. Voices mixed throughout:
 *  - an owner from Puebla who talks about "el changarro", "la mercancía" and calls queso Oaxaca "quesillo";
 *  - an accountant who asks for the "valor del inventario a costo", folios, importes and existencias;
 *  - a waiter-turned-manager who mixes in English ("el stock", "los orders", "el supplier");
 *  - a worried owner who asks with negatives and doubts ("¿no se supone que…?", "¿a poco…?").
 * Questions name products the way people talk (partial names, plurals, no accents, a typo now and then);
 * the expectations use the exact seeded names.
 * Dates: "today" is Monday 15 June 2026 (America/Mexico_City). A named period is [from, to) in calendar
 * days ("en mayo" → 2026-05-01..2026-06-01, "en lo que va del año" → 2026-01-01..TOMORROW); a price
 * question without a period uses the rose()/fell() defaults.
 */
export const HELD_OUT_7: BenchCase[] = [
  // inventoryValue
  { question: '¿Cuánto vale toda la mercancía que tengo ahorita en el changarro?', expect: INVENTORY_VALUE },
  {
    question: 'Necesito el valor del inventario a costo al día de hoy, de todos los productos.',
    expect: INVENTORY_VALUE,
  },
  { question: '¿Cuánto money tenemos metido en el stock, en total?', expect: INVENTORY_VALUE },
  {
    question: '¿A poco tenemos tanto dinero parado en la bodega? ¿Cuánto vale todo el inventario?',
    expect: INVENTORY_VALUE,
  },
  { question: 'cuanto vale mi inventario completo', expect: INVENTORY_VALUE },
  {
    question: 'Para el cierre, ¿cuál es el valor total de las existencias valuadas a su precio actual?',
    expect: INVENTORY_VALUE,
  },
  {
    history: ['¿Cuánto vale lo que tengo en lácteos?'],
    question: '¿Y ya todo junto, sumando todas las categorías?',
    expect: INVENTORY_VALUE,
  },

  // cheapestSupplier
  { question: '¿Con quién me sale más barato el jitomate para el changarro?', expect: cheapest('Jitomate saladet') },
  { question: '¿Qué supplier me da la cebolla más barata?', expect: cheapest('Cebolla blanca') },
  {
    question: '¿No será que estoy pagando el quesillo más caro de lo que debería? ¿Quién me lo vende más barato?',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    question: 'De los proveedores que nos han surtido aguacate, ¿cuál tiene el precio unitario más bajo?',
    expect: cheapest('Aguacate Hass'),
  },
  { question: 'a quien le compro mas barato el aceite', expect: cheapest('Aceite vegetal') },
  { question: 'Para las tortillas, ¿cuál es el supplier más cheap?', expect: cheapest('Tortilla de maíz') },
  {
    history: ['¿Cuánto aguacate me queda?'],
    question: '¿Y con qué proveedor me sale más barato?',
    expect: cheapest('Aguacate Hass'),
  },

  // openOrders
  { question: '¿Cuántos pedidos me faltan por llegar al changarro y cuánto suman?', expect: OPEN_ORDERS },
  { question: '¿Cuál es el monto total de las órdenes de compra pendientes de recibir?', expect: OPEN_ORDERS },
  { question: '¿Cuántos orders tenemos todavía open, sin recibir?', expect: OPEN_ORDERS },
  {
    question: '¿No se supone que ya había llegado lo de las tortillas? ¿Cuántos pedidos siguen sin llegar?',
    expect: OPEN_ORDERS,
  },
  { question: '¿Todavía hay pedidos que no nos han entregado? ¿Cuántos son y de cuánto?', expect: OPEN_ORDERS },
  { question: 'pedidos pendientes', expect: OPEN_ORDERS },
  { question: '¿Cuánto dinero tengo comprometido en pedidos que aún no recibo?', expect: OPEN_ORDERS },
  {
    history: ['¿Cuánto vale todo mi inventario?'],
    question: '¿Y aparte cuánto viene en camino en pedidos que no han llegado?',
    expect: OPEN_ORDERS,
  },

  // priceMove up
  { question: '¿Qué mercancía ha subido más de precio últimamente?', expect: rose() },
  {
    question: '¿A poco subió tanto la verdura? ¿Qué producto es el que más ha subido de precio?',
    expect: rose(),
  },
  {
    question: '¿Qué insumo tuvo el mayor incremento porcentual de precio en mayo?',
    expect: rose('2026-05-01', '2026-06-01'),
  },
  { question: '¿Qué product subió más de price en marzo?', expect: rose('2026-03-01', '2026-04-01') },
  { question: 'En lo que va del año, ¿qué se ha encarecido más?', expect: rose('2026-01-01', TOMORROW) },
  {
    history: ['¿Qué subió más de precio en mayo?'],
    question: '¿Y en abril?',
    expect: rose('2026-04-01', '2026-05-01'),
  },

  // priceMove down
  { question: '¿Cuál item ha bajado más de precio recently?', expect: fell() },
  { question: '¿Qué fue lo que más bajó de precio en enero?', expect: fell('2026-01-01', '2026-02-01') },
  {
    question: '¿Qué insumo registró la mayor baja porcentual de precio en el primer trimestre?',
    expect: fell('2026-01-01', '2026-04-01'),
  },
  {
    question: '¿No bajó nada en mayo? ¿Cuál fue el producto que más bajó de precio ese mes?',
    expect: fell('2026-05-01', '2026-06-01'),
  },
  {
    history: ['¿Qué producto subió más de precio?'],
    question: '¿Y al revés, cuál bajó más?',
    expect: fell(),
  },

  // lastOrder
  { question: '¿Cuál fue el último pedido que hice para el changarro?', expect: LAST_ORDER },
  { question: '¿Cuál es el folio y el importe de la orden de compra más reciente?', expect: LAST_ORDER },
  { question: '¿Cuál fue el last order que metimos?', expect: LAST_ORDER },
  {
    question: '¿No que ya habíamos vuelto a pedir? ¿Cuál fue el pedido más reciente que levantamos?',
    expect: LAST_ORDER,
  },
  { question: 'cual fue el ultimo pedido q hicimos', expect: LAST_ORDER },
  { question: '¿Qué fue lo último que le pedimos a un proveedor? ¿Qué orden fue y de cuánto?', expect: LAST_ORDER },
  {
    history: ['¿Qué pedidos no me han llegado?'],
    question: '¿Y el último que mandé, cuál fue?',
    expect: LAST_ORDER,
  },

  // stock
  { question: '¿Cuánto quesillo me queda en el changarro?', expect: stock('Queso Oaxaca') },
  { question: '¿Cuánto stock tenemos de tortillas?', expect: stock('Tortilla de maíz') },
  { question: '¿A poco ya se nos acabó el serrano? ¿Cuánto queda?', expect: stock('Chile serrano') },
  { question: 'cuanto limon tenemos', expect: stock('Limón sin semilla') },
  { question: '¿Cuánta carne al pastor tenemos?', expect: stock('Pastor (cerdo adobado)') },
  { question: '¿Cuánto aguacte nos queda?', expect: stock('Aguacate Hass') },
  { question: '¿Cuál es la existencia actual de pechuga de pollo?', expect: stock('Pechuga de pollo') },
  { history: ['¿Cuánto jitomate tengo?'], question: '¿Y de cebolla?', expect: stock('Cebolla blanca') },

  // categoryValue
  {
    question: '¿Cuál es el valor a costo de lo que hay en la categoría de lácteos?',
    expect: categoryValue('Lácteos'),
  },
  { question: '¿Cuánto vale lo que tengo en carnes?', expect: categoryValue('Carnes') },
  {
    history: ['¿Cuánto vale lo que tengo en verduras?'],
    question: '¿Y en abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // currentPrice
  { question: '¿A cómo tengo registrado ahorita el kilo de bistec?', expect: currentPrice('Bistec de res') },
  { question: '¿Cuál es el price actual del aguacate?', expect: currentPrice('Aguacate Hass') },
  {
    history: ['¿Cuánto queso Oaxaca hay?'],
    question: '¿Y a cómo está el kilo ahorita?',
    expect: currentPrice('Queso Oaxaca'),
  },
];
