import {
  type BenchCase,
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
} from './cases';

/*
 * Fourth held-out set: a week of a taquería in Guadalajara and a cocina económica in Puebla using the
 * assistant. Written without looking at the engine nor at the other question sets. Today is Monday
 * 15 June 2026; periods are [from, to) calendar days.
 */

const MARCH = ['2026-03-01', '2026-04-01'] as const;
const APRIL = ['2026-04-01', '2026-05-01'] as const;
const MAY = ['2026-05-01', '2026-06-01'] as const;
const YEAR_SO_FAR = '2026-01-01';

export const HELD_OUT_4: BenchCase[] = [
  // ── Morning inventory checks (stock) ─────────────────────────────────────────────────────────────
  { question: 'jitomate?', expect: stock('Jitomate saladet') },
  { question: '¿Ya no hay crema? La cocinera dice que no encuentra', expect: stock('Crema ácida') },
  {
    question: 'Mañana le hago pedido a los de La Merced, ¿cuánta cebolla me queda todavía?',
    expect: stock('Cebolla blanca'),
  },
  {
    question:
      'oye este cuanto quesillo nos queda es que el sabado se venden un montón de quesadillas y no quiero quedarme corto',
    expect: stock('Queso Oaxaca'),
  },
  { question: 'cuantos kilos de bistek hay', expect: stock('Bistec de res') },
  { question: '¿No se nos acabaron los serranos?', expect: stock('Chile serrano') },
  { question: 'TORTILLAS CUANTAS HAY', expect: stock('Tortilla de maíz') },
  {
    question: 'Buenos días, ¿me podría decir cuántos manojos de cilantro tenemos en existencia?',
    expect: stock('Cilantro'),
  },
  { history: ['¿cuánto jitomate tengo?'], question: '¿y limones?', expect: stock('Limón sin semilla') },
  {
    history: ['¿cuánto pastor me queda?', '¿cuánto me cuesta el kilo?'],
    question: 'ok y de pollo cuánto hay',
    expect: stock('Pechuga de pollo'),
  },

  // ── Current prices ───────────────────────────────────────────────────────────────────────────────
  { question: '¿A cómo tengo el aguacate ahorita?', expect: currentPrice('Aguacate Hass') },
  { question: 'precio del kilo de pastor', expect: currentPrice('Pastor (cerdo adobado)') },
  {
    question: 'Estoy subiendo el precio del menú y necesito saber: ¿en cuánto está el kilo de bistec en el sistema?',
    expect: currentPrice('Bistec de res'),
  },
  { question: 'cuanto cuesta el aceite', expect: currentPrice('Aceite vegetal') },
  { question: 'jitomate a como', expect: currentPrice('Jitomate saladet') },
  {
    history: ['¿cuánta crema hay?'],
    question: '¿y a cuánto está el litro?',
    expect: currentPrice('Crema ácida'),
  },
  { question: '¿Qué precio tiene registrado la tortilla?', expect: currentPrice('Tortilla de maíz') },
  { question: 'A cuánto está el queso oaxaca ahora', expect: currentPrice('Queso Oaxaca') },
  {
    history: ['¿a cómo está la cebolla?'],
    question: '¿y el limón?',
    expect: currentPrice('Limón sin semilla'),
  },
  { question: 'precio actual pechuga', expect: currentPrice('Pechuga de pollo') },

  // ── Last price paid ──────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto pagué el kilo de aguacate la última vez que compré?', expect: lastPaid('Aguacate Hass') },
  {
    question: 'Don Chuy me quiere cobrar más, ¿a cuánto me dejó el bistec en la última compra?',
    expect: lastPaid('Bistec de res'),
  },
  {
    history: ['¿cuánto queso Oaxaca tengo?'],
    question: '¿y cuánto lo pagué la última vez?',
    expect: lastPaid('Queso Oaxaca'),
  },
  { question: 'ultimo precio pagado del chile serrano', expect: lastPaid('Chile serrano') },
  { question: 'la crema la última vez en cuánto nos salió el litro?', expect: lastPaid('Crema ácida') },

  // ── Cheapest supplier ────────────────────────────────────────────────────────────────────────────
  { question: '¿Con quién me sale más barato el jitomate?', expect: cheapest('Jitomate saladet') },
  {
    question: 'Quiero ahorrar en el quesillo, ¿qué proveedor me lo da más barato?',
    expect: cheapest('Queso Oaxaca'),
  },
  { question: 'proveedor mas barato cebolla', expect: cheapest('Cebolla blanca') },
  {
    history: ['¿cuántos aguacates tengo?', '¿a cómo está el kilo?'],
    question: '¿y quién me los vende más baratos?',
    expect: cheapest('Aguacate Hass'),
  },

  // ── Spending ─────────────────────────────────────────────────────────────────────────────────────
  { question: 'gasto marzo', expect: spend(...MARCH) },
  { question: '¿Por qué gasté tanto en abril? ¿Cuánto fue en total?', expect: spend(...APRIL) },
  {
    question: '¿Cuánto se gastó el mes pasado en compras a proveedores?',
    expect: spend(...MAY),
  },
  { history: ['¿cuánto gasté en marzo?'], question: '¿y en febrero?', expect: spend('2026-02-01', '2026-03-01') },
  {
    question: 'Mi socio quiere números: ¿cuánto gastamos en el primer trimestre?',
    expect: spend('2026-01-01', '2026-04-01'),
  },
  {
    question: 'en enero cuanto se nos fue en compras',
    expect: spend('2026-01-01', '2026-02-01'),
  },
  {
    question: '¿Cuánto le he comprado a La Merced en lo que va del año?',
    expect: spend(YEAR_SO_FAR, TOMORROW, { supplier: 'Verduras La Merced' }),
  },
  {
    question: '¡¿Cómo que tanto con Don Chuy en febrero?! ¿Cuánto le pagué?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Carnes Don Chuy' }),
  },
  {
    history: ['¿cuánto le compré a Don Chuy en febrero?'],
    question: '¿y en abril?',
    expect: spend(...APRIL, { supplier: 'Carnes Don Chuy' }),
  },
  {
    question: 'De febrero a abril, ¿cuánto se gastó en total?',
    expect: spend('2026-02-01', '2026-05-01'),
  },
  {
    question: 'cuanto e gastado en jitomate este año',
    expect: spend(YEAR_SO_FAR, TOMORROW, { product: 'Jitomate saladet' }),
  },
  {
    question: '¿Cuánto he gastado en quesillo en los últimos 45 días?',
    expect: spend('2026-05-01', TOMORROW, { product: 'Queso Oaxaca' }),
  },
  {
    question: 'del 1 al 15 de marzo cuánto gasté',
    expect: spend('2026-03-01', '2026-03-16'),
  },
  {
    history: ['¿cuánto gasté en abril?', '¿y cuánto fue con Abarrotes El Sol?'],
    question: '¿y en febrero con ellos mismos?',
    expect: spend('2026-02-01', '2026-03-01', { supplier: 'Abarrotes El Sol' }),
  },
  {
    question: 'Oiga, ¿cuánto nos gastamos en aguacate en marzo y abril? Es que el guacamole ya no deja',
    expect: spend('2026-03-01', '2026-05-01', { product: 'Aguacate Hass' }),
  },
  {
    question: 'cuanto le pague a la merced en los ultimos 100 dias',
    expect: spend('2026-03-07', TOMORROW, { supplier: 'Verduras La Merced' }),
  },

  {
    question: 'Para la declaración: ¿cuánto le he pagado a Lácteos San Juan en 2026?',
    expect: spend('2026-01-01', '2027-01-01', { supplier: 'Lácteos San Juan' }),
  },
  {
    question: 'entre el 16 y el 22 de abril cuánto se compró',
    expect: spend('2026-04-16', '2026-04-23'),
  },

  // ── Supplier count ───────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuántos proveedores tengo dados de alta?', expect: SUPPLIER_COUNT },
  { question: 'numero de proveedores', expect: SUPPLIER_COUNT },
  {
    history: ['¿cuánto le compré a Lácteos San Juan en mayo?'],
    question: 'oye y en total con cuántos proveedores trabajo',
    expect: SUPPLIER_COUNT,
  },

  // ── Open orders ──────────────────────────────────────────────────────────────────────────────────
  { question: '¿Qué pedidos siguen sin llegar?', expect: OPEN_ORDERS },
  { question: 'pedidos pendientes', expect: OPEN_ORDERS },
  { question: 'De lo que pedí este mes, ¿qué no me han entregado todavía?', expect: OPEN_ORDERS },
  {
    question: 'Los de El Sol no han traído nada y estoy preocupado, ¿cuántas órdenes tengo abiertas y por cuánto?',
    expect: OPEN_ORDERS,
  },
  {
    history: ['¿cuántos proveedores tengo?'],
    question: '¿y cuántos pedidos tengo pendientes de recibir?',
    expect: OPEN_ORDERS,
  },

  // ── Price moves ──────────────────────────────────────────────────────────────────────────────────
  { question: '¿Qué producto subió más de precio en marzo?', expect: rose(...MARCH) },
  { history: ['¿qué subió más en marzo?'], question: '¿y qué bajó más?', expect: fell(...MARCH) },
  { question: 'qué se ha encarecido más últimamente', expect: rose() },
  {
    question: 'En lo que va del año, ¿qué insumo bajó más de precio?',
    expect: fell(YEAR_SO_FAR, TOMORROW),
  },
  { question: 'lo que más subió en los últimos 30 días', expect: rose('2026-05-16', TOMORROW) },
  { question: 'abril que fue lo que mas subio', expect: rose(...APRIL) },
  {
    question: 'Entre marzo y abril, ¿cuál fue el producto que más se disparó de precio?',
    expect: rose('2026-03-01', '2026-05-01'),
  },
  {
    history: ['¿qué fue lo que más subió en mayo?'],
    question: '¿y lo que más bajó ese mes?',
    expect: fell(...MAY),
  },

  // ── Recipe cost ──────────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto me cuesta hacer el guacamole?', expect: recipeCost('Guacamole') },
  {
    question: 'costo de los tacos de pastor por porción',
    expect: recipeCost('Tacos al pastor'),
  },
  {
    history: ['¿cuánto me cuesta una tanda de tacos de bistec?'],
    question: '¿y la salsa roja?',
    expect: recipeCost('Salsa roja'),
  },
  {
    question: 'Para ponerle precio a las quesadillas: ¿cuánto me sale cada una con los precios de hoy?',
    expect: recipeCost('Quesadillas de queso'),
  },
  { question: 'cuanto cuesta preparar los de bistec', expect: recipeCost('Tacos de bistec') },

  // ── Portions ─────────────────────────────────────────────────────────────────────────────────────
  {
    question: '¿Cuántas órdenes de pastor puedo sacar con lo que tengo?',
    expect: portions('Tacos al pastor'),
  },
  {
    history: ['¿cuánto me cuesta hacer el guacamole?'],
    question: '¿y cuántas porciones me salen con lo que hay?',
    expect: portions('Guacamole'),
  },
  { question: 'quesadillas cuantas alcanzan', expect: portions('Quesadillas de queso') },
  {
    question: 'Hoy hay partido y viene mucha gente, ¿para cuántos tacos de bistec me alcanza el inventario?',
    expect: portions('Tacos de bistec'),
  },
  { question: 'cuantos litros de salsa roja puedo hacer', expect: portions('Salsa roja') },

  // ── Low stock ────────────────────────────────────────────────────────────────────────────────────
  { question: '¿Qué me falta por pedir? Lo que esté bajo el mínimo', expect: LOW_STOCK },
  { question: 'productos por debajo del minimo', expect: LOW_STOCK },
  {
    history: ['¿cuánto jitomate tengo?', '¿y cebolla?'],
    question: 'oye y en general qué cosas ya están por acabarse',
    expect: LOW_STOCK,
  },

  // ── Category value ───────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto dinero tengo en carnes guardado en la cámara?', expect: categoryValue('Carnes') },
  {
    history: ['¿cuánto vale lo que tengo de carnes?'],
    question: '¿y de verduras?',
    expect: categoryValue('Verduras'),
  },
  { question: 'valor de los lácteos en inventario', expect: categoryValue('Lácteos') },
  { question: 'cuanto vale todo lo de abarrotes que tengo', expect: categoryValue('Abarrotes') },

  // ── Inventory value ──────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuánto vale todo mi inventario?', expect: INVENTORY_VALUE },
  {
    question: 'Mi contador me pide el valor total de la mercancía que tenemos hoy en la cocina',
    expect: INVENTORY_VALUE,
  },
  {
    history: ['¿cuánto vale lo que tengo en lácteos?'],
    question: 'ya y todo junto cuánto es',
    expect: INVENTORY_VALUE,
  },

  // ── Last order ───────────────────────────────────────────────────────────────────────────────────
  { question: '¿Cuál fue el último pedido que hice?', expect: LAST_ORDER },
  { question: 'ultima orden de compra', expect: LAST_ORDER },
  {
    history: ['¿cuántos pedidos tengo abiertos?'],
    question: '¿y de cuánto fue el más reciente que mandé?',
    expect: LAST_ORDER,
  },
];
