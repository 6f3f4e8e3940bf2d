import type { ContactInput } from '@common/inventory';
import type { RestaurantInput } from '@common/restaurant';

/** Demo content for a first start: a taquería's pantry, recipes and week of purchasing. */
export const DEMO_RESTAURANT: RestaurantInput = {
  restaurantName: 'Taquería El Fogón',
  description: 'Tacos al pastor, bistec y antojitos al carbón desde 2012.',
  phone: '5555123456',
  email: 'contacto@elfogon.mx',
  website: 'https://elfogon.mx',
  locations: [
    {
      locationName: 'Matriz Roma',
      address: 'Av. Álvaro Obregón 112, Col. Roma Norte',
      city: 'Ciudad de México',
      state: 'CDMX',
      postalCode: '06700',
      phone: '5555123456',
      isMainLocation: true,
    },
    {
      locationName: 'Sucursal Coyoacán',
      address: 'Calle Higuera 45, Col. La Concepción',
      city: 'Ciudad de México',
      state: 'CDMX',
      postalCode: '04020',
      phone: '5555987654',
    },
  ],
};

export const DEMO_CONTACTS: ContactInput[] = [
  { name: 'Verduras La Merced', contactInfo: 'Pedidos de lunes a sábado, 6:00 a 14:00', whatsappNumber: '5512345678' },
  { name: 'Carnes Don Chuy', contactInfo: 'carnesdonchuy@example.com', whatsappNumber: '3331234567' },
  { name: 'Abarrotes El Sol', contactInfo: 'Av. Central 120, CDMX', whatsappNumber: null },
];

/** [name, unit, price, stock, minimum, contact index or null, category] */
export const DEMO_PRODUCTS: ReadonlyArray<readonly [string, string, string, string, string, number | null, string]> = [
  ['Tomate saladet', 'kg', '28.50', '12', '10', 0, 'Verduras'],
  ['Cebolla blanca', 'kg', '24.00', '6.5', '8', 0, 'Verduras'],
  ['Cilantro', 'manojo', '8.00', '15', '10', 0, 'Verduras'],
  ['Aguacate Hass', 'kg', '72.00', '6', '5', 0, 'Verduras'],
  ['Limón sin semilla', 'kg', '32.00', '9', '6', 0, 'Verduras'],
  ['Chile serrano', 'kg', '45.00', '2.5', '3', 0, 'Verduras'],
  ['Bistec de res', 'kg', '189.00', '12', '10', 1, 'Carnes'],
  ['Pastor (cerdo adobado)', 'kg', '135.00', '7.5', '10', 1, 'Carnes'],
  ['Pechuga de pollo', 'kg', '118.00', '11', '8', 1, 'Carnes'],
  ['Tortilla de maíz', 'kg', '24.00', '30', '20', 2, 'Abarrotes'],
  ['Aceite vegetal', 'litro', '42.00', '10', '5', 2, 'Abarrotes'],
  ['Queso Oaxaca', 'kg', '145.00', '3', '4', null, 'Lácteos'],
];

export const DEMO_RECIPE_CATEGORIES = [
  { name: 'Tacos', description: 'Lo que sale del trompo y de la plancha' },
  { name: 'Salsas y guarniciones', description: 'Para la mesa y para acompañar' },
  { name: 'Antojitos', description: null },
];

interface DemoRecipe {
  name: string;
  category: string;
  description: string;
  finalYield: string;
  yieldUnit: string;
  salePrice: string | null;
  preparationSteps: string[];
  /** [product name, quantity per batch] */
  ingredients: ReadonlyArray<readonly [string, string]>;
}

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    name: 'Tacos al pastor',
    category: 'Tacos',
    description: 'Orden de tacos de trompo con cebolla, cilantro y limón.',
    finalYield: '40',
    yieldUnit: 'taco',
    salePrice: '18.00',
    preparationSteps: [
      'Rebanar el pastor del trompo.',
      'Calentar las tortillas en la plancha.',
      'Servir con cebolla, cilantro y limón.',
    ],
    ingredients: [
      ['Pastor (cerdo adobado)', '2'],
      ['Tortilla de maíz', '1.2'],
      ['Cebolla blanca', '0.3'],
      ['Cilantro', '2'],
      ['Limón sin semilla', '0.5'],
    ],
  },
  {
    name: 'Bistec encebollado',
    category: 'Tacos',
    description: 'Bistec a la plancha con cebolla acitronada.',
    finalYield: '6',
    yieldUnit: 'orden',
    salePrice: '125.00',
    preparationSteps: [
      'Sellar el bistec en la plancha con aceite.',
      'Acitronar la cebolla en rodajas.',
      'Picar y mezclar; servir con tortillas.',
    ],
    ingredients: [
      ['Bistec de res', '1.5'],
      ['Cebolla blanca', '0.5'],
      ['Aceite vegetal', '0.1'],
      ['Tortilla de maíz', '0.5'],
    ],
  },
  {
    name: 'Guacamole',
    category: 'Salsas y guarniciones',
    description: 'Guacamole de molcajete.',
    finalYield: '12',
    yieldUnit: 'porción',
    salePrice: '45.00',
    preparationSteps: [
      'Machacar el aguacate.',
      'Agregar tomate, cebolla, chile y cilantro picados.',
      'Sazonar con limón y sal.',
    ],
    ingredients: [
      ['Aguacate Hass', '1.2'],
      ['Tomate saladet', '0.3'],
      ['Cebolla blanca', '0.15'],
      ['Cilantro', '1'],
      ['Limón sin semilla', '0.2'],
      ['Chile serrano', '0.05'],
    ],
  },
  {
    name: 'Salsa verde cruda',
    category: 'Salsas y guarniciones',
    description: 'La salsa de la mesa: serrano, aguacate y cilantro.',
    finalYield: '1',
    yieldUnit: 'litro',
    salePrice: null,
    preparationSteps: [
      'Licuar el chile con cebolla, cilantro y limón.',
      'Agregar el aguacate y licuar poco.',
      'Rectificar la sal.',
    ],
    ingredients: [
      ['Chile serrano', '0.2'],
      ['Cebolla blanca', '0.1'],
      ['Cilantro', '1'],
      ['Limón sin semilla', '0.1'],
      ['Aguacate Hass', '0.3'],
    ],
  },
  {
    name: 'Quesadillas de queso Oaxaca',
    category: 'Antojitos',
    description: 'Quesadillas en comal con queso deshebrado.',
    finalYield: '12',
    yieldUnit: 'pieza',
    salePrice: '28.00',
    preparationSteps: [
      'Deshebrar el queso.',
      'Rellenar las tortillas y doblarlas.',
      'Dorar en el comal con poco aceite.',
    ],
    ingredients: [
      ['Queso Oaxaca', '0.6'],
      ['Tortilla de maíz', '0.5'],
      ['Aceite vegetal', '0.05'],
    ],
  },
];

/** The order that arrived this week; the pastor came at a new price. [product name, quantity, price paid or null for the same] */
export const RECEIVED_ORDER = {
  contact: 1,
  notes: 'Pedido del lunes',
  lines: [
    ['Pastor (cerdo adobado)', 10, '142.50'],
    ['Bistec de res', 6, null],
  ] as ReadonlyArray<readonly [string, number, string | null]>,
};

/** [recipe name, batches, notes] */
export const DEMO_PREPARATIONS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['Salsa verde cruda', '2', 'Para las mesas del fin de semana'],
  ['Tacos al pastor', '1', null],
];

export const PENDING_ORDER = {
  contact: 0,
  notes: 'Entregar antes de las 9:00',
  lines: [
    ['Cebolla blanca', 10],
    ['Chile serrano', 3],
    ['Aguacate Hass', 4],
  ] as ReadonlyArray<readonly [string, number]>,
};

/** Marketplace lines by catalogue product name. */
export const MARKETPLACE_ORDER = {
  notes: 'Entregar en Matriz Roma',
  lines: [
    ['Jitomate bola primera', 10],
    ['Cilantro', 10],
    ['Limón persa', 5],
  ] as ReadonlyArray<readonly [string, number]>,
};

/** The conversation with the supplier, in order: [who writes, message]. */
export const DEMO_CHAT: ReadonlyArray<readonly ['restaurant' | 'supplier', string]> = [
  ['restaurant', 'Hola, buenos días. ¿Mañana tienen aguacate Hass en su punto para guacamole?'],
  ['supplier', '¡Buenos días! Sí, tenemos calibre 48 listo para usarse. ¿Cuántas cajas necesita?'],
  ['restaurant', 'Dos cajas, por favor. Y ya les mandé el pedido de jitomate, cilantro y limón.'],
  ['supplier', 'Recibido. Lo entregamos mañana antes de las 8:00 en la Matriz Roma.'],
];
