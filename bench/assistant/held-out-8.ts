import {
  INVENTORY_VALUE,
  LAST_ORDER,
  LOW_STOCK,
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
  type BenchCase,
} from './cases';

/*
 * Held-out set 8: questions about the seeded taquería (src/server/test/taqueria.ts), each with the
 * figure it must be answered with (bench/assistant/expected.ts).
 * Voices: a Yucatecan / coastal owner with regional turns ("mare", "bomba", "fíjate que", "¿cuánto
 * me sale?"); a sous-chef giving orders to the tablet ("revisa", "checa", "calcula", "dime"); a
 * bookkeeper asking with exact dates and ranges in words ("del primero de abril al treinta de mayo",
 * "el mes antepasado", "en lo que va del año"); an owner writing long messages with the question
 * buried in the middle, after context and before a remark; and someone whose phone autocorrects or
 * who hits adjacent keys ("cuanyo", "proveefores").
 * Today is Monday 15 June 2026 (America/Mexico_City); periods are [from, to) calendar days, so
 * "el mes antepasado" is April, "en lo que va del año" runs from 1 January to tomorrow, and
 * "últimamente" (no period) uses the default price-trend window.
 * Questions avoid what the data leaves open: no last price paid or cheapest supplier for products
 * whose latest order is still pending (tortilla, aceite, pastor), no price drop asked for a period
 * with only increases, and supplier spend only over periods without pending orders.
 */
export const HELD_OUT_8: BenchCase[] = [
  // stock
  { question: 'Checa cuánto pastor queda en la cámara', expect: stock('Pastor (cerdo adobado)') },
  {
    question: 'Fíjate que ando preocupado por los aguacates, ¿cuántos kilos me quedan?',
    expect: stock('Aguacate Hass'),
  },
  { question: 'cuanyo queso oaxava tengo en existencia', expect: stock('Queso Oaxaca') },
  {
    history: ['Revisa cuántas tortillas hay'],
    question: 'ahora checa la crema',
    expect: stock('Crema ácida'),
  },
  {
    question:
      'Oye, hoy en la mañana pasó el chavo de la verdura y no le pedí nada porque creí que estábamos bien, pero ahora que lo pienso no sé cuánto serrano tenemos, ¿cuánto chile serrano hay en existencia? Es que la salsa se nos acaba rapidísimo los fines de semana.',
    expect: stock('Chile serrano'),
  },
  { question: 'Dime la existencia de limones', expect: stock('Limón sin semilla') },

  // currentPrice
  { question: 'Mare, ¿cuánto me sale el kilo de bistec ahorita?', expect: currentPrice('Bistec de res') },
  { question: 'a como tengo registrado el prwcio del cilamtro', expect: currentPrice('Cilantro') },
  {
    history: ['¿A cómo está el aguacate?'],
    question: '¿y el limon?',
    expect: currentPrice('Limón sin semilla'),
  },
  { question: 'Dime el precio actual de la pechuga', expect: currentPrice('Pechuga de pollo') },
  {
    question:
      'Estoy armando la lista de precios nueva para el menú porque ya no me salen las cuentas, y antes de subirle a las gringas necesito saber ¿a cómo tengo hoy el kilo de queso oaxaca en el sistema? Luego te pregunto lo demás.',
    expect: currentPrice('Queso Oaxaca'),
  },

  // lastPaid
  { question: '¿A cuánto pagué el jitomate la última vez que lo compré?', expect: lastPaid('Jitomate saladet') },
  {
    question: 'Fíjate que el de la carne me quiere subir, ¿a cuánto le pagué el bistec la última vez?',
    expect: lastPaid('Bistec de res'),
  },
  { question: 'cuanto pague la ultima vez por la vebolla', expect: lastPaid('Cebolla blanca') },
  {
    history: ['¿A cuánto pagué la crema la última vez?'],
    question: '¿y la pechuga?',
    expect: lastPaid('Pechuga de pollo'),
  },
  {
    question: 'En la última compra de aguacate, ¿qué precio unitario quedó registrado?',
    expect: lastPaid('Aguacate Hass'),
  },
  {
    question:
      'Ayer vino un señor del mercado ofreciéndome limón a muy buen precio y no supe qué contestarle porque no me acordaba de cuánto lo compro, ¿en cuánto me salió el kilo de limon la ultima vez que lo pedí? Si está más barato le compro a él la otra semana.',
    expect: lastPaid('Limón sin semilla'),
  },

  // cheapestSupplier
  { question: '¿Quién me vende más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  {
    history: ['¿Quién me da más barato el jitomate?'],
    question: '¿y la cebolla?',
    expect: cheapest('Cebolla blanca'),
  },
  { question: 'Revisa con qué proveedor me sale más barato el queso oaxaca', expect: cheapest('Queso Oaxaca') },
  { question: 'Mare, ¿con quien me sale mas barato el aguacate?', expect: cheapest('Aguacate Hass') },
  { question: 'cual proveefor me deja mas barata la cebolla', expect: cheapest('Cebolla blanca') },
  {
    question:
      'Estamos por hacer el pedido grande para el puente y mi socio dice que el aguacate lo compramos caro; a ver, ¿qué proveedor nos vende el aguacate más barato? Para que ya deje de dar lata con eso.',
    expect: cheapest('Aguacate Hass'),
  },

  // spend
  {
    question: 'Necesito el total de compras del primero de abril al treinta de mayo.',
    expect: spend('2026-04-01', '2026-05-31'),
  },
  { question: '¿Cuánto gastamos en compras el mes antepasado?', expect: spend('2026-04-01', '2026-05-01') },
  {
    question: 'Mare, ¿cuánto le he comprado a Lácteos San Juan en lo que va del año?',
    expect: spend('2026-01-01', TOMORROW, { supplier: 'Lácteos San Juan' }),
  },
  {
    history: ['¿Cuánto gasté en enero?'],
    question: '¿y en febrero?',
    expect: spend('2026-02-01', '2026-03-01'),
  },
  {
    question: 'cuanyo gaste en jitonate en el primer trimestre',
    expect: spend('2026-01-01', '2026-04-01', { product: 'Jitomate saladet' }),
  },
  {
    history: ['¿Cuánto le pagué a Carnes Don Chuy en febrero?'],
    question: '¿y en abril?',
    expect: spend('2026-04-01', '2026-05-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    question:
      'Mi contador me está pidiendo los números y yo ni idea, la verdad; ¿cuánto gasté en total del 15 de febrero al 15 de marzo? Dice que si no se los mando hoy me cobra recargo, ya ni la amuela.',
    expect: spend('2026-02-15', '2026-03-16'),
  },
  {
    history: ['¿Cuánto gasté en marzo?', '¿y en abril?'],
    question: '¿y del primero de enero a la fecha?',
    expect: spend('2026-01-01', TOMORROW),
  },

  // supplierCount
  { question: '¿Con cuántos proveedores trabajo?', expect: SUPPLIER_COUNT },
  { question: 'cuantos proveefores tengo dados de alta', expect: SUPPLIER_COUNT },
  { question: 'Dime cuántos proveedores hay en el sistema', expect: SUPPLIER_COUNT },
  {
    question:
      'Estoy llenando un formulario del banco para un crédito y me pregunta muchas cosas raras, entre ellas cuántos proveedores tiene el negocio; ¿cuántos tengo registrados? No sé para qué quieren saber eso.',
    expect: SUPPLIER_COUNT,
  },
  {
    question: 'Fíjate que mi suegra quiere saber a cuántos proveedores les compro, ¿cuántos son?',
    expect: SUPPLIER_COUNT,
  },

  // openOrders
  { question: '¿Qué pedidos tengo pendientes de recibir?', expect: OPEN_ORDERS },
  { question: 'Checa cuántas órdenes siguen abiertas y por cuánto', expect: OPEN_ORDERS },
  { question: 'cuantos pedidoa me faltan por llegar', expect: OPEN_ORDERS },
  {
    question:
      'Se me juntó todo esta semana, el refri de atrás falla y la muchacha de la caja no vino, y encima no me acuerdo qué he pedido: ¿cuántos pedidos siguen pendientes y cuánto suman? Ojalá que lleguen antes del viernes.',
    expect: OPEN_ORDERS,
  },
  {
    question: 'Para el cierre necesito el monto total de las órdenes de compra que siguen sin recibirse.',
    expect: OPEN_ORDERS,
  },
  {
    history: ['¿Cuál fue mi último pedido?'],
    question: 'Mare, ¿y cuántos pedidos tengo todavía sin llegar?',
    expect: OPEN_ORDERS,
  },

  // lastOrder
  { question: '¿Cuál fue mi último pedido?', expect: LAST_ORDER },
  { question: 'Dime el número y el total de la última orden de compra', expect: LAST_ORDER },
  { question: 'cual fue la ultina orden que hice', expect: LAST_ORDER },
  {
    question: 'Fíjate que no me acuerdo qué pedí la última vez, ¿cuál fue mi pedido más reciente y de cuánto fue?',
    expect: LAST_ORDER,
  },
  {
    question:
      'Me marcó el de la carnicería diciendo que ya salió la camioneta y yo ni me acuerdo qué pedí; ¿cuál fue el último pedido que hice y de cuánto salió? Quiero tener el número a la mano cuando llegue.',
    expect: LAST_ORDER,
  },
  {
    question: 'Para conciliar, ¿cuál es la orden de compra más reciente que tenemos capturada y qué importe tiene?',
    expect: LAST_ORDER,
  },

  // inventoryValue
  { question: '¿Cuánto vale todo mi inventario?', expect: INVENTORY_VALUE },
  { question: 'Mare, ¿cuánto dinero tengo parado en la bodega?', expect: INVENTORY_VALUE },
  { question: 'calcula el valor total del invenyario', expect: INVENTORY_VALUE },
  {
    question:
      'Estoy pensando en meter un seguro para el local porque con las lluvias se metió agua el año pasado, y el agente me pregunta cuánto vale la mercancía; ¿cuánto vale en total lo que tengo en existencia? Con eso ya le doy un número.',
    expect: INVENTORY_VALUE,
  },
  { question: 'Al día de hoy, ¿cuál es el valor total de las existencias a precio actual?', expect: INVENTORY_VALUE },
  { question: 'Dime en cuánto está valuado todo lo que hay en almacén', expect: INVENTORY_VALUE },

  // categoryValue
  { question: '¿Cuánto vale lo que tengo de carnes?', expect: categoryValue('Carnes') },
  {
    history: ['¿Cuánto vale lo que tengo de carnes?'],
    question: '¿y de lacteos?',
    expect: categoryValue('Lácteos'),
  },
  { question: 'Calcula el valor de las verduras en existencia', expect: categoryValue('Verduras') },
  { question: 'cuanto valen los abarrotrs que tengo', expect: categoryValue('Abarrotes') },
  { question: '¡Bomba! Dime cuánto vale mi existencia de lácteos', expect: categoryValue('Lácteos') },

  // recipeCost
  { question: '¿Cuánto me sale hacer el guacamole?', expect: recipeCost('Guacamole') },
  {
    history: ['Calcula el costo del guacamole'],
    question: '¿y la salsa roja?',
    expect: recipeCost('Salsa roja'),
  },
  { question: 'Checa el costo de la receta de tacos al pastor', expect: recipeCost('Tacos al pastor') },
  { question: 'cuanto me cuesta preparar las quesadiklas', expect: recipeCost('Quesadillas de queso') },
  {
    question:
      'Ando pensando subirle cinco pesos a la orden de bistec porque el de la carne ya me subió otra vez; ¿cuánto me cuesta hacer los tacos de bistec? Porque si ya no deja, mejor los quito del menú.',
    expect: recipeCost('Tacos de bistec'),
  },
  {
    question: '¿Cuál es el costo de producción de las quesadillas de queso, en total y por pieza?',
    expect: recipeCost('Quesadillas de queso'),
  },

  // portions
  {
    question: '¿Cuántas órdenes de tacos al pastor me salen con lo que tengo?',
    expect: portions('Tacos al pastor'),
  },
  {
    history: ['¿Cuántas órdenes de tacos al pastor me salen con lo que hay?'],
    question: '¿y de bistec?',
    expect: portions('Tacos de bistec'),
  },
  { question: 'Dime cuántas porciones de guacamole puedo sacar con la existencia', expect: portions('Guacamole') },
  { question: 'cuantas quesadillas puedo hacer con lo que hay en el refri', expect: portions('Quesadillas de queso') },
  {
    question:
      'Mañana tenemos una comida de cien personas de una empresa y quieren salsa en todas las mesas; ¿cuántos litros de salsa roja puedo hacer con lo que tengo en existencia? Para ver si pido más jitomate hoy.',
    expect: portions('Salsa roja'),
  },
  {
    question: 'Fíjate que viene un grupo grande, ¿para cuántas porciones de guacamole me alcanza con lo que hay?',
    expect: portions('Guacamole'),
  },

  // lowStock
  { question: '¿Qué productos están por debajo del mínimo?', expect: LOW_STOCK },
  { question: 'Revisa qué me falta resurtir', expect: LOW_STOCK },
  { question: 'que cosas tengo bajas de exustencia', expect: LOW_STOCK },
  {
    question:
      'Voy al mercado al rato y no quiero andar a lo tonto comprando cosas que ya tengo; ¿qué productos tengo por debajo de su mínimo? Así hago la lista de una vez.',
    expect: LOW_STOCK,
  },
  { question: 'Mare, ¿qué cosas ya están abajo del mínimo?', expect: LOW_STOCK },

  // priceMove
  { question: '¿Qué producto subió más de precio últimamente?', expect: rose() },
  {
    history: ['¿Qué subió más de precio en mayo?'],
    question: '¿y cuál bajó más?',
    expect: fell('2026-05-01', '2026-06-01'),
  },
  {
    question: 'Del primero de marzo al treinta de abril, ¿qué insumo tuvo el mayor aumento de precio?',
    expect: rose('2026-03-01', '2026-05-01'),
  },
  { question: 'Checa qué producto bajó más de precio en marzo', expect: fell('2026-03-01', '2026-04-01') },
  { question: 'que insumo se encarecio mas el mes antepasado', expect: rose('2026-04-01', '2026-05-01') },
  {
    question:
      'Siento que cada semana pago más por todo y ya no sé si es idea mía o de verdad; ¿cuál es el producto que más ha subido de precio en lo que va del año? Para ir a reclamarle al proveedor.',
    expect: rose('2026-01-01', TOMORROW),
  },
  {
    question: 'Fíjate que dicen que algo bajó, ¿qué producto ha bajado más de precio últimamente?',
    expect: fell(),
  },
];
