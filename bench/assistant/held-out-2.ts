import {
  categoryValue,
  cheapest,
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
 * A second held-out set, written only from the question kinds (cases.ts), the SQL behind each
 * expected figure (expected.ts) and the seeded taquería (src/server/test/taqueria.ts).
 * Today is Monday 15 June 2026; periods are [from, to) calendar days.
 */
export const HELD_OUT_2: BenchCase[] = [
  // --- Existencias (stock) ---
  {
    question: 'Buenas tardes. ¿Me podría decir cuánto Queso Oaxaca tenemos en existencia?',
    expect: stock('Queso Oaxaca'),
  },
  { question: 'cuanto jitomate me qeda', expect: stock('Jitomate saladet') },
  { question: 'Oye, ¿qué tanto aguacate hay ahorita en la bodega?', expect: stock('Aguacate Hass') },
  { question: 'cuánto stock tengo de aceite', expect: stock('Aceite vegetal') },
  { question: 'kuantas tortillas ay', expect: stock('Tortilla de maíz') },
  {
    question: 'Necesito saber la existencia actual de pechuga de pollo para planear el menú de mañana.',
    expect: stock('Pechuga de pollo'),
  },
  { question: 'hoy cuantos kilos de pastor hay en el refri?', expect: stock('Pastor (cerdo adobado)') },
  { question: 'limones cuantos kg hay', expect: stock('Limón sin semilla') },
  { history: ['cuanto queso oaxaca tengo'], question: 'y de cebolla?', expect: stock('Cebolla blanca') },
  { history: ['¿Cuánto cilantro tengo?'], question: '¿Y de chile serrano?', expect: stock('Chile serrano') },

  // --- Precio actual ---
  { question: '¿A cómo tengo registrado el kilo de bistec?', expect: currentPrice('Bistec de res') },
  { question: 'precio actual del queso oaxaca', expect: currentPrice('Queso Oaxaca') },
  { question: 'A cuánto está el aceite vegetal en el sistema, por favor?', expect: currentPrice('Aceite vegetal') },
  { question: 'q precio tiene el cilantro', expect: currentPrice('Cilantro') },
  {
    question: 'Quisiera saber cuál es el precio vigente de la tortilla de maíz.',
    expect: currentPrice('Tortilla de maíz'),
  },
  { question: 'cual es el price actual de la crema', expect: currentPrice('Crema ácida') },
  {
    history: ['¿Qué precio tiene ahorita el aguacate?'],
    question: '¿y el limón?',
    expect: currentPrice('Limón sin semilla'),
  },

  // --- Último precio pagado ---
  { question: '¿En cuánto me dieron el jitomate la última vez que compré?', expect: lastPaid('Jitomate saladet') },
  { question: 'a cuanto pague la pechuga en mi ultima compra', expect: lastPaid('Pechuga de pollo') },
  {
    question: 'La última vez que pedí queso Oaxaca, ¿a qué precio me lo cobraron por kilo?',
    expect: lastPaid('Queso Oaxaca'),
  },
  { question: 'ultimo precio pagado chile serrano', expect: lastPaid('Chile serrano') },
  {
    question: '¿Cuánto pagué por kilo de cebolla en el último pedido que la traía?',
    expect: lastPaid('Cebolla blanca'),
  },
  {
    history: ['cuánto tengo de pechuga', 'y de bistec?'],
    question: 'y a cómo lo pagué la última vez?',
    expect: lastPaid('Bistec de res'),
  },

  // --- Proveedor más barato ---
  { question: '¿Qué proveedor me da más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'con quien me sale mas barata la cebolla', expect: cheapest('Cebolla blanca') },
  { question: '¿Dónde me ha salido más barato el aguacate, según mis compras?', expect: cheapest('Aguacate Hass') },
  { question: 'quien me vende mas barato el limon', expect: cheapest('Limón sin semilla') },
  {
    history: ['¿cuánto queso oaxaca me queda?', 'a cuanto lo pague la ultima vez'],
    question: '¿y con cuál proveedor me sale más barato?',
    expect: cheapest('Queso Oaxaca'),
  },

  // --- Gasto ---
  { question: 'cuanto gaste en enero', expect: spend('2026-01-01', '2026-02-01') },
  { question: '¿Cuánto llevo de gasto este mes?', expect: spend('2026-06-01', TOMORROW) },
  {
    question: 'Buenas noches, ¿cuánto dinero se ha ido en compras en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW),
  },
  { question: 'cuanto gastamos la semana pasada', expect: spend('2026-06-08', '2026-06-15') },
  { question: '¿Qué tanto me gasté del 3 al 10 de abril?', expect: spend('2026-04-03', '2026-04-11') },
  { question: 'Gasto total de marzo a mayo', expect: spend('2026-03-01', '2026-06-01') },
  { question: 'la semana antepasada cuánto se gastó?', expect: spend('2026-06-01', '2026-06-08') },
  { question: 'cuánto he gastado en los últimos 30 días', expect: spend('2026-05-17', TOMORROW) },
  {
    question: 'en 2026 cuanto le he comprado a Verduras La Merced',
    expect: spend('2026-01-01', '2027-01-01', { supplier: 'Verduras La Merced' }),
  },
  {
    question: '¿Cuánto le pagué a Carnes Don Chuy en abril?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: 'gasto con lacteos san juan en el primer trimestre',
    expect: spend('2026-01-01', '2026-04-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'Cuánto me está saliendo el queso oaxaca este año, o sea cuánto llevo gastado nomás en queso',
    expect: spend('2026-01-01', TOMORROW, { product: 'Queso Oaxaca' }),
  },
  {
    question: '¿Cuánto gasté en aguacate el mes pasado?',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Aguacate Hass' }),
  },
  { history: ['¿Cuánto gasté en marzo?'], question: '¿y en febrero?', expect: spend('2026-02-01', '2026-03-01') },
  {
    history: ['cuánto le he comprado a Carnes Don Chuy este año'],
    question: '¿y a Lácteos San Juan?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    history: ['cuánto gasté en abril'],
    question: '¿y nomás con Abarrotes El Sol?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    history: ['cuanto llevo gastado en jitomate en lo que va del año'],
    question: '¿y en cebolla?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Cebolla blanca' }),
  },
  { history: ['cuanto gaste el mes pasado'], question: 'y el anterior?', expect: spend('2026-04-01', '2026-05-01') },
  {
    history: ['cuanto le compre a verduras la merced en marzo'],
    question: '¿y de marzo a mayo?',
    expect: spend('2026-03-01', '2026-06-01', { supplier: 'Verduras La Merced' }),
  },

  // --- Número de proveedores ---
  { question: '¿Con cuántos proveedores trabajo actualmente?', expect: SUPPLIER_COUNT },
  { question: 'cuantos proveedores tengo dados de alta', expect: SUPPLIER_COUNT },
  { question: 'Oiga, ¿y cuántos proveedores tengo en total?', expect: SUPPLIER_COUNT },

  // --- Pedidos abiertos ---
  { question: '¿Tengo pedidos pendientes de recibir? ¿Cuántos y por cuánto?', expect: OPEN_ORDERS },
  { question: 'cuantas ordenes de compra siguen abiertas y por cuanto dinero', expect: OPEN_ORDERS },
  { question: 'Qué pedidos me faltan por llegar y cuánto suman', expect: OPEN_ORDERS },
  { history: ['cual fue mi ultimo pedido'], question: 'y cuantos tengo sin recibir?', expect: OPEN_ORDERS },

  // --- Último pedido ---
  { question: '¿Cuál fue la última orden de compra que hice?', expect: LAST_ORDER },
  { question: 'ultimo pedido q hice de cuanto fue', expect: LAST_ORDER },
  {
    history: ['¿cuántos pedidos tengo pendientes?'],
    question: '¿y cuál fue el último que hice?',
    expect: LAST_ORDER,
  },

  // --- Cambios de precio ---
  { question: '¿Qué producto ha subido más de precio últimamente?', expect: rose() },
  { question: 'que subio mas en abril', expect: rose('2026-04-01', '2026-05-01') },
  {
    question: 'De marzo a mayo, ¿cuál de mis insumos se encareció más?',
    expect: rose('2026-03-01', '2026-06-01'),
  },
  { history: ['qué subió más de precio en abril'], question: '¿y en mayo?', expect: rose('2026-05-01', '2026-06-01') },
  { history: ['qué producto subió más'], question: '¿y cuál bajó más?', expect: fell() },
  { question: '¿Qué insumo bajó más de precio en febrero?', expect: fell('2026-02-01', '2026-03-01') },
  { question: 'en marzo que fue lo q mas bajo de precio', expect: fell('2026-03-01', '2026-04-01') },

  // --- Costo de receta ---
  { question: '¿Cuánto me cuesta preparar una tanda de tacos al pastor?', expect: recipeCost('Tacos al pastor') },
  { question: 'costo de la receta de quesadillas de queso', expect: recipeCost('Quesadillas de queso') },
  { question: 'Cuánto sale hacer salsa roja?', expect: recipeCost('Salsa roja') },
  { question: '¿Cuál es el costo por porción de los tacos de bistec?', expect: recipeCost('Tacos de bistec') },
  { history: ['cuánto cuesta hacer la salsa roja'], question: 'y el guacamole?', expect: recipeCost('Guacamole') },

  // --- Porciones posibles ---
  {
    question: '¿Cuántas porciones de guacamole puedo preparar con lo que tengo en inventario?',
    expect: portions('Guacamole'),
  },
  { question: 'cuantos tacos al pastor me alcanzan con lo q hay', expect: portions('Tacos al pastor') },
  {
    question: 'Con el jitomate y el chile que me quedan, ¿cuánta salsa roja puedo hacer?',
    expect: portions('Salsa roja'),
  },
  {
    history: ['cuántas porciones de tacos al pastor me salen con lo que tengo'],
    question: '¿y de bistec?',
    expect: portions('Tacos de bistec'),
  },
  {
    history: ['cuánto cuesta la quesadilla de queso'],
    question: '¿y cuántas puedo hacer ahorita?',
    expect: portions('Quesadillas de queso'),
  },

  // --- Bajo mínimo ---
  { question: '¿Qué productos están por debajo de su mínimo?', expect: LOW_STOCK },
  { question: 'q me hace falta resurtir', expect: LOW_STOCK },
  { question: 'Dame la lista de lo que se me está acabando, porfa', expect: LOW_STOCK },
  { history: ['¿cuánto me queda de crema?'], question: '¿qué más se me está acabando?', expect: LOW_STOCK },

  // --- Valor por categoría ---
  { question: '¿Cuánto vale el inventario de Carnes?', expect: categoryValue('Carnes') },
  { question: 'cuanto dinero tengo parado en lacteos', expect: categoryValue('Lácteos') },
  {
    question: 'Me gustaría conocer el valor de la mercancía de la categoría Abarrotes.',
    expect: categoryValue('Abarrotes'),
  },
  { history: ['cuanto vale lo que tengo de carnes'], question: 'y las verduras', expect: categoryValue('Verduras') },

  // --- Valor total del inventario ---
  { question: '¿Cuánto vale todo mi inventario?', expect: INVENTORY_VALUE },
  { question: 'cuanto $ tengo en mercancia en total ahorita', expect: INVENTORY_VALUE },
  { question: 'valor total del stock?', expect: INVENTORY_VALUE },
];
