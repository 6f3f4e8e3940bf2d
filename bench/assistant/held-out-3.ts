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

/*
 * Third held-out set: written without looking at the engine or at the other question sets.
 * Today is Monday 15 June 2026 (America/Mexico_City); periods are [from, to) calendar days.
 */

const YEAR = '2026-01-01';

export const HELD_OUT_3: BenchCase[] = [
  // ── stock ────────────────────────────────────────────────────────────────
  { question: 'oye cuánto jitomate nos queda?', expect: stock('Jitomate saladet') },
  { question: 'cuanta cebolla hay', expect: stock('Cebolla blanca') },
  { question: 'Chécame cuántos manojos de cilantro tenemos porfa', expect: stock('Cilantro') },
  { question: 'existencia aguacate', expect: stock('Aguacate Hass') },
  {
    question: 'cuántos kilos de quesillo quedan? es que mañana nos encargaron un montón de quesadillas para una fiesta',
    expect: stock('Queso Oaxaca'),
  },
  { question: 'todavía tenemos crema o ya se acabó??', expect: stock('Crema ácida') },
  { question: 'cuanto aceite hay en la bodega', expect: stock('Aceite vegetal') },
  { question: 'TORTILLAS CUANTAS HAY', expect: stock('Tortilla de maíz') },
  {
    question: "ocupo saber cuánta carne adobada nos queda pa'l fin de semana",
    expect: stock('Pastor (cerdo adobado)'),
  },
  { question: 'cuanto bistek tengo en existencia', expect: stock('Bistec de res') },
  {
    history: ['cuánto aguacate tenemos?'],
    question: 'y de limón cuánto hay?',
    expect: stock('Limón sin semilla'),
  },
  {
    history: ['cuanto jitomate hay', 'y cebolla?'],
    question: 'ok y de serranos',
    expect: stock('Chile serrano'),
  },
  {
    history: ['a como esta la pechuga?'],
    question: 'y cuánta nos queda en el refri?',
    expect: stock('Pechuga de pollo'),
  },

  // ── currentPrice ─────────────────────────────────────────────────────────
  { question: 'precio aguacate', expect: currentPrice('Aguacate Hass') },
  { question: 'a cómo tenemos el kilo de jitomate?', expect: currentPrice('Jitomate saladet') },
  { question: 'cuanto cuesta el bistec ahorita', expect: currentPrice('Bistec de res') },
  { question: 'qué precio tiene registrado el queso oaxaca en el sistema', expect: currentPrice('Queso Oaxaca') },
  { question: 'a como esta la pechuga', expect: currentPrice('Pechuga de pollo') },
  { question: 'precio del litro de aceite', expect: currentPrice('Aceite vegetal') },
  { question: 'oiga cuánto vale el manojito de cilantro', expect: currentPrice('Cilantro') },
  { question: 'q precio tiene la tortilla x kg', expect: currentPrice('Tortilla de maíz') },
  {
    history: ['a cómo está el aguacate?'],
    question: 'y el limón a cómo anda?',
    expect: currentPrice('Limón sin semilla'),
  },

  // ── lastPaid ─────────────────────────────────────────────────────────────
  {
    question: 'a cómo me dieron el jitomate la última vez que compramos?',
    expect: lastPaid('Jitomate saladet'),
  },
  { question: 'cuánto pagué por kilo de queso oaxaca en la compra más reciente', expect: lastPaid('Queso Oaxaca') },
  { question: 'la ultima vez q compramos pechuga a como salio el kilo', expect: lastPaid('Pechuga de pollo') },
  { question: 'ultimo precio pagado crema', expect: lastPaid('Crema ácida') },
  {
    history: ['a cómo compré el bistec la última vez?'],
    question: 'y la cebolla en cuánto la pagué?',
    expect: lastPaid('Cebolla blanca'),
  },

  // ── cheapestSupplier ─────────────────────────────────────────────────────
  { question: 'quién me vende más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'con qué proveedor me sale más económico el quesillo', expect: cheapest('Queso Oaxaca') },
  { question: 'cebolla blanca proveedor mas barato', expect: cheapest('Cebolla blanca') },
  {
    question: 'el aguacate se lo he comprado a dos proveedores distintos, a cuál me conviene más pedírselo por precio?',
    expect: cheapest('Aguacate Hass'),
  },
  {
    history: ['a cómo está el jitomate?', 'cuánto me queda?'],
    question: 'y quién me lo da más baratito?',
    expect: cheapest('Jitomate saladet'),
  },

  // ── spend ────────────────────────────────────────────────────────────────
  { question: 'cuanto gaste en marzo', expect: spend('2026-03-01', '2026-04-01') },
  {
    question: 'gasto abril don chuy',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: 'cuánto le he comprado a los de la merced en lo que va del año?',
    expect: spend(YEAR, TOMORROW, { supplier: 'Verduras La Merced' }),
  },
  { question: 'cuánto se nos fue el mes pasado en compras?', expect: spend('2026-05-01', '2026-06-01') },
  { question: 'Gasto total del primer trimestre', expect: spend('2026-01-01', '2026-04-01') },
  {
    question: 'cuánta lana le he metido al jitomate este año',
    expect: spend(YEAR, TOMORROW, { product: 'Jitomate saladet' }),
  },
  {
    question: 'de enero a marzo cuánto gastamos en puro aguacate',
    expect: spend('2026-01-01', '2026-04-01', { product: 'Aguacate Hass' }),
  },
  {
    question: 'cuanto le pague a abarrotes el sol en febrero',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: 'del 10 al 25 de febrero cuánto fue de compras en total?',
    expect: spend('2026-02-10', '2026-02-26'),
  },
  {
    question: 'cuánto le compramos a Lácteos San Juan en mayo',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'cuánto suman los pedidos que hicimos la semana pasada?',
    expect: spend('2026-06-08', '2026-06-15'),
  },
  {
    question: 'el contador me pide el gasto de los últimos 60 días, me lo sacas?',
    expect: spend('2026-04-16', TOMORROW),
  },
  {
    question: 'cuánto fue de compras en marzo y abril juntos',
    expect: spend('2026-03-01', '2026-05-01'),
  },
  {
    question: 'gasto en bistec enero-abril',
    expect: spend('2026-01-01', '2026-05-01', { product: 'Bistec de res' }),
  },
  {
    question: 'cuánto le hemos comprado a los del Sol en el segundo trimestre',
    expect: spend('2026-04-01', '2026-07-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    history: ['cuánto gasté en abril?'],
    question: 'y en mayo?',
    expect: spend('2026-05-01', '2026-06-01'),
  },
  {
    history: ['cuánto le compré a don chuy en febrero?'],
    question: 'y en abril?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['cuanto gaste en marzo'],
    question: 'y de eso cuánto fue con La Merced?',
    expect: spend('2026-03-01', '2026-04-01', { supplier: 'Verduras La Merced' }),
  },
  {
    history: ['cuánto gastamos en jitomate en marzo?'],
    question: 'y en abril cuánto fue de jitomate',
    expect: spend('2026-04-01', '2026-05-01', { product: 'Jitomate saladet' }),
  },
  {
    history: ['cuánto hemos gastado en queso oaxaca este año?'],
    question: 'nomás en mayo?',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Queso Oaxaca' }),
  },

  // ── supplierCount ────────────────────────────────────────────────────────
  { question: 'cuántos proveedores tengo dados de alta?', expect: SUPPLIER_COUNT },
  { question: 'numero de proveedores', expect: SUPPLIER_COUNT },
  { question: 'oye y con cuántos proveedores trabajamos actualmente', expect: SUPPLIER_COUNT },
  {
    history: ['quién me vende más barato el queso oaxaca?'],
    question: 'y en total cuántos proveedores tengo registrados?',
    expect: SUPPLIER_COUNT,
  },

  // ── openOrders ───────────────────────────────────────────────────────────
  { question: 'qué pedidos tengo pendientes?', expect: OPEN_ORDERS },
  { question: 'hay algun pedido que todavia no me llegue?', expect: OPEN_ORDERS },
  { question: 'cuántas órdenes de compra siguen abiertas y por cuánto dinero', expect: OPEN_ORDERS },
  {
    history: ['cuál fue mi último pedido?'],
    question: 'y cuántos me faltan por recibir?',
    expect: OPEN_ORDERS,
  },

  // ── priceMove ────────────────────────────────────────────────────────────
  { question: 'qué insumo ha subido más de precio últimamente?', expect: rose() },
  { question: 'cual producto ha bajado mas de precio', expect: fell() },
  { question: 'en abril qué fue lo que más se encareció', expect: rose('2026-04-01', '2026-05-01') },
  {
    question: 'en el primer trimestre qué producto bajó más de precio?',
    expect: fell('2026-01-01', '2026-04-01'),
  },
  {
    question: 'de los últimos 60 días, qué se disparó más de precio?',
    expect: rose('2026-04-16', TOMORROW),
  },
  { question: 'el mes pasado qué fue lo que más bajó de precio?', expect: fell('2026-05-01', '2026-06-01') },
  {
    history: ['qué bajó más de precio en mayo?'],
    question: 'y qué subió más ese mismo mes?',
    expect: rose('2026-05-01', '2026-06-01'),
  },

  // ── recipeCost ───────────────────────────────────────────────────────────
  { question: 'cuánto me cuesta hacer una tanda de guacamole?', expect: recipeCost('Guacamole') },
  { question: 'costo receta tacos de pastor', expect: recipeCost('Tacos al pastor') },
  { question: 'cuánto nos sale producir la salsita roja', expect: recipeCost('Salsa roja') },
  {
    question: 'quiero subirle el precio a las quesadillas, cuánto me cuesta a mí hacerlas con los precios de ahorita?',
    expect: recipeCost('Quesadillas de queso'),
  },
  {
    history: ['cuánto me cuesta el guacamole?'],
    question: 'y los tacos de bistec?',
    expect: recipeCost('Tacos de bistec'),
  },

  // ── portions ─────────────────────────────────────────────────────────────
  {
    question: 'cuántas porciones de guacamole alcanzo a sacar con lo que hay',
    expect: portions('Guacamole'),
  },
  {
    question: 'con el inventario de hoy para cuantas ordenes de tacos al pastor me alcanza',
    expect: portions('Tacos al pastor'),
  },
  {
    question: 'cuántas quesadillas puedo hacer con lo que tengo en existencia?',
    expect: portions('Quesadillas de queso'),
  },
  {
    history: ['cuánto cuesta hacer la salsa roja?'],
    question: 'y cuántos litros puedo preparar con lo que tengo?',
    expect: portions('Salsa roja'),
  },

  // ── lowStock ─────────────────────────────────────────────────────────────
  { question: 'qué productos están por debajo del mínimo?', expect: LOW_STOCK },
  { question: 'productos bajo minimo', expect: LOW_STOCK },
  { question: 'oye qué se nos está acabando? dime qué hay que resurtir', expect: LOW_STOCK },
  {
    question:
      'voy a la central de abasto mañana temprano, pásame qué cosas ya están por debajo de su mínimo para no olvidarme de nada',
    expect: LOW_STOCK,
  },

  // ── categoryValue ────────────────────────────────────────────────────────
  { question: 'cuánto tengo invertido en carnes ahorita', expect: categoryValue('Carnes') },
  { question: 'valor inventario verduras', expect: categoryValue('Verduras') },
  { question: 'cuánto vale lo que tenemos de lácteos en el refri?', expect: categoryValue('Lácteos') },
  {
    history: ['cuánto vale lo que tengo de carnes?'],
    question: 'y de abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // ── inventoryValue ───────────────────────────────────────────────────────
  { question: 'cuánto vale todo mi inventario?', expect: INVENTORY_VALUE },
  { question: 'valor total del almacen', expect: INVENTORY_VALUE },
  {
    question: 'a precio de hoy, cuánto dinero tengo en mercancía en total contando todo lo que hay en bodega',
    expect: INVENTORY_VALUE,
  },

  // ── lastOrder ────────────────────────────────────────────────────────────
  { question: 'cuál fue mi último pedido', expect: LAST_ORDER },
  { question: 'ultima orden de compra', expect: LAST_ORDER },
  { question: 'el pedido más reciente que hice, de cuánto fue y qué número tiene?', expect: LAST_ORDER },
];
