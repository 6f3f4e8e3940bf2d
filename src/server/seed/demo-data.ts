/** Demo content for a first start: a taquería's pantry and a produce supplier's catalogue. */
export const DEMO_CONTACTS = [
  { name: 'Verduras La Merced', contactInfo: 'Pedidos de lunes a sábado, 6:00 a 14:00', whatsappNumber: '5512345678' },
  { name: 'Carnes Don Chuy', contactInfo: 'carnesdonchuy@example.com', whatsappNumber: '3331234567' },
  { name: 'Abarrotes El Sol', contactInfo: 'Av. Central 120, CDMX', whatsappNumber: null },
] as const;

/** [name, unit, price, stock, minimum, contact index or null, category] */
export const DEMO_PRODUCTS: ReadonlyArray<readonly [string, string, string, string, string, number | null, string]> = [
  ['Tomate saladet', 'kg', '28.50', '12.000', '10', 0, 'Verduras'],
  ['Cebolla blanca', 'kg', '24.00', '4.500', '8', 0, 'Verduras'],
  ['Cilantro', 'manojo', '8.00', '15.000', '10', 0, 'Verduras'],
  ['Aguacate Hass', 'kg', '72.00', '6.000', '5', 0, 'Verduras'],
  ['Limón sin semilla', 'kg', '32.00', '9.000', '6', 0, 'Verduras'],
  ['Chile serrano', 'kg', '45.00', '2.000', '3', 0, 'Verduras'],
  ['Bistec de res', 'kg', '189.00', '18.000', '10', 1, 'Carnes'],
  ['Pastor (cerdo adobado)', 'kg', '135.00', '7.500', '10', 1, 'Carnes'],
  ['Pechuga de pollo', 'kg', '118.00', '11.000', '8', 1, 'Carnes'],
  ['Tortilla de maíz', 'kg', '24.00', '30.000', '20', 2, 'Abarrotes'],
  ['Aceite vegetal', 'litro', '42.00', '10.000', '5', 2, 'Abarrotes'],
  ['Queso Oaxaca', 'kg', '145.00', '3.000', '4', null, 'Lácteos'],
];

export const DEMO_MARKETPLACE = [
  { name: 'Jitomate bola primera', category: 'Verduras', unit: 'kg', price: '26.00', stock: '500', min: '5', description: 'Jitomate bola de primera calidad, cosecha de Sinaloa.' },
  { name: 'Aguacate Hass calibre 48', category: 'Verduras', unit: 'caja', price: '780.00', stock: '40', min: '1', description: 'Caja de 10 kg, punto de maduración a elegir.' },
  { name: 'Cebolla blanca', category: 'Verduras', unit: 'kg', price: '21.50', stock: '800', min: '10', description: 'Cebolla blanca mediana, seleccionada.' },
  { name: 'Limón persa', category: 'Frutas', unit: 'kg', price: '29.00', stock: '600', min: '5', description: 'Limón persa sin semilla, muy jugoso.' },
  { name: 'Chile serrano', category: 'Verduras', unit: 'kg', price: '39.00', stock: '120', min: '2', description: 'Chile serrano fresco del día.' },
  { name: 'Cilantro', category: 'Hierbas', unit: 'paquete', price: '7.00', stock: '300', min: '10', description: 'Manojo de cilantro fresco, paquete de 1 pieza.' },
] as const;
