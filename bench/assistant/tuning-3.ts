import {
  type BenchCase,
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
} from './cases';

/**
 * Third tuning set: phone messages from a taquería's staff and owners (night-shift cook typing fast,
 * owner dictating by voice, the accountant, caps lock, diminutives and regionalisms, Spanglish).
 * Today is Monday 15 June 2026 (America/Mexico_City); periods are [from, to) calendar days.
 */
export const TUNING_3: BenchCase[] = [
  // ── stock ──────────────────────────────────────────────────────────────────
  { question: 'cuanto jitomate qeda', expect: stock('Jitomate saladet') },
  { question: 'OYE CUÁNTO QUESO OAXACA NOS QUEDA EN LA CÁMARA', expect: stock('Queso Oaxaca') },
  {
    question: 'a ver este ocupo saber cuántos manojos de cilantro tenemos o sea ahorita en existencia',
    expect: stock('Cilantro'),
  },
  { question: 'qué tanto aguacatito hay?', expect: stock('Aguacate Hass') },
  { question: 'how much tortilla tenemos en el inventory', expect: stock('Tortilla de maíz') },
  { question: 'cuanta carne de pastor ay en el refri', expect: stock('Pastor (cerdo adobado)') },
  { question: 'me late que ya no hay crema, cuánta queda?', expect: stock('Crema ácida') },
  { history: ['cuánto jitomate hay'], question: '¿y de la cebolla?', expect: stock('Cebolla blanca') },
  { history: ['cuanto limon tenemos'], question: 'y serrano', expect: stock('Chile serrano') },
  {
    history: ['a cómo está el kilo de bistec'],
    question: 'ok y cuántos kilos nos quedan de ese',
    expect: stock('Bistec de res'),
  },

  // ── currentPrice ───────────────────────────────────────────────────────────
  { question: 'a cómo está el kilo de limón', expect: currentPrice('Limón sin semilla') },
  { question: 'CUÁNTO CUESTA EL KILO DE QUESO OAXACA', expect: currentPrice('Queso Oaxaca') },
  { question: 'cuánto sale el kilito de aguacate', expect: currentPrice('Aguacate Hass') },
  { question: 'whats the price del chile serrano', expect: currentPrice('Chile serrano') },
  { question: 'presio de la tortiya x kilo', expect: currentPrice('Tortilla de maíz') },
  { history: ['a como esta el jitomate'], question: 'y la cebolla', expect: currentPrice('Cebolla blanca') },
  {
    history: ['cuántos kilos de pastor tenemos'],
    question: 'y a cómo lo tenemos el kilo?',
    expect: currentPrice('Pastor (cerdo adobado)'),
  },

  // ── lastPaid ───────────────────────────────────────────────────────────────
  {
    question: 'cuánto pagamos por el kilo de jitomate la última vez que compramos',
    expect: lastPaid('Jitomate saladet'),
  },
  { question: 'en la ultima compra a como nos dieron el bistec', expect: lastPaid('Bistec de res') },
  {
    question: '¿Cuál fue el precio unitario pagado en la compra más reciente de crema ácida?',
    expect: lastPaid('Crema ácida'),
  },
  { question: 'LA ÚLTIMA VEZ QUE TRAJIMOS POLLO A CÓMO LO PAGAMOS', expect: lastPaid('Pechuga de pollo') },
  { question: 'a como salio el quesito la ultima vez q lo compramos', expect: lastPaid('Queso Oaxaca') },
  {
    history: ['cuánto pagamos la última vez por el aguacate'],
    question: 'y por el limón?',
    expect: lastPaid('Limón sin semilla'),
  },

  // ── cheapestSupplier ───────────────────────────────────────────────────────
  { question: 'quién me vende más barato el jitomate', expect: cheapest('Jitomate saladet') },
  { question: 'con qué proveedor sale más económico el queso oaxaca?', expect: cheapest('Queso Oaxaca') },
  { question: 'a quien le compro la cebolla mas barata', expect: cheapest('Cebolla blanca') },
  {
    question: 'oye este o sea el aguacate con quién nos conviene más comprarlo o sea quién lo da más barato',
    expect: cheapest('Aguacate Hass'),
  },
  {
    history: ['quién vende más barato el queso oaxaca'],
    question: 'y la cebollita?',
    expect: cheapest('Cebolla blanca'),
  },

  // ── spend ──────────────────────────────────────────────────────────────────
  { question: 'cuánto gastamos en marzo', expect: spend('2026-03-01', '2026-04-01') },
  { question: 'cuanto llevamos gastado este mes', expect: spend('2026-06-01', TOMORROW) },
  { question: 'GASTO EN COMPRAS DE LA SEMANA PASADA', expect: spend('2026-06-08', '2026-06-15') },
  {
    question: '¿Cuál es el total de compras del primer trimestre de 2026?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  { question: 'cuánto spend llevamos en lo que va del año', expect: spend('2026-01-01', TOMORROW) },
  {
    question: 'cuánto le compramos a don chuy en abril',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  { question: 'cuánto se gastó del 1 al 15 de marzo', expect: spend('2026-03-01', '2026-03-16') },
  {
    question: 'cuánto le hemos comprado a verduras la merced en 2026',
    expect: spend('2026-01-01', '2027-01-01', { supplier: 'Verduras La Merced' }),
  },
  {
    question: 'cuánto gastamos en jitomate entre marzo y mayo',
    expect: spend('2026-03-01', '2026-06-01', { product: 'Jitomate saladet' }),
  },
  {
    question: 'cuanto dinero se nos fue en quesito en mayo',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Queso Oaxaca' }),
  },
  {
    history: ['cuánto le compramos a la merced en mayo'],
    question: 'y en marzo?',
    expect: spend('2026-03-01', '2026-04-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['cuánto gastamos en febrero'],
    question: 'ok y el mes pasado',
    expect: spend('2026-05-01', '2026-06-01'),
  },
  {
    history: ['cuánto le compramos a don chuy en febrero'],
    question: 'y a los del sol ese mismo mes',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    history: ['cuánto gastamos en aguacate en enero'],
    question: 'lo mismo pero de marzo',
    expect: spend('2026-03-01', '2026-04-01', { product: 'Aguacate Hass' }),
  },
  {
    history: ['cuánto gastamos en abril'],
    question: 'y de eso cuánto fue con los de la carne',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['cuánto gastamos en mayo', 'y en abril?'],
    question: 'y nomás en cebolla ese mes',
    expect: spend('2026-04-01', '2026-05-01', { product: 'Cebolla blanca' }),
  },
  {
    history: ['cuanto le compramos a lacteos san juan en marzo'],
    question: 'y en mayo',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },

  // ── supplierCount ──────────────────────────────────────────────────────────
  { question: 'cuántos proveedores tenemos', expect: SUPPLIER_COUNT },
  { question: 'CON CUANTOS PROVEEDORES TRABAJAMOS', expect: SUPPLIER_COUNT },
  {
    history: ['cuánto gastamos en marzo'],
    question: 'oye y cuántos proveedores tengo registrados en total',
    expect: SUPPLIER_COUNT,
  },

  // ── openOrders ─────────────────────────────────────────────────────────────
  { question: 'qué pedidos tenemos pendientes', expect: OPEN_ORDERS },
  {
    question: '¿Cuántas órdenes de compra siguen abiertas y por qué monto total?',
    expect: OPEN_ORDERS,
  },
  { question: 'este a ver o sea qué pedidos nos faltan que nos lleguen todavía', expect: OPEN_ORDERS },
  { history: ['cuál fue el último pedido'], question: 'y cuántos quedan pendientes?', expect: OPEN_ORDERS },

  // ── priceMove ──────────────────────────────────────────────────────────────
  { question: 'qué producto subió más de precio', expect: rose() },
  { question: 'que fue lo que mas bajo de precio ultimamente', expect: fell() },
  { question: 'qué subió más en abril', expect: rose('2026-04-01', '2026-05-01') },
  { question: 'cual bajo mas en el primer trimestre', expect: fell('2026-01-01', '2026-04-01') },
  { question: 'QUE INSUMO SE PUSO MAS CARO EL MES PASADO', expect: rose('2026-05-01', '2026-06-01') },
  {
    question: '¿Qué producto registró la mayor reducción de precio en lo que va de 2026?',
    expect: fell('2026-01-01', TOMORROW),
  },
  { question: 'de febrero a abril qué se puso más caro', expect: rose('2026-02-01', '2026-05-01') },
  {
    history: ['qué producto subió más en marzo'],
    question: 'y cuál bajó más?',
    expect: fell('2026-03-01', '2026-04-01'),
  },
  {
    history: ['qué subió más en abril'],
    question: 'y en febrero qué bajó más',
    expect: fell('2026-02-01', '2026-03-01'),
  },

  // ── recipeCost ─────────────────────────────────────────────────────────────
  { question: 'cuánto me cuesta hacer los tacos al pastor', expect: recipeCost('Tacos al pastor') },
  { question: 'costo del guacamole', expect: recipeCost('Guacamole') },
  { question: 'cuanto sale preparar la salsita roja', expect: recipeCost('Salsa roja') },
  {
    question: 'Necesito el costo de producción por porción de los tacos de bistec.',
    expect: recipeCost('Tacos de bistec'),
  },
  {
    history: ['cuánto cuesta hacer el guacamole'],
    question: 'y las quesadillas?',
    expect: recipeCost('Quesadillas de queso'),
  },

  // ── portions ───────────────────────────────────────────────────────────────
  { question: 'cuántos tacos al pastor puedo sacar con lo que hay', expect: portions('Tacos al pastor') },
  { question: 'para cuantas porciones de guacamole me alcanza', expect: portions('Guacamole') },
  { question: 'cuántas quesadillas salen con el inventario de ahorita', expect: portions('Quesadillas de queso') },
  {
    question: 'a ver este cuánta salsa roja podemos preparar o sea con lo que tenemos en la cocina',
    expect: portions('Salsa roja'),
  },
  {
    history: ['cuantos tacos de pastor salen con lo que hay'],
    question: 'y de bistec?',
    expect: portions('Tacos de bistec'),
  },

  // ── lowStock ───────────────────────────────────────────────────────────────
  { question: 'qué productos están por debajo del mínimo', expect: LOW_STOCK },
  { question: 'ke se esta acabando', expect: LOW_STOCK },
  { question: 'ocupo saber qué insumos ya andan bajitos pa resurtir', expect: LOW_STOCK },
  {
    history: ['cuánto vale el inventario'],
    question: 'y qué está por debajo del mínimo?',
    expect: LOW_STOCK,
  },

  // ── categoryValue ──────────────────────────────────────────────────────────
  { question: 'cuánto vale lo que tenemos de verduras', expect: categoryValue('Verduras') },
  { question: 'valor del inventario de carnes', expect: categoryValue('Carnes') },
  { question: 'CUANTO DINERO TENEMOS PARADO EN LACTEOS', expect: categoryValue('Lácteos') },
  {
    history: ['cuánto vale el inventario de carnes'],
    question: 'y los abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // ── inventoryValue ─────────────────────────────────────────────────────────
  { question: 'cuánto vale todo el inventario', expect: INVENTORY_VALUE },
  { question: '¿Cuál es el valor total del inventario a precio actual?', expect: INVENTORY_VALUE },
  {
    question: 'oye este a ver cuánto dinero tenemos o sea en mercancía en toda la bodega sumando todo',
    expect: INVENTORY_VALUE,
  },

  // ── lastOrder ──────────────────────────────────────────────────────────────
  { question: 'cuál fue el último pedido que hicimos', expect: LAST_ORDER },
  { question: 'la ultima orden de compra de cuanto fue', expect: LAST_ORDER },
  {
    history: ['qué pedidos están pendientes'],
    question: 'y el más reciente de todos cuál fue',
    expect: LAST_ORDER,
  },
];
