import {
  type BenchCase,
  INVENTORY_VALUE,
  LAST_ORDER,
  OPEN_ORDERS,
  TOMORROW,
  categoryValue,
  cheapest,
  currentPrice,
  fell,
  rose,
  stock,
} from './cases';

/*
 * Tuning set 7: inventory value, cheapest supplier, open orders, biggest price moves (up and down),
 * last order and stock, plus a few category values and current prices, about the seeded taquería.
 * Voices: a market-stall owner from Guadalajara ("oiga", "ocupo", "lana", "a cómo"), a young manager
 * typing on the phone without accents, an owner who asks indirectly ("Necesito saber…", "Quisiera
 * ver…"), and a cook who asks yes/no questions. Products are named the way people talk; the expected
 * names are the seeded ones.
 * Dates: "today" is Monday 15 June 2026 (America/Mexico_City); periods are [from, to) calendar days,
 * e.g. "en mayo" → ('2026-05-01', '2026-06-01'), "desde marzo" → ('2026-03-01', TOMORROW); a price
 * question naming no period uses rose()/fell() defaults.
 */
export const TUNING_7: BenchCase[] = [
  // inventoryValue
  { question: 'Oiga, ¿cuánta lana tengo parada en mercancía ahorita?', expect: INVENTORY_VALUE },
  { question: 'cuanto vale todo mi inventario', expect: INVENTORY_VALUE },
  {
    question: 'Necesito saber cuánto dinero representa todo lo que tengo guardado en la bodega.',
    expect: INVENTORY_VALUE,
  },
  {
    question: '¿Ya pasamos de los 15 mil pesos en existencias? ¿En cuánto va todo el almacén?',
    expect: INVENTORY_VALUE,
  },
  { question: 'Quisiera ver el valor total de mis existencias, de todos los productos.', expect: INVENTORY_VALUE },
  { question: 'pos cuánto varo traigo en producto, todo junto?', expect: INVENTORY_VALUE },
  {
    history: ['¿Cuánto vale lo que tengo de verduras?'],
    question: '¿Y ya todo junto, con carnes, abarrotes y lácteos?',
    expect: INVENTORY_VALUE,
  },

  // categoryValue
  {
    history: ['¿Cuánto vale todo mi inventario?'],
    question: '¿Y de eso cuánto es pura carne?',
    expect: categoryValue('Carnes'),
  },
  { question: 'cuanto dinero tengo en lacteos', expect: categoryValue('Lácteos') },
  { question: 'Oiga, ¿cuánta lana tengo metida en abarrotes ahorita?', expect: categoryValue('Abarrotes') },

  // cheapestSupplier
  { question: '¿Quién me deja más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  { question: 'q proveedor me da mas barata la cebolla', expect: cheapest('Cebolla blanca') },
  {
    question: 'Quisiera saber con qué proveedor me sale más económico el queso Oaxaca y a qué precio.',
    expect: cheapest('Queso Oaxaca'),
  },
  {
    question: '¿Conviene comprarle el aguacate a los de La Merced? ¿Quién lo da más barato?',
    expect: cheapest('Aguacate Hass'),
  },
  { question: '¿Con quién me sale más en cuenta el kilo de jitomates, oiga?', expect: cheapest('Jitomate saladet') },
  { question: 'quien me vende mas barato el quesillo', expect: cheapest('Queso Oaxaca') },
  {
    history: ['¿Quién me vende más barato el jitomate?'],
    question: '¿y la cebolla?',
    expect: cheapest('Cebolla blanca'),
  },

  // openOrders
  { question: '¿Cuántos pedidos tengo que todavía no han llegado y de cuánto son?', expect: OPEN_ORDERS },
  { question: 'cuantas ordenes tengo pendientes y por cuanto', expect: OPEN_ORDERS },
  {
    question: 'Necesito saber qué me deben entregar todavía los proveedores: cuántos pedidos y por cuánto dinero.',
    expect: OPEN_ORDERS,
  },
  { question: '¿Hay pedidos que todavía no hayamos recibido? ¿Cuántos son y cuánto suman?', expect: OPEN_ORDERS },
  {
    question: 'Oiga, ¿cuántos pedidos siguen sin llegarme y por cuánta lana son?',
    expect: OPEN_ORDERS,
  },
  { question: 'Quisiera ver cuánto dinero tengo en pedidos que aún no recibo, y cuántos son.', expect: OPEN_ORDERS },
  {
    history: ['¿Cuál fue mi último pedido?'],
    question: '¿Y cuántos me faltan por recibir? ¿Cuánto es en total?',
    expect: OPEN_ORDERS,
  },

  // priceMove up
  { question: '¿Qué se me disparó más de precio últimamente, oiga?', expect: rose() },
  { question: 'q producto subio mas de precio', expect: rose() },
  {
    question: 'Quisiera saber cuál de mis productos se ha puesto más caro recientemente y en qué porcentaje.',
    expect: rose(),
  },
  { question: '¿Es cierto que la cebolla es lo que más ha subido? ¿Cuánto subió?', expect: rose() },
  { question: '¿Qué se puso más caro en mayo?', expect: rose('2026-05-01', '2026-06-01') },
  { question: 'cual fue el producto q mas subio en abril', expect: rose('2026-04-01', '2026-05-01') },
  {
    question: 'Desde marzo para acá, ¿qué es lo que más ha subido de precio?',
    expect: rose('2026-03-01', TOMORROW),
  },

  // priceMove down
  { question: 'q producto bajo mas de precio', expect: fell() },
  { question: '¿Qué se abarató más últimamente, oiga?', expect: fell() },
  { question: 'Necesito saber qué producto ha bajado más de precio recientemente y cuánto.', expect: fell() },
  { question: '¿Bajó algo de precio últimamente? ¿Qué fue lo que más bajó?', expect: fell() },
  { question: '¿Qué bajó más de precio en marzo?', expect: fell('2026-03-01', '2026-04-01') },
  {
    question: 'Quisiera ver qué producto se abarató más entre febrero y marzo.',
    expect: fell('2026-02-01', '2026-04-01'),
  },
  {
    history: ['¿Qué se puso más caro en mayo?'],
    question: '¿Y qué fue lo que más bajó?',
    expect: fell('2026-05-01', '2026-06-01'),
  },

  // lastOrder
  { question: '¿Cuál fue lo último que pedí y de cuánto fue?', expect: LAST_ORDER },
  { question: 'cual fue mi ultimo pedido', expect: LAST_ORDER },
  { question: 'Quisiera ver el pedido más reciente que hice: el número y el total.', expect: LAST_ORDER },
  {
    question: '¿El último pedido que hicimos fue el de la carne? Dime cuál es y de cuánto.',
    expect: LAST_ORDER,
  },
  { question: 'Oiga, ¿cuál fue la última orden que le eché a los proveedores y por cuánta lana?', expect: LAST_ORDER },
  { question: 'Necesito saber el folio de mi última orden de compra y su importe.', expect: LAST_ORDER },
  { question: 'cual fue la ultima orden q mande? numero y total', expect: LAST_ORDER },

  // stock
  { question: '¿Cuánto jitomate me queda, oiga?', expect: stock('Jitomate saladet') },
  { question: 'cuanta sebolla hay', expect: stock('Cebolla blanca') },
  { question: 'Necesito saber cuántos kilos de aguacate tengo en existencia.', expect: stock('Aguacate Hass') },
  { question: '¿Todavía hay cilantro? ¿Cuántos manojos quedan?', expect: stock('Cilantro') },
  { question: '¿Nos queda crema? ¿Cuánta hay?', expect: stock('Crema ácida') },
  {
    history: ['¿Cuánto bistec tengo?'],
    question: '¿y de pastor?',
    expect: stock('Pastor (cerdo adobado)'),
  },
  {
    history: ['¿A cómo tengo el queso Oaxaca ahorita?'],
    question: '¿Y cuánto me queda?',
    expect: stock('Queso Oaxaca'),
  },

  // currentPrice
  { question: '¿A qué precio tengo registrado el kilo de pechuga?', expect: currentPrice('Pechuga de pollo') },
  { question: 'Oiga, ¿a cómo tengo ahorita los serranos?', expect: currentPrice('Chile serrano') },
  {
    history: ['cuanto aceite me queda'],
    question: 'y a como lo tengo',
    expect: currentPrice('Aceite vegetal'),
  },
];
