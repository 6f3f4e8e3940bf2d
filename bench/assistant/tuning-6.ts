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
 * Tuning set 6: questions about the seeded taquería (src/server/test/taqueria.ts) in five voices:
 *  (1) a norteño owner from Monterrey ("ocupo saber", "qué onda con", "batallo", "tomate" for jitomate);
 *  (2) fast WhatsApp typing, abbreviations and no accents ("q", "cuanto", "xfa", "d", "tngo");
 *  (3) a chef who gives context first and asks in a second sentence;
 *  (4) an administrative assistant's formal office phrasing ("Favor de indicarme…");
 *  (5) key word last, negations and yes/no questions whose answer is still one of the figures.
 * Questions name things as people talk (partial names, plurals, diminutives, a typo); the expected
 * names are the seeded ones. Dates: "today" is Monday 15 June 2026 (America/Mexico_City); periods are
 * [from, to) calendar days: "en marzo" → 03-01..04-01, "el mes pasado" → 05-01..06-01, "este año" →
 * 01-01..TOMORROW, "los últimos N días" → today − N days..TOMORROW (30 → 05-16, 90 → 03-17),
 * and price moves without a period use rose()/fell().
 */
export const TUNING_6: BenchCase[] = [
  // ── stock ──
  { question: 'Qué onda con el tomate, ¿cuánto me queda?', expect: stock('Jitomate saladet') },
  {
    question: 'Ando armando el pedido de la semana. ¿Cuánta cebolla tenemos todavía?',
    expect: stock('Cebolla blanca'),
  },
  { question: 'cuantos manojos d cilantro hay xfa', expect: stock('Cilantro') },
  { question: '¿Todavía nos queda aguacate o ya se acabó?', expect: stock('Aguacate Hass') },
  { question: 'Favor de indicarme la existencia actual de limón.', expect: stock('Limón sin semilla') },
  { question: 'Ocupo saber cuánto chile serrano hay en la bodega.', expect: stock('Chile serrano') },
  { question: 'cuanta carne d pastor queda', expect: stock('Pastor (cerdo adobado)') },
  { question: '¿No se nos acabó la crema?', expect: stock('Crema ácida') },
  { question: 'cuanto quesito oaxaca tenemos', expect: stock('Queso Oaxaca') },
  {
    question: "Batallo pa' calcular la carne de la semana, ¿cuánto bistec hay?",
    expect: stock('Bistec de res'),
  },
  { history: ['cuanto queso oaxaca tngo'], question: 'y d crema?', expect: stock('Crema ácida') },
  {
    history: ['¿Cuánto tengo de cebolla?', '¿Cuánto jitomate tengo?'],
    question: '¿y de chile?',
    expect: stock('Chile serrano'),
  },

  // ── currentPrice ──
  { question: '¿A cómo tengo el kilo de bistec ahorita?', expect: currentPrice('Bistec de res') },
  { question: 'q precio tiene el aguacate en el sistema', expect: currentPrice('Aguacate Hass') },
  {
    question: 'Favor de confirmarme el precio vigente del aceite vegetal por litro.',
    expect: currentPrice('Aceite vegetal'),
  },
  {
    question: 'Estoy revisando la carta. ¿Qué precio tenemos ahorita para las tortillas?',
    expect: currentPrice('Tortilla de maíz'),
  },
  {
    question: '¿En cuánto está registrado ahorita el manojo de cilantro?',
    expect: currentPrice('Cilantro'),
  },
  { question: 'precio actual d la carne al pastor', expect: currentPrice('Pastor (cerdo adobado)') },
  { question: 'Qué onda con el precio del serrano, ¿a cómo lo tengo?', expect: currentPrice('Chile serrano') },
  {
    history: ['Favor de indicarme el precio actual de la pechuga de pollo.'],
    question: 'Y el del queso Oaxaca, por favor.',
    expect: currentPrice('Queso Oaxaca'),
  },

  // ── lastPaid ──
  { question: 'la ultima vez q compre jitomte a cuanto me lo dejaron', expect: lastPaid('Jitomate saladet') },
  {
    question: 'Favor de indicarme el precio unitario pagado en la compra más reciente de pechuga de pollo.',
    expect: lastPaid('Pechuga de pollo'),
  },
  {
    question: 'La última vez que me trajeron queso Oaxaca, ¿a cómo me lo cobraron?',
    expect: lastPaid('Queso Oaxaca'),
  },
  {
    question: 'Me acaban de pasar una cotización de limón. ¿A cuánto lo pagamos la última vez?',
    expect: lastPaid('Limón sin semilla'),
  },
  { question: 'a cuanto pague la crema la ultima vz', expect: lastPaid('Crema ácida') },
  { question: 'El serrano, ¿en cuánto lo compramos la última vez?', expect: lastPaid('Chile serrano') },
  {
    history: ['¿A cómo tengo el aguacate?'],
    question: '¿Y cuánto lo pagué la última vez que compré?',
    expect: lastPaid('Aguacate Hass'),
  },

  // ── cheapestSupplier ──
  { question: 'Ocupo saber quién me deja más barato el jitomate.', expect: cheapest('Jitomate saladet') },
  { question: 'kien m da mas barata la crema', expect: cheapest('Crema ácida') },
  {
    question: '¿No hay nadie que me dé el aguacate más barato que La Merced?',
    expect: cheapest('Aguacate Hass'),
  },
  {
    question: 'Favor de indicarme qué proveedor ofrece el menor precio en pechuga de pollo.',
    expect: cheapest('Pechuga de pollo'),
  },
  {
    question: 'Quiero ver si cambio de proveedor de limones. ¿Quién me los ha dado más baratos?',
    expect: cheapest('Limón sin semilla'),
  },
  {
    history: ['¿Cuánto tengo de queso Oaxaca?'],
    question: '¿Y con quién me sale más barato?',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    history: ['¿A cuánto pagué la cebolla la última vez?'],
    question: '¿Y hay quien me la dé más barata?',
    expect: cheapest('Cebolla blanca'),
  },

  // ── spend: by month / range ──
  { question: 'Qué onda, ¿cuánto se me fue en compras en marzo?', expect: spend('2026-03-01', '2026-04-01') },
  { question: 'cuanto gaste el mes pasado', expect: spend('2026-05-01', '2026-06-01') },
  {
    question: 'Favor de indicarme el monto total de compras del primer trimestre.',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'Me pidieron el reporte de compras. ¿Cuánto salió de febrero a abril?',
    expect: spend('2026-02-01', '2026-05-01'),
  },
  {
    question: '¿Cuánto fue lo que compré en la primera quincena de marzo?',
    expect: spend('2026-03-01', '2026-03-16'),
  },
  {
    question: '¿De cuánto han sido mis pedidos en los últimos 30 días?',
    expect: spend('2026-05-16', TOMORROW),
  },
  {
    history: ['¿Cuánto gasté en compras en febrero?'],
    question: '¿y en abril?',
    expect: spend('2026-04-01', '2026-05-01'),
  },
  {
    history: ['¿Cuánto gasté en mayo?'],
    question: '¿Y en abril y mayo juntos?',
    expect: spend('2026-04-01', '2026-06-01'),
  },
  {
    history: ['¿Cuánto sumaron las compras de los últimos 60 días?'],
    question: '¿y en los últimos 90?',
    expect: spend('2026-03-17', TOMORROW),
  },
  // ── spend: by supplier ──
  {
    question: 'cuanto le he comprado a don chuy entre marzo y abril',
    expect: spend('2026-03-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: 'Favor de indicarme el importe total de compras a Abarrotes El Sol durante abril.',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: 'cuanto le pague a la merced en enero',
    expect: spend('2026-01-01', '2026-02-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['Ocupo saber cuánto le he comprado a La Merced en lo que va del año.'],
    question: '¿Y a los de lácteos?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    history: ['¿Cuánto compré en total en mayo?'],
    question: '¿Y cuánto de eso fue con los de San Juan?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },
  // ── spend: by product ──
  {
    question: 'De enero a mayo, ¿cuánto se nos fue en jitomate?',
    expect: spend('2026-01-01', '2026-06-01', { product: 'Jitomate saladet' }),
  },
  {
    question: 'Favor de indicarme el gasto en queso Oaxaca correspondiente a abril.',
    expect: spend('2026-04-01', '2026-05-01', { product: 'Queso Oaxaca' }),
  },
  {
    question: 'Siento que estamos tirando mucha cebolla. ¿Cuánto gastamos en cebolla el mes pasado?',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Cebolla blanca' }),
  },
  {
    history: ['Ocupo saber cuánto llevo gastado en aguacate este año.'],
    question: '¿y en limón?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Limón sin semilla' }),
  },

  // ── supplierCount ──
  { question: 'cuantos proveedores tngo', expect: SUPPLIER_COUNT },
  { question: 'Favor de indicarme con cuántos proveedores tenemos registro.', expect: SUPPLIER_COUNT },
  { question: '¿Con cuántos proveedores estoy trabajando, pues?', expect: SUPPLIER_COUNT },

  // ── openOrders ──
  { question: '¿Ya llegó todo lo que pedí o hay pedidos pendientes?', expect: OPEN_ORDERS },
  { question: 'cuantos pedidos tngo pendientes y d cuanto son', expect: OPEN_ORDERS },
  {
    question: 'Favor de indicarme cuántas órdenes de compra siguen pendientes de recibir y su importe.',
    expect: OPEN_ORDERS,
  },
  {
    history: ['¿Cuál fue mi último pedido?'],
    question: '¿Y cuántos tengo todavía sin recibir?',
    expect: OPEN_ORDERS,
  },

  // ── priceMove ──
  { question: 'Qué onda con los precios, ¿qué es lo que más ha subido?', expect: rose() },
  { question: 'q insumo subio mas d precio', expect: rose() },
  { question: 'Favor de indicarme qué insumo ha registrado la mayor baja de precio.', expect: fell() },
  { question: '¿Qué fue lo que más subió de precio en abril?', expect: rose('2026-04-01', '2026-05-01') },
  { question: '¿Hubo algo que bajara de precio en mayo?', expect: fell('2026-05-01', '2026-06-01') },
  {
    history: ['¿Qué producto ha subido más de precio?'],
    question: '¿Y cuál bajó más?',
    expect: fell(),
  },

  // ── recipeCost ──
  {
    question: '¿Cuánto me cuesta hacer una tanda de tacos al pastor y a cómo sale la porción?',
    expect: recipeCost('Tacos al pastor'),
  },
  { question: 'cuanto cuesta hacer el guacamole', expect: recipeCost('Guacamole') },
  {
    question: 'Favor de proporcionarme el costo de la receta de quesadillas de queso.',
    expect: recipeCost('Quesadillas de queso'),
  },
  {
    question: 'Quiero revisar el margen del bistec. ¿Cuánto me cuesta la receta de tacos de bistec?',
    expect: recipeCost('Tacos de bistec'),
  },
  {
    question: 'Qué onda con el costo de la salsa roja, ¿cuánto me sale hacerla?',
    expect: recipeCost('Salsa roja'),
  },
  { question: 'q costo tiene la receta d tacos al pastor', expect: recipeCost('Tacos al pastor') },
  {
    history: ['¿Cuánto cuesta la receta de tacos de bistec?'],
    question: '¿y la de salsa roja?',
    expect: recipeCost('Salsa roja'),
  },

  // ── portions ──
  { question: '¿Sí me alcanza para 30 porciones de guacamole con lo que hay?', expect: portions('Guacamole') },
  {
    question: 'Hoy viene un grupo grande y piden puro pastor. ¿Cuántas órdenes de tacos puedo sacar con lo que tengo?',
    expect: portions('Tacos al pastor'),
  },
  { question: 'cuantas quesadillas salen con lo q hay', expect: portions('Quesadillas de queso') },
  {
    question: 'Ocupo saber cuántos litros de salsa roja puedo hacer con lo que tengo.',
    expect: portions('Salsa roja'),
  },
  {
    question: 'Favor de indicarme cuántas porciones de tacos de bistec es posible preparar con la existencia actual.',
    expect: portions('Tacos de bistec'),
  },
  {
    history: ['¿Para cuántas órdenes de tacos de bistec me alcanza el inventario?'],
    question: '¿y de pastor?',
    expect: portions('Tacos al pastor'),
  },

  // ── categoryValue ──
  { question: '¿Cuánto dinero tengo parado en carne?', expect: categoryValue('Carnes') },
  { question: 'cuanto vale lo q tngo d verdura', expect: categoryValue('Verduras') },
  { question: 'Favor de indicarme el valor del inventario de abarrotes.', expect: categoryValue('Abarrotes') },
  {
    question: 'Voy a hacer conteo de la cámara fría. ¿En cuánto tengo valuados los lácteos?',
    expect: categoryValue('Lácteos'),
  },

  // ── inventoryValue ──
  { question: '¿En cuánto está valuado todo mi inventario?', expect: INVENTORY_VALUE },
  { question: 'cuanto vale todo lo q tngo en almacen', expect: INVENTORY_VALUE },
  { question: 'Favor de indicarme el valor total del inventario al día de hoy.', expect: INVENTORY_VALUE },

  // ── lastOrder ──
  { question: '¿Cuál fue el último pedido que hice?', expect: LAST_ORDER },
  {
    question: 'Favor de indicarme el folio y el importe de la orden de compra más reciente.',
    expect: LAST_ORDER,
  },
  { question: 'ultimo pedido q hice d cuanto fue', expect: LAST_ORDER },
];
