import {
  cheapest,
  currentPrice,
  INVENTORY_VALUE,
  LAST_ORDER,
  lastPaid,
  OPEN_ORDERS,
  portions,
  recipeCost,
  rose,
  fell,
  SUPPLIER_COUNT,
  spend,
  stock,
  categoryValue,
  TOMORROW,
  type BenchCase,
} from './cases';

/*
 * Held-out set 6: questions about the seeded taquería, written in five voices:
 *   (1) a chilango owner in a hurry, slangy ("qué pedo con", "neta", "cuánto varo");
 *   (2) an older owner dictating by voice, long courteous sentences with context ("Mire, fíjese que…");
 *   (3) a new manager with chain-restaurant inventory jargon ("on hand", "costo de receta", "OC", "rendimiento");
 *   (4) a cook who names dishes the way they are sold ("la orden de tacos de…");
 *   (5) questions carrying a number or unit, or comparing ("¿cuántos kilos…?", "¿quién me da más barato el kilo…?").
 * Questions name things as people talk (partial names, plurals, no accents, diminutives, the odd typo);
 * the expected names are the seeded ones.
 * Dates: "today" is Monday 15 June 2026 (America/Mexico_City); periods are [from, to) calendar days,
 * "este mes" / "en lo que va del año" / "los últimos N días" end at TOMORROW (today included), e.g.
 * últimos 30 días = 2026-05-16…, últimos 90 días = 2026-03-17….
 * Price moves without a period use the rose()/fell() defaults.
 */
export const HELD_OUT_6: BenchCase[] = [
  // ── stock ────────────────────────────────────────────────────────────────────────────────────
  { question: 'Qué pedo con el jitomate, ¿cuánto me queda, neta?', expect: stock('Jitomate saladet') },
  {
    question:
      'Mire, fíjese que mañana viene un grupo grande a comer y quiero saber cuántos kilos de cebolla tenemos todavía en la bodega, si es tan amable.',
    expect: stock('Cebolla blanca'),
  },
  { question: '¿Qué on hand tengo de crema acida?', expect: stock('Crema ácida') },
  { question: '¿Cuántos manojos de cilantro hay?', expect: stock('Cilantro') },
  { question: 'oye cuanto agucate tengo', expect: stock('Aguacate Hass') },
  { question: '¿Cuántos kilos de limon nos quedan?', expect: stock('Limón sin semilla') },
  { question: '¿Todavía hay chiles serranos? ¿Cuántos kilos?', expect: stock('Chile serrano') },
  {
    question: 'Ando viendo lo de los tacos de bistec, ¿cuántos kilos de bisteck hay en el refri?',
    expect: stock('Bistec de res'),
  },
  { question: '¿Qué tanto adobado de pastor nos queda?', expect: stock('Pastor (cerdo adobado)') },
  { question: '¿Cuántos kilos de tortillas tenemos en existencia?', expect: stock('Tortilla de maíz') },
  {
    question:
      'Buenas tardes, disculpe la molestia, ¿me podría decir cuántos litros de aceite para freír nos quedan en el almacén?',
    expect: stock('Aceite vegetal'),
  },
  {
    history: ['¿Cuántos kilos de bistec tengo?'],
    question: '¿y de pollo?',
    expect: stock('Pechuga de pollo'),
  },
  {
    history: ['¿Cuánta crema me queda?'],
    question: '¿Y de quesillo cuánto hay?',
    expect: stock('Queso Oaxaca'),
  },

  // ── currentPrice ─────────────────────────────────────────────────────────────────────────────
  { question: '¿A cómo tengo el kilo de aguacate en el sistema ahorita?', expect: currentPrice('Aguacate Hass') },
  {
    question: 'Qué pedo con el bistec, ¿a cuánto tengo el kilo ahorita? Está bien caro, ¿no?',
    expect: currentPrice('Bistec de res'),
  },
  { question: '¿Cuál es el costo unitario vigente del queso Oaxaca?', expect: currentPrice('Queso Oaxaca') },
  {
    question:
      'Mire, fíjese que quiero revisar los precios del menú y necesito saber qué precio tengo registrado hoy para el litro de crema.',
    expect: currentPrice('Crema ácida'),
  },
  { question: '¿Cuánto cuesta actualmente el manojito de cilantro?', expect: currentPrice('Cilantro') },
  { question: 'precio actual del limon por kilo', expect: currentPrice('Limón sin semilla') },
  { question: '¿En cuánto tengo dado de alta el kilo de pechuga?', expect: currentPrice('Pechuga de pollo') },
  {
    history: ['¿A cómo tengo registrado el kilo de jitomate?'],
    question: '¿y la cebolla?',
    expect: currentPrice('Cebolla blanca'),
  },

  // ── lastPaid ─────────────────────────────────────────────────────────────────────────────────
  { question: '¿A cómo pagué el kilo de jitomate la última vez que lo compré?', expect: lastPaid('Jitomate saladet') },
  { question: '¿Cuánto me cobraron el kilo de pollo en la última compra?', expect: lastPaid('Pechuga de pollo') },
  {
    question:
      'Mire, le pregunto porque el señor de la cremería me quiere subir el precio: ¿a cuánto le pagamos el litro de crema la última vez que nos surtió?',
    expect: lastPaid('Crema ácida'),
  },
  { question: 'Último precio de compra del limón sin semilla', expect: lastPaid('Limón sin semilla') },
  { question: 'neta, ¿a cómo me dieron el serrano la última vez?', expect: lastPaid('Chile serrano') },
  {
    question:
      'Para costear la orden de tacos de bistec: ¿cuánto pagué por kilo de carne de res en el último pedido que me llegó?',
    expect: lastPaid('Bistec de res'),
  },
  {
    history: ['¿Cuánto me costó el kilo de queso la última vez que lo compré?'],
    question: '¿y la cebolla?',
    expect: lastPaid('Cebolla blanca'),
  },

  // ── cheapestSupplier ─────────────────────────────────────────────────────────────────────────
  { question: '¿Quién me da más barato el kilo de jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'Qué pedo, ¿con quién me sale más barata la cebolla?', expect: cheapest('Cebolla blanca') },
  {
    question:
      'Mire, fíjese que el queso Oaxaca se lo he comprado a más de un proveedor; ¿me dice cuál de ellos me lo ha dejado más barato, comparando lo último que me cobró cada uno?',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    history: ['¿A cómo compré el aguacate la última vez?'],
    question: '¿y quién me lo deja más barato?',
    expect: cheapest('Aguacate Hass'),
  },
  { question: '¿Qué proveedor tiene el mejor precio por kilo de limón?', expect: cheapest('Limón sin semilla') },
  {
    question: 'Para la orden de tacos de bistec, ¿a quién le compro más barata la carne de res?',
    expect: cheapest('Bistec de res'),
  },
  { question: '¿Quién me vende más barata la pechuguita de pollo?', expect: cheapest('Pechuga de pollo') },

  // ── spend ────────────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto varo me gasté el mes pasado en compras?', expect: spend('2026-05-01', '2026-06-01') },
  { question: '¿Cuánto gasté en compras en marzo?', expect: spend('2026-03-01', '2026-04-01') },
  {
    history: ['¿Cuánto gasté en compras en marzo?'],
    question: '¿y en abril?',
    expect: spend('2026-04-01', '2026-05-01'),
  },
  {
    question:
      'Mire, fíjese que el contador me está pidiendo lo del primer trimestre: ¿cuánto gastamos en compras de enero a marzo?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: '¿Cuánto le he comprado a Don Chuy en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['¿Cuánto le he comprado a Don Chuy en lo que va del año?'],
    question: '¿y a los de la Merced?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Verduras La Merced' }),
  },
  { question: '¿Cuánto llevo gastado este mes?', expect: spend('2026-06-01', TOMORROW) },
  { question: '¿Cuánto he gastado en los últimos 30 días?', expect: spend('2026-05-16', TOMORROW) },
  {
    question: 'Gasto en jitomate de los últimos 90 días',
    expect: spend('2026-03-17', TOMORROW, { product: 'Jitomate saladet' }),
  },
  {
    question: '¿Cuánto dinero se me fue en aguacates en mayo?',
    expect: spend('2026-05-01', '2026-06-01', { product: 'Aguacate Hass' }),
  },
  {
    question: '¿Cuánto le pagamos en marzo a los de San Juan, los del queso y la crema?',
    expect: spend('2026-03-01', '2026-04-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    question: '¿Cuánto le compré a Abarrotes El Sol en febrero?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: '¿Cuánto dinero se me ha ido en queso Oaxaca en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Queso Oaxaca' }),
  },
  {
    history: ['¿Cuánto gasté el mes pasado?'],
    question: '¿y cuánto de eso fue con la Merced?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Verduras La Merced' }),
  },
  {
    question: 'Entre marzo y abril, ¿cuánto varo se fue en bistec?',
    expect: spend('2026-03-01', '2026-05-01', { product: 'Bistec de res' }),
  },
  {
    question: '¿Cuánto he gastado en cebolla en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Cebolla blanca' }),
  },
  {
    history: ['¿Cuánto he gastado en cebolla en lo que va del año?'],
    question: '¿y en jitomate?',
    expect: spend('2026-01-01', TOMORROW, { product: 'Jitomate saladet' }),
  },
  { question: 'del 1 al 15 de marzo cuanto se gasto en pedidos', expect: spend('2026-03-01', '2026-03-16') },

  // ── supplierCount ────────────────────────────────────────────────────────────────────────────
  { question: '¿Con cuántos proveedores trabajo?', expect: SUPPLIER_COUNT },
  {
    question:
      'Mire, fíjese que mi hijo me preguntó con cuántos proveedores estamos trabajando; ¿me dice cuántos tengo dados de alta, por favor?',
    expect: SUPPLIER_COUNT,
  },
  { question: '¿Cuántos proveedores hay en mi catálogo de proveedores?', expect: SUPPLIER_COUNT },

  // ── openOrders ───────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuántas OC tengo abiertas y por qué monto?', expect: OPEN_ORDERS },
  { question: 'Neta, ¿cuántos pedidos siguen pendientes y cuánto varo suman?', expect: OPEN_ORDERS },
  {
    question:
      'Mire, quisiera saber si tenemos pedidos que todavía no nos han llegado: ¿cuántos son y de cuánto es el total?',
    expect: OPEN_ORDERS,
  },
  {
    history: ['¿Cuál fue el último pedido que hice?'],
    question: '¿y cuántos tengo todavía sin recibir, y por cuánto?',
    expect: OPEN_ORDERS,
  },

  // ── priceMove ────────────────────────────────────────────────────────────────────────────────
  { question: '¿Qué producto me ha subido más de precio?', expect: rose() },
  { question: 'Qué pedo, ¿qué es lo que más se ha puesto caro?', expect: rose() },
  {
    question: '¿Qué insumo tuvo el mayor incremento de costo en abril?',
    expect: rose('2026-04-01', '2026-05-01'),
  },
  { question: '¿Qué bajó más de precio en mayo?', expect: fell('2026-05-01', '2026-06-01') },
  {
    question:
      'Mire, fíjese que quiero saber cuál de los productos nos ha bajado más de precio, para aprovechar y comprar un poquito más.',
    expect: fell(),
  },
  {
    history: ['¿Qué producto subió más de precio?'],
    question: '¿y cuál bajó más?',
    expect: fell(),
  },

  // ── recipeCost ───────────────────────────────────────────────────────────────────────────────
  {
    question: '¿Cuánto me sale hacer los tacos al pastor, toda la receta y por orden?',
    expect: recipeCost('Tacos al pastor'),
  },
  { question: 'Costo de receta del guacamole', expect: recipeCost('Guacamole') },
  { question: '¿Cuánto me cuesta preparar la salsa roja?', expect: recipeCost('Salsa roja') },
  {
    question:
      'Mire, fíjese que estoy pensando subirle el precio a las quesadillas de queso; ¿cuánto me cuesta a mí hacerlas?',
    expect: recipeCost('Quesadillas de queso'),
  },
  { question: '¿Qué costo tiene la receta de tacos de bistec?', expect: recipeCost('Tacos de bistec') },
  {
    history: ['¿Cuánto me cuesta la receta de tacos al pastor?'],
    question: '¿y la de bistec?',
    expect: recipeCost('Tacos de bistec'),
  },
  { question: 'neta, ¿cuánto me sale el guacamol, la tanda y la porción?', expect: recipeCost('Guacamole') },

  // ── portions ─────────────────────────────────────────────────────────────────────────────────
  {
    question: '¿Cuántas órdenes de tacos al pastor me alcanzan con lo que hay?',
    expect: portions('Tacos al pastor'),
  },
  {
    question: '¿Cuántas porciones de tacos de bistec puedo sacar con el on hand actual?',
    expect: portions('Tacos de bistec'),
  },
  { question: '¿Para cuántas quesadiyas me alcanza?', expect: portions('Quesadillas de queso') },
  { question: '¿Cuántos litros de salsa roja puedo hacer con lo que tengo?', expect: portions('Salsa roja') },
  {
    history: ['¿Cuánto me cuesta hacer el guacamole?'],
    question: '¿y cuántas porciones me salen con lo que tengo?',
    expect: portions('Guacamole'),
  },
  {
    question:
      'Mire, fíjese que el sábado tenemos una fiesta y quiero saber cuántas órdenes de tacos al pastor alcanzamos a sacar con lo que hay ahorita, sin comprar nada.',
    expect: portions('Tacos al pastor'),
  },

  // ── categoryValue ────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto dinero tengo parado en verduras?', expect: categoryValue('Verduras') },
  { question: 'Valor del inventario de la categoría carnes', expect: categoryValue('Carnes') },
  { question: '¿Cuánto vale lo que tengo de lacteos?', expect: categoryValue('Lácteos') },
  {
    history: ['¿Cuánto vale lo que tengo en carnes?'],
    question: '¿y en abarrotes?',
    expect: categoryValue('Abarrotes'),
  },

  // ── inventoryValue ───────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto vale todo mi inventario?', expect: INVENTORY_VALUE },
  {
    question:
      'Mire, fíjese que voy a contratar un seguro para el local; ¿cuánto vale toda la mercancía que tenemos en la bodega?',
    expect: INVENTORY_VALUE,
  },
  {
    history: ['¿Cuánto vale lo que tengo de verduras?'],
    question: '¿y todo el inventario junto, cuánto varo es?',
    expect: INVENTORY_VALUE,
  },

  // ── lastOrder ────────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuál fue el último pedido que hice?', expect: LAST_ORDER },
  { question: '¿Cuál es la última OC que levanté y de cuánto fue?', expect: LAST_ORDER },
  {
    question: 'Mire, ¿me recuerda cuál fue la última orden de compra que mandamos y por cuánto salió?',
    expect: LAST_ORDER,
  },
];
