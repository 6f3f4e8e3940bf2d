/*
 * Held-out set 9: voices of Taquería El Fogón's people. Doña Lupita, the sixties owner from Puebla,
 * dictates by voice with "oiga" and "usted" and no punctuation. Brayan, a 22-year-old cook in the
 * CDMX, types fast on his phone with slang, no accents and typos. Toño, the buyer from Culiacán,
 * talks northern ("ocupo", "qué onda"). Marisol, the manager from Guadalajara, is chatty. The
 * Monterrey accountant, Lic. Garza, writes formal, precise requests. Today is Monday 15 June 2026.
 */
import {
  stock,
  currentPrice,
  lastPaid,
  cheapest,
  spend,
  rose,
  fell,
  recipeCost,
  portions,
  categoryValue,
  SUPPLIER_COUNT,
  OPEN_ORDERS,
  LOW_STOCK,
  INVENTORY_VALUE,
  LAST_ORDER,
  TOMORROW,
  type BenchCase,
} from './cases';

export const HELD_OUT_9: BenchCase[] = [
  // stock
  { question: 'oiga cuánto jitomate nos queda en la bodega', expect: stock('Jitomate saladet') },
  { question: 'cuanto pollo hay wey', expect: stock('Pechuga de pollo') },
  { question: 'Qué onda, ¿cuántos manojos de cilantro tenemos?', expect: stock('Cilantro') },
  { question: 'Oye, ¿y de aceite cuánto nos queda? es que ya se ve poquito', expect: stock('Aceite vegetal') },
  { question: 'hay crema acida? cuanta', expect: stock('Crema ácida') },
  {
    history: ['cuánto queso oaxaca hay'],
    question: 'y de limón?',
    expect: stock('Limón sin semilla'),
  },

  // currentPrice
  { question: '¿A cómo tenemos registrado el kilo de bistec?', expect: currentPrice('Bistec de res') },
  { question: 'precio actual del aguacte', expect: currentPrice('Aguacate Hass') },
  { question: 'en cuanto esta el serano ahorita', expect: currentPrice('Chile serrano') },
  {
    question: 'dígame por favor qué precio tenemos ahorita para el kilo de tortilla',
    expect: currentPrice('Tortilla de maíz'),
  },
  {
    question: 'Oye, ¿a cómo estamos manejando el litro de crema ahorita en el sistema?',
    expect: currentPrice('Crema ácida'),
  },
  {
    history: ['cuanto cuesta ahorita el kilo de pastor'],
    question: '¿y la pechuga?',
    expect: currentPrice('Pechuga de pollo'),
  },

  // lastPaid
  { question: '¿Cuánto pagamos el jitomate la última vez que lo compramos?', expect: lastPaid('Jitomate saladet') },
  { question: 'la ultima vez q compramos limon a como nos lo dieron', expect: lastPaid('Limón sin semilla') },
  {
    question: '¿Cuál fue el precio unitario pagado en la compra más reciente de queso Oaxaca?',
    expect: lastPaid('Queso Oaxaca'),
  },
  { question: 'en cuánto nos salió el bistec en la última compra', expect: lastPaid('Bistec de res') },
  { question: 'a cuanto nos cobraron el pollo la ultima vez que llego', expect: lastPaid('Pechuga de pollo') },
  {
    history: ['cuánto pagué el aguacate la última vez'],
    question: 'y la cebolla',
    expect: lastPaid('Cebolla blanca'),
  },

  // cheapestSupplier
  { question: '¿Quién me vende más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'con que proveedor sale mas barata la cebolla', expect: cheapest('Cebolla blanca') },
  {
    question: 'oiga el queso oaxaca dónde lo conseguimos más económico con cuál proveedor',
    expect: cheapest('Queso Oaxaca'),
  },
  { question: 'Ocupo aguacate, ¿a quién le compro que me lo deje más barato?', expect: cheapest('Aguacate Hass') },
  { question: 'quien nos da mejor precio en el bistec?', expect: cheapest('Bistec de res') },
  {
    history: ['quien me da mas barato el aguacate'],
    question: 'ok y el limon?',
    expect: cheapest('Limón sin semilla'),
  },

  // spend
  {
    question: '¿Cuál fue el gasto total en compras durante el primer trimestre de 2026?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'cuanto le compramos a don chuy en abril',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  { question: 'Oye, ¿cuánto gastamos el mes pasado en total?', expect: spend('2026-05-01', '2026-06-01') },
  {
    question: 'cuanto se nos fue en jitomate en marzo',
    expect: spend('2026-03-01', '2026-04-01', { product: 'Jitomate saladet' }),
  },
  {
    question: '¿Cuánto le hemos comprado a Lácteos San Juan en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'oiga y en aguacate cuánto llevamos gastado este año',
    expect: spend('2026-01-01', TOMORROW, { product: 'Aguacate Hass' }),
  },
  {
    question: 'a abarrotes el sol cuanto le pagamos en febrero?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    history: ['¿cuánto gastamos en compras en febrero?'],
    question: '¿y en enero?',
    expect: spend('2026-01-01', '2026-02-01'),
  },
  {
    history: ['cuánto le compramos a Verduras La Merced el mes pasado'],
    question: 'y a los de lácteos?',
    expect: spend('2026-05-01', '2026-06-01', { supplier: 'Lácteos San Juan' }),
  },

  // supplierCount
  { question: '¿Cuántos proveedores tenemos dados de alta?', expect: SUPPLIER_COUNT },
  { question: 'con cuantos proveedores trabajamos', expect: SUPPLIER_COUNT },
  { question: 'oiga y cuántos son los proveedores que tenemos registrados', expect: SUPPLIER_COUNT },
  { question: 'numero de proveedores?', expect: SUPPLIER_COUNT },
  { question: 'Indíqueme cuántos proveedores hay en el catálogo, por favor.', expect: SUPPLIER_COUNT },

  // openOrders
  { question: '¿Qué pedidos tenemos pendientes?', expect: OPEN_ORDERS },
  { question: 'cuantas ordenes de compra siguen abiertas', expect: OPEN_ORDERS },
  { question: 'hay pedidos que no han llegado todavia?', expect: OPEN_ORDERS },
  { question: 'Qué onda, ¿cuánto dinero traigo en pedidos por recibir?', expect: OPEN_ORDERS },
  {
    question: 'Requiero el número y el monto de las órdenes de compra pendientes de recepción.',
    expect: OPEN_ORDERS,
  },

  // priceMove
  { question: '¿Qué producto ha subido más de precio?', expect: rose() },
  { question: 'cual bajo mas de precio ultimamente', expect: fell() },
  { question: 'oiga qué insumo se nos ha disparado más de precio', expect: rose() },
  { question: 'el mes pasado qué fue lo que más subió?', expect: rose('2026-05-01', '2026-06-01') },
  {
    history: ['el mes pasado qué fue lo que más subió?'],
    question: '¿y qué fue lo que más bajó?',
    expect: fell('2026-05-01', '2026-06-01'),
  },
  { question: 'Desde marzo para acá, ¿cuál insumo se encareció más?', expect: rose('2026-03-01', TOMORROW) },
  { question: 'en febrero que fue lo q mas bajo de precio', expect: fell('2026-02-01', '2026-03-01') },

  // recipeCost
  { question: '¿Cuánto me cuesta hacer los tacos al pastor?', expect: recipeCost('Tacos al pastor') },
  { question: 'costo del guacamole por porcion', expect: recipeCost('Guacamole') },
  { question: 'oye a cómo me sale cada quesadilla de queso', expect: recipeCost('Quesadillas de queso') },
  { question: 'cuanto cuesta preparar la salsa roja', expect: recipeCost('Salsa roja') },
  { question: 'costo de receta tacos de bistec', expect: recipeCost('Tacos de bistec') },
  {
    question: 'oiga cuánto nos está costando sacar una tanda de guacamole con los precios de ahorita',
    expect: recipeCost('Guacamole'),
  },

  // portions
  { question: '¿Cuántos tacos al pastor puedo sacar con lo que hay?', expect: portions('Tacos al pastor') },
  { question: 'para cuantas porciones de guacamole me alcanza', expect: portions('Guacamole') },
  { question: 'cuantas quesadilas salen con lo que tenemos', expect: portions('Quesadillas de queso') },
  {
    question: 'Oye, ¿cuántos litros de salsa roja puedo hacer con el inventario de hoy?',
    expect: portions('Salsa roja'),
  },
  { question: 'cuantos tacos de bistec alcanzo a sacar hoy', expect: portions('Tacos de bistec') },
  {
    history: ['cuantas porciones de tacos al pastor puedo hacer'],
    question: 'y de quesadillas?',
    expect: portions('Quesadillas de queso'),
  },

  // lowStock
  { question: '¿Qué se nos está acabando?', expect: LOW_STOCK },
  { question: 'qué productos están por debajo del mínimo', expect: LOW_STOCK },
  { question: 'Qué tengo que resurtir, compa?', expect: LOW_STOCK },
  { question: 'dígame qué nos hace falta pedir porque ya está bajo', expect: LOW_STOCK },
  { question: 'lista de lo q esta bajo de stock xfa', expect: LOW_STOCK },

  // categoryValue
  { question: '¿Cuánto vale lo que tengo de verduras?', expect: categoryValue('Verduras') },
  { question: 'valor del inventario de carnes', expect: categoryValue('Carnes') },
  { question: 'cuánto dinero tengo parado en abarrotes', expect: categoryValue('Abarrotes') },
  { question: 'en lacteos cuanto tengo en dinero?', expect: categoryValue('Lácteos') },
  {
    question: '¿A cuánto asciende el valor del inventario de la categoría Lácteos?',
    expect: categoryValue('Lácteos'),
  },
  { question: 'oiga y la carne que tenemos guardada cuánto vale en pesos', expect: categoryValue('Carnes') },

  // inventoryValue
  { question: '¿Cuánto vale todo el inventario?', expect: INVENTORY_VALUE },
  { question: 'cuanto tengo en mercancia en total, en pesos', expect: INVENTORY_VALUE },
  { question: 'Necesito el valor total del inventario al día de hoy para el cierre.', expect: INVENTORY_VALUE },
  { question: 'en dinero cuanto hay en la bodega en total', expect: INVENTORY_VALUE },
  {
    history: ['cuánto vale lo que tengo de carnes'],
    question: '¿y todo junto?',
    expect: INVENTORY_VALUE,
  },

  // lastOrder
  { question: '¿Cuál fue el último pedido que hicimos?', expect: LAST_ORDER },
  { question: 'el ultimo pedido de cuanto fue', expect: LAST_ORDER },
  { question: 'Cuál es la orden de compra más reciente?', expect: LAST_ORDER },
  { question: 'a ver el pedido más reciente qué número es y de cuánto', expect: LAST_ORDER },
  { question: 'ultima orden?', expect: LAST_ORDER },
];
