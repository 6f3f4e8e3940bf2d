import {
  type BenchCase,
  INVENTORY_VALUE,
  LAST_ORDER,
  OPEN_ORDERS,
  SUPPLIER_COUNT,
  TOMORROW,
  categoryValue,
  cheapest,
  currentPrice,
  fell,
  lastPaid,
  portions,
  recipeCost,
  rose,
  spend,
  stock,
} from './cases';

/*
 * Fifth tuning set. Voices: a line cook dictating to the tablet (run-ons, no punctuation), the owner's
 * business-school son, a cashier who knows dishes by menu name and products by everyday names, a
 * doubting owner, plurals and units, "lo de" a supplier, and the question word at the end.
 * Today is Monday 15 June 2026; "los últimos N días" runs from today minus N days to tomorrow.
 */
export const TUNING_5: BenchCase[] = [
  // ── Existencias ────────────────────────────────────────────────────────────
  { question: 'oiga este cuánta cebolla nos queda', expect: stock('Cebolla blanca') },
  { question: 'este tenemos jitomate o ya se acabó dígame cuánto hay', expect: stock('Jitomate saladet') },
  { question: '¿A poco ya no hay crema?', expect: stock('Crema ácida') },
  { question: '¿Cuántos kilos de bistec hay en existencia?', expect: stock('Bistec de res') },
  { question: 'litros de aceite que nos quedan?', expect: stock('Aceite vegetal') },
  { question: '¿Cuántas tortillas de maíz tenemos?', expect: stock('Tortilla de maíz') },
  { question: 'el queso de hebra cuánto hay?', expect: stock('Queso Oaxaca') },
  {
    question: '¿Cuál es el nivel actual de existencias de pechuga de pollo?',
    expect: stock('Pechuga de pollo'),
  },
  {
    question: '¿No que ya se nos había acabado el pastor? ¿Cuánto queda de verdad?',
    expect: stock('Pastor (cerdo adobado)'),
  },
  {
    history: ['¿Cuánto aguacate hay?'],
    question: '¿y de limón?',
    expect: stock('Limón sin semilla'),
  },
  {
    history: ['¿A cómo está el chile serrano?'],
    question: 'ok y cuánto nos queda de ese',
    expect: stock('Chile serrano'),
  },
  {
    history: ['oiga cuánta crema hay', '¿y queso Oaxaca?'],
    question: 'y los kilos de aguacate cuántos son',
    expect: stock('Aguacate Hass'),
  },

  // ── Precio actual ──────────────────────────────────────────────────────────
  {
    question: '¿No que el aguacate estaba más barato? ¿A cuánto lo tenemos ahorita?',
    expect: currentPrice('Aguacate Hass'),
  },
  { question: '¿Cuál es el costo unitario vigente del bistec de res?', expect: currentPrice('Bistec de res') },
  { question: '¿A cómo está la crema?', expect: currentPrice('Crema ácida') },
  { question: 'oiga a cómo anda el kilo de jitomate este', expect: currentPrice('Jitomate saladet') },
  { question: 'el aceite a cómo está?', expect: currentPrice('Aceite vegetal') },
  {
    question: '¿Qué precio tienen registrado ahorita las tortillas de maíz?',
    expect: currentPrice('Tortilla de maíz'),
  },
  {
    question: '¿A poco subió el limón? ¿En cuánto está ahorita el kilo?',
    expect: currentPrice('Limón sin semilla'),
  },
  {
    history: ['¿Cuánto queso Oaxaca tenemos?'],
    question: '¿Y a qué precio lo tenemos registrado?',
    expect: currentPrice('Queso Oaxaca'),
  },
  {
    history: ['¿Cuánta pechuga de pollo hay?'],
    question: 'y el kilo a cómo está ahorita',
    expect: currentPrice('Pechuga de pollo'),
  },

  // ── Último precio pagado ───────────────────────────────────────────────────
  {
    question: '¿Cuánto pagamos por kilo de queso Oaxaca la última vez que lo compramos?',
    expect: lastPaid('Queso Oaxaca'),
  },
  {
    question: '¿Cuál fue el costo unitario en la compra más reciente de aguacate?',
    expect: lastPaid('Aguacate Hass'),
  },
  { question: 'oiga la última vez a cuánto nos dieron el jitomate', expect: lastPaid('Jitomate saladet') },
  {
    question: '¿No que la última vez el bistec nos salió más caro? ¿A cuánto lo pagamos?',
    expect: lastPaid('Bistec de res'),
  },
  {
    question: 'lo de la merced el limón a cuánto lo pagamos en el último pedido?',
    expect: lastPaid('Limón sin semilla'),
  },
  {
    question: 'el pollo la última vez que lo compramos cuánto costó el kilo?',
    expect: lastPaid('Pechuga de pollo'),
  },
  {
    question: '¿En cuánto nos salió el kilo de cebolla en la última compra?',
    expect: lastPaid('Cebolla blanca'),
  },
  {
    history: ['¿A cómo está la crema?'],
    question: '¿Y en el último pedido a cuánto la pagamos?',
    expect: lastPaid('Crema ácida'),
  },

  // ── Proveedor más barato ───────────────────────────────────────────────────
  {
    question: '¿Qué proveedor nos ofrece el menor costo unitario de jitomate saladet?',
    expect: cheapest('Jitomate saladet'),
  },
  { question: 'oiga este quién nos da más barata la cebolla', expect: cheapest('Cebolla blanca') },
  {
    question: '¿De veras no hay quien nos dé el aguacate más barato? ¿Con qué proveedor sale mejor?',
    expect: cheapest('Aguacate Hass'),
  },
  { question: 'el queso Oaxaca con quién sale más barato?', expect: cheapest('Queso Oaxaca') },
  {
    history: ['¿Cuánto jitomate hay?', '¿A cómo lo pagamos la última vez?'],
    question: '¿y quién nos lo vende más barato?',
    expect: cheapest('Jitomate saladet'),
  },

  // ── Gasto ──────────────────────────────────────────────────────────────────
  { question: 'oiga cuánto se gastó en marzo en compras', expect: spend('2026-03-01', '2026-04-01') },
  {
    question: '¿Cuál fue el monto total de compras en el primer trimestre?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'lo de la merced cuánto va en lo que va del año',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Verduras La Merced' }),
  },
  {
    question: '¿A cuánto ascendió la erogación con Carnes Don Chuy en abril?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: '¿Cuánto le compramos a Lácteos San Juan en mayo?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },
  { question: 'oiga cuánto llevamos gastado este mes', expect: spend('2026-06-01', TOMORROW) },
  { question: '¿Cuánto se gastó la semana pasada en pedidos?', expect: spend('2026-06-08', '2026-06-15') },
  {
    question: '¿Cuánto se nos fue en jitomate de enero a mayo?',
    expect: spend('2026-01-01', '2026-06-01', { product: 'Jitomate saladet' }),
  },
  {
    question: '¿Cuál es el monto erogado en bistec de res durante 2026?',
    expect: spend('2026-01-01', '2027-01-01', { product: 'Bistec de res' }),
  },
  {
    question: 'cuánto hemos gastado en queso en los últimos 60 días',
    expect: spend('2026-04-16', TOMORROW, { product: 'Queso Oaxaca' }),
  },
  {
    question: 'lo de abarrotes el sol cuánto sumó en febrero?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: 'del 1 al 25 de marzo cuánto se gastó en aguacate?',
    expect: spend('2026-03-01', '2026-03-26', { product: 'Aguacate Hass' }),
  },
  {
    question: '¿Cuánto hemos erogado con Verduras La Merced en el segundo trimestre?',
    expect: spend('2026-04-01', '2026-07-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['¿Cuánto gastamos en marzo?'],
    question: '¿y en abril?',
    expect: spend('2026-04-01', '2026-05-01'),
  },
  {
    history: ['¿Cuánto le compramos a Carnes Don Chuy en febrero?'],
    question: '¿Y de febrero a abril cuánto fue con él?',
    expect: spend('2026-02-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['oiga cuánto llevamos gastado este mes'],
    question: 'y el mes pasado cuánto fue',
    expect: spend('2026-05-01', '2026-06-01'),
  },
  {
    history: ['¿Cuánto gastamos en enero?'],
    question: '¿y cuánto de eso fue en cebolla?',
    expect: spend('2026-01-01', '2026-02-01', { product: 'Cebolla blanca' }),
  },

  // ── Proveedores ────────────────────────────────────────────────────────────
  { question: '¿Cuántos proveedores tenemos dados de alta?', expect: SUPPLIER_COUNT },
  { question: 'oiga este a cuántos proveedores les compramos', expect: SUPPLIER_COUNT },
  {
    history: ['lo de la merced cuánto va en lo que va del año'],
    question: '¿y cuántos proveedores tenemos en total?',
    expect: SUPPLIER_COUNT,
  },

  // ── Pedidos abiertos ───────────────────────────────────────────────────────
  { question: '¿Qué pedidos siguen pendientes?', expect: OPEN_ORDERS },
  {
    question: '¿A poco todavía no llega lo que pedimos? ¿Cuántos pedidos están sin recibir?',
    expect: OPEN_ORDERS,
  },
  { question: '¿Cuántas órdenes de compra tenemos abiertas y por qué monto?', expect: OPEN_ORDERS },
  {
    history: ['¿Cuál fue el último pedido?'],
    question: '¿y cuántos siguen sin llegar?',
    expect: OPEN_ORDERS,
  },

  // ── Cambios de precio ──────────────────────────────────────────────────────
  { question: '¿Qué producto subió más de precio en marzo?', expect: rose('2026-03-01', '2026-04-01') },
  {
    question: '¿Qué insumo registró el mayor incremento porcentual en su costo en abril?',
    expect: rose('2026-04-01', '2026-05-01'),
  },
  {
    question: '¿No que nada había bajado? ¿Qué bajó más en lo que va del año?',
    expect: fell('2026-01-01', TOMORROW),
  },
  { question: 'qué subió más en los últimos 30 días?', expect: rose('2026-05-16', TOMORROW) },
  { question: 'oiga qué se abarató más en enero', expect: fell('2026-01-01', '2026-02-01') },
  { question: '¿Qué producto ha subido más de precio últimamente?', expect: rose() },
  { question: '¿Cuál bajó más de febrero a abril?', expect: fell('2026-02-01', '2026-05-01') },
  {
    question: '¿Qué insumo tuvo la mayor reducción de costo en el primer trimestre?',
    expect: fell('2026-01-01', '2026-04-01'),
  },
  {
    history: ['¿Qué subió más en mayo?'],
    question: '¿Y cuál bajó más ese mes?',
    expect: fell('2026-05-01', '2026-06-01'),
  },

  // ── Costo de recetas ───────────────────────────────────────────────────────
  { question: '¿Cuánto nos cuesta hacer el guacamole?', expect: recipeCost('Guacamole') },
  {
    question: '¿Cuál es el costo por porción de los tacos al pastor?',
    expect: recipeCost('Tacos al pastor'),
  },
  { question: 'oiga cuánto sale una tanda de salsa roja', expect: recipeCost('Salsa roja') },
  { question: 'las quesadillas cuánto cuestan de hacer?', expect: recipeCost('Quesadillas de queso') },
  {
    history: ['¿Cuánto cuesta preparar los tacos al pastor?'],
    question: '¿y los de bistec?',
    expect: recipeCost('Tacos de bistec'),
  },

  // ── Porciones posibles ─────────────────────────────────────────────────────
  { question: '¿Cuántas órdenes de guacamole salen con lo que hay?', expect: portions('Guacamole') },
  {
    question: 'oiga cuántos tacos al pastor alcanzo a sacar con lo que hay este',
    expect: portions('Tacos al pastor'),
  },
  { question: '¿Para cuántas quesadillas nos alcanza?', expect: portions('Quesadillas de queso') },
  { question: 'salsa roja cuántos litros se pueden hacer?', expect: portions('Salsa roja') },
  {
    history: ['¿Cuánto cuesta hacer los tacos de bistec?'],
    question: '¿Y cuántas porciones salen con lo que tenemos?',
    expect: portions('Tacos de bistec'),
  },

  // ── Valor por categoría ────────────────────────────────────────────────────
  { question: '¿Cuánto dinero tenemos en verduras?', expect: categoryValue('Verduras') },
  { question: '¿Cuál es la valuación del inventario de la categoría Carnes?', expect: categoryValue('Carnes') },
  { question: 'lo de lácteos cuánto vale lo que hay?', expect: categoryValue('Lácteos') },
  {
    history: ['¿Cuánto vale todo el inventario?'],
    question: '¿y nomás lo de abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // ── Valor del inventario ───────────────────────────────────────────────────
  { question: '¿Cuánto vale todo lo que tenemos en bodega?', expect: INVENTORY_VALUE },
  {
    question: '¿A cuánto asciende el valor total del inventario a costo actual?',
    expect: INVENTORY_VALUE,
  },
  { question: 'oiga cuánto dinero hay parado en el almacén en total', expect: INVENTORY_VALUE },
  {
    history: ['¿Cuánto vale lo de verduras?'],
    question: '¿y todo junto?',
    expect: INVENTORY_VALUE,
  },

  // ── Último pedido ──────────────────────────────────────────────────────────
  { question: '¿Cuál es la orden de compra más reciente y por qué monto?', expect: LAST_ORDER },
  {
    question: '¿No que ya habíamos pedido algo hace poco? ¿Cuál fue el último pedido?',
    expect: LAST_ORDER,
  },
  {
    history: ['¿Cuántos pedidos están pendientes?'],
    question: '¿y cuál fue el más reciente de todos?',
    expect: LAST_ORDER,
  },
];
