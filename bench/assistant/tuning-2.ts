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
 * A second tuning set, written apart from the first: phrasings as owners and cooks type them on a
 * phone (accents dropped, typos, slang, partial names), periods of every shape, and follow-ups.
 * Today is Monday 15 June 2026.
 */
export const TUNING_2: BenchCase[] = [
  // ── stock ──
  { question: 'cuanto queso oaxaca me queda', expect: stock('Queso Oaxaca') },
  { question: 'oye cuánto traigo de jitomate?', expect: stock('Jitomate saladet') },
  { question: '¿Cuántos kilos de bistec hay en la cámara?', expect: stock('Bistec de res') },
  { question: 'me queda crema acida??', expect: stock('Crema ácida') },
  { question: 'cuantas tortillas tengo hoy', expect: stock('Tortilla de maíz') },
  { question: 'qué onda con el aguacate, cuánto hay', expect: stock('Aguacate Hass') },
  { question: 'neta ya se acabo el pastor? cuanto queda', expect: stock('Pastor (cerdo adobado)') },
  { question: 'existencia de pechuga', expect: stock('Pechuga de pollo') },
  { question: 'Cuántos manojos de cilantro tenemos', expect: stock('Cilantro') },
  { question: 'cuanto aseite me queda', expect: stock('Aceite vegetal') },
  { question: 'limones, cuantos kg hay', expect: stock('Limón sin semilla') },
  {
    question: 'porfa revísame cuánto chile serrano hay en la bodega, que voy a hacer salsa',
    expect: stock('Chile serrano'),
  },
  { history: ['cuanto jitomate tengo'], question: 'y de cebolla?', expect: stock('Cebolla blanca') },

  // ── current price ──
  { question: 'qué precio tiene el aguacate hass', expect: currentPrice('Aguacate Hass') },
  { question: 'en cuanto esta el kilo de bistec', expect: currentPrice('Bistec de res') },
  { question: 'precio actual del queso', expect: currentPrice('Queso Oaxaca') },
  { question: '¿Cuál es el precio de la pechuga de pollo?', expect: currentPrice('Pechuga de pollo') },
  { question: 'cuanto cuesta el litro de aceite ahorita', expect: currentPrice('Aceite vegetal') },
  { question: 'a como tengo registrada la tortilla?', expect: currentPrice('Tortilla de maíz') },
  {
    history: ['¿a cuánto está el aguacate?'],
    question: '¿y el limón?',
    expect: currentPrice('Limón sin semilla'),
  },

  // ── last price paid ──
  { question: 'cuánto pagué por el jitomate la última vez', expect: lastPaid('Jitomate saladet') },
  { question: 'a como me dieron el queso en la ultima compra', expect: lastPaid('Queso Oaxaca') },
  {
    question: 'la ultima vez que compre pechuga a cuanto me la cobraron?',
    expect: lastPaid('Pechuga de pollo'),
  },
  { question: 'ultimo precio que pague de aguacate', expect: lastPaid('Aguacate Hass') },
  { question: 'la ultima vez q compre bistec cuanto pague el kilo', expect: lastPaid('Bistec de res') },
  {
    history: ['¿cuánto pagué la última vez por el queso?'],
    question: 'y por la crema',
    expect: lastPaid('Crema ácida'),
  },

  // ── cheapest supplier ──
  { question: 'quien me vende mas barato el queso', expect: cheapest('Queso Oaxaca') },
  { question: '¿Con qué proveedor me sale más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'cual proveedor tiene el aguacate mas varato', expect: cheapest('Aguacate Hass') },
  { question: 'dónde consigo el limón más barato?', expect: cheapest('Limón sin semilla') },
  {
    history: ['con quién compro más barato el jitomate'],
    question: 'y la cebolla?',
    expect: cheapest('Cebolla blanca'),
  },

  // ── spending ──
  { question: 'cuanto gaste en marzo', expect: spend('2026-03-01', '2026-04-01') },
  { history: ['¿cuánto gasté en marzo?'], question: '¿y en abril?', expect: spend('2026-04-01', '2026-05-01') },
  { question: 'cuánto llevo gastado este mes en compras', expect: spend('2026-06-01', TOMORROW) },
  { question: 'cuanto gastamos el mes pasado?', expect: spend('2026-05-01', '2026-06-01') },
  { question: 'oye y la semana pasada cuánto se gastó en pedidos', expect: spend('2026-06-08', '2026-06-15') },
  { question: 'en lo que va del año cuanto llevo en compras?', expect: spend('2026-01-01', TOMORROW) },
  { question: 'total de compras en 2026', expect: spend('2026-01-01', '2027-01-01') },
  { question: 'cuánto gasté del 1 al 15 de mayo', expect: spend('2026-05-01', '2026-05-16') },
  { question: 'gasto total entre marzo y abril', expect: spend('2026-03-01', '2026-05-01') },
  {
    history: ['cuanto gaste en febrero'],
    question: '¿y en todo el primer trimestre?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'cuánto le he comprado a Carnes Don Chuy en lo que va del año',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['cuánto le he comprado a Carnes Don Chuy en lo que va del año'],
    question: 'y a los de lácteos?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'cuanto le pague a abarrotes el sol en abril',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: 'cuánto le compré a la merced en enero?',
    expect: spend('2026-01-01', '2026-02-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['¿cuánto gasté el mes pasado?'],
    question: 'y nomás con verduras la merced',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Verduras La Merced' }),
  },
  {
    question: 'cuanto gaste en queso en abril',
    expect: spend('2026-04-01', '2026-05-01', { product: 'Queso Oaxaca' }),
  },
  {
    history: ['cuanto gaste en queso en abril'],
    question: 'y en mayo',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Queso Oaxaca' }),
  },
  {
    question: 'cuánto he gastado en aguacate en lo que va del año',
    expect: spend('2026-01-01', TOMORROW, { product: 'Aguacate Hass' }),
  },
  {
    question: 'cuanto dinero se me fue en jitomate entre enero y marzo',
    expect: spend('2026-01-01', '2026-04-01', { product: 'Jitomate saladet' }),
  },
  {
    question: 'Cuánto llevo gastado en bistec desde abril?',
    expect: spend('2026-04-01', TOMORROW, { product: 'Bistec de res' }),
  },

  // ── supplier count ──
  { question: 'cuántos proveedores tengo', expect: SUPPLIER_COUNT },
  { question: 'con cuantos proveedores trabajo?', expect: SUPPLIER_COUNT },
  { question: 'numero de proveedores registrados porfa', expect: SUPPLIER_COUNT },

  // ── open orders ──
  { question: 'tengo pedidos pendientes?', expect: OPEN_ORDERS },
  { question: '¿Cuántas órdenes de compra siguen abiertas?', expect: OPEN_ORDERS },
  { question: 'que pedidos no me han llegado todavia', expect: OPEN_ORDERS },
  { question: 'cuanto suman los pedidos que faltan por recibir', expect: OPEN_ORDERS },

  // ── last order ──
  { question: 'cuál fue mi último pedido', expect: LAST_ORDER },
  { question: 'mi orden de compra mas reciente cual es?', expect: LAST_ORDER },
  {
    history: ['tengo pedidos pendientes?'],
    question: 'ok y cuál fue el último pedido que hice',
    expect: LAST_ORDER,
  },

  // ── price moves ──
  { question: 'qué ha subido de precio últimamente?', expect: rose() },
  { question: 'cual producto subio mas en abril', expect: rose('2026-04-01', '2026-05-01') },
  {
    question: 'en lo que va del año qué es lo que más ha subido de precio',
    expect: rose('2026-01-01', TOMORROW),
  },
  {
    history: ['¿qué producto subió más de precio en abril?'],
    question: 'y en mayo?',
    expect: rose('2026-05-01', '2026-06-01'),
  },
  { question: 'hay algo que haya bajado de precio?', expect: fell() },
  { question: 'que bajo mas de precio en marzo', expect: fell('2026-03-01', '2026-04-01') },
  {
    history: ['¿qué bajó de precio en marzo?'],
    question: '¿y en mayo?',
    expect: fell('2026-05-01', '2026-06-01'),
  },

  // ── recipe cost ──
  { question: 'cuánto me cuesta hacer el guacamole', expect: recipeCost('Guacamole') },
  { question: 'costo de la receta de tacos al pastor', expect: recipeCost('Tacos al pastor') },
  { question: 'cuanto me sale producir las quesadillas de queso?', expect: recipeCost('Quesadillas de queso') },
  { question: 'qué costo tiene cada porcion de tacos de bistec', expect: recipeCost('Tacos de bistec') },
  {
    history: ['cuánto me cuesta hacer el guacamole'],
    question: '¿y la salsa roja?',
    expect: recipeCost('Salsa roja'),
  },

  // ── portions ──
  {
    question: 'cuantas porciones de tacos al pastor me salen con lo que hay',
    expect: portions('Tacos al pastor'),
  },
  { question: 'me alcanza para cuántas porciones de guacamole?', expect: portions('Guacamole') },
  { question: 'para cuantos litros de salsa roja me alcanza con lo que tengo', expect: portions('Salsa roja') },
  {
    history: ['¿cuántas porciones de tacos al pastor puedo sacar?'],
    question: 'y de bistec?',
    expect: portions('Tacos de bistec'),
  },
  {
    history: ['cuanto queso oaxaca me queda', 'y crema?'],
    question: 'ok y cuántas quesadillas puedo hacer con eso',
    expect: portions('Quesadillas de queso'),
  },

  // ── low stock ──
  { question: 'qué se me está acabando?', expect: LOW_STOCK },
  { question: 'ando corto de algo?', expect: LOW_STOCK },
  { question: '¿Qué productos están por debajo del mínimo?', expect: LOW_STOCK },
  { question: 'que cosas estan bajo minimo, neta necesito saber q resurtir', expect: LOW_STOCK },

  // ── category value ──
  { question: 'cuánto dinero tengo en carnes', expect: categoryValue('Carnes') },
  { question: 'valor de mis lacteos en inventario', expect: categoryValue('Lácteos') },
  { question: 'cuanto vale lo que tengo de abarrotes?', expect: categoryValue('Abarrotes') },
  {
    history: ['cuánto vale mi inventario de carnes'],
    question: 'y el de verduras',
    expect: categoryValue('Verduras'),
  },

  // ── inventory value ──
  { question: 'cuánto vale todo mi inventario', expect: INVENTORY_VALUE },
  { question: 'valor total de la bodega hoy', expect: INVENTORY_VALUE },
  {
    history: ['qué se me está acabando'],
    question: 'va, y en total cuánto vale todo lo que tengo en existencia?',
    expect: INVENTORY_VALUE,
  },
];
