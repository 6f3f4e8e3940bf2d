/** Words the generated rows are made of: what a Mexican restaurant and its suppliers really stock. */
export const INGREDIENTS = [
  'Jitomate', 'Cebolla blanca', 'Ajo', 'Chile serrano', 'Chile jalapeño', 'Chile guajillo', 'Chile ancho', 'Cilantro', 'Epazote', 'Limón',
  'Aguacate', 'Tortilla de maíz', 'Masa de maíz', 'Frijol negro', 'Frijol pinto', 'Arroz', 'Aceite vegetal', 'Manteca', 'Sal', 'Pimienta',
  'Comino', 'Orégano', 'Queso Oaxaca', 'Queso fresco', 'Crema', 'Leche', 'Huevo', 'Pechuga de pollo', 'Pierna de cerdo', 'Bistec de res',
  'Chorizo', 'Tocino', 'Camarón', 'Filete de pescado', 'Pulpo', 'Papa', 'Zanahoria', 'Calabacita', 'Elote', 'Nopal',
  'Tomate verde', 'Lechuga', 'Col', 'Rábano', 'Pepino', 'Piña', 'Mango', 'Azúcar', 'Harina de trigo', 'Café',
  'Chocolate de mesa', 'Canela', 'Vainilla', 'Pan bolillo', 'Pan de caja', 'Mayonesa', 'Mostaza', 'Catsup', 'Salsa inglesa', 'Vinagre',
] as const;

export const PRESENTATIONS = [
  'a granel', 'bolsa 1 kg', 'caja 10 kg', 'costal 25 kg', 'pieza', 'manojo', 'paquete', 'lata 3 kg', 'garrafa 20 l', 'cubeta 19 l',
  'orgánico', 'de temporada', 'selecto', 'económico', 'premium', 'congelado', 'fresco', 'deshidratado', 'molido', 'entero',
] as const;

export const PRODUCT_UNITS = ['kg', 'pieza', 'litro', 'paquete', 'caja', 'manojo'] as const;
export const PRODUCT_CATEGORIES = ['Verduras', 'Carnes', 'Lácteos', 'Abarrotes', 'Especias', 'Frutas', 'Panadería', 'Bebidas'] as const;

export const CONTACT_NAMES = ['Abarrotes', 'Carnicería', 'Cremería', 'Frutería', 'Pescadería', 'Distribuidora', 'Panadería', 'Bodega'] as const;
export const PLACES = ['del Centro', 'La Merced', 'Jamaica', 'del Valle', 'Coyoacán', 'Tlalpan', 'Iztapalapa', 'Xochimilco', 'Azcapotzalco', 'Tacuba'] as const;

/**
 * The marketplace catalogue: 10 categories × 10 items, so a term that names one item (the benchmark
 * searches "jitomate") matches 1 % of the listing.
 */
export const MARKETPLACE_CATALOG: Record<string, readonly string[]> = {
  Verduras: ['Jitomate saladet', 'Cebolla morada', 'Papa blanca', 'Zanahoria', 'Calabacita italiana', 'Chayote', 'Brócoli', 'Coliflor', 'Espinaca', 'Pimiento morrón'],
  Frutas: ['Limón persa', 'Aguacate Hass', 'Mango Ataulfo', 'Piña miel', 'Papaya maradol', 'Plátano tabasco', 'Naranja valencia', 'Sandía', 'Melón', 'Fresa'],
  Carnes: ['Arrachera', 'Bistec de res', 'Pechuga de pollo', 'Muslo de pollo', 'Pierna de cerdo', 'Costilla de cerdo', 'Carne molida', 'Chorizo', 'Longaniza', 'Cecina'],
  Lácteos: ['Queso Oaxaca', 'Queso panela', 'Queso fresco', 'Crema ácida', 'Leche entera', 'Mantequilla', 'Yogur natural', 'Queso Chihuahua', 'Requesón', 'Queso cotija'],
  Abarrotes: ['Arroz', 'Frijol negro', 'Frijol bayo', 'Lenteja', 'Azúcar estándar', 'Harina de trigo', 'Aceite de canola', 'Sal de mar', 'Pasta para sopa', 'Atún en agua'],
  Especias: ['Comino', 'Orégano', 'Pimienta negra', 'Clavo', 'Canela en raja', 'Laurel', 'Achiote', 'Chile guajillo seco', 'Chile ancho seco', 'Chile de árbol'],
  Pescados: ['Camarón mediano', 'Filete de tilapia', 'Pulpo', 'Huachinango', 'Robalo', 'Mojarra', 'Calamar', 'Jaiba', 'Ostión', 'Salmón'],
  Bebidas: ['Agua purificada', 'Refresco de cola', 'Jugo de naranja', 'Café de grano', 'Té negro', 'Agua mineral', 'Concentrado de jamaica', 'Horchata', 'Leche de almendra', 'Cerveza clara'],
  Panadería: ['Bolillo', 'Telera', 'Pan de caja', 'Tortilla de harina', 'Tostadas', 'Pan para hamburguesa', 'Pan dulce surtido', 'Baguette', 'Bollo brioche', 'Totopos'],
  Desechables: ['Vaso desechable', 'Plato biodegradable', 'Servilleta', 'Contenedor térmico', 'Bolsa de papel', 'Popote de papel', 'Cubierto compostable', 'Papel aluminio', 'Película plástica', 'Guante de nitrilo'],
};

export const GRADES = ['primera', 'segunda', 'extra', 'selecto', 'orgánico', 'de temporada', 'mayoreo', 'importado', 'nacional', 'económico'] as const;

export const CHAT_LINES = [
  'Buenos días, ¿tienen disponible para mañana?',
  'Sí, le confirmamos la entrega antes de las 9:00.',
  '¿Me puede mandar el precio por caja?',
  'Le comparto la lista de precios actualizada.',
  'Necesito 20 kg más para el fin de semana.',
  'Perfecto, queda apartado.',
  'La entrega de hoy llegó incompleta, faltaron dos cajas.',
  'Una disculpa, mañana se las reponemos sin costo.',
] as const;

export const DISHES = [
  'Salsa verde', 'Salsa roja', 'Guacamole', 'Arroz rojo', 'Frijoles charros', 'Tacos al pastor', 'Enchiladas suizas', 'Chilaquiles verdes', 'Pozole rojo', 'Sopa de tortilla',
  'Mole poblano', 'Tinga de pollo', 'Cochinita pibil', 'Carnitas', 'Chiles rellenos', 'Tamales verdes', 'Agua de jamaica', 'Flan napolitano', 'Arroz con leche', 'Pico de gallo',
] as const;

export const RECIPE_CATEGORIES = ['Salsas', 'Guarniciones', 'Platos fuertes', 'Sopas', 'Postres', 'Bebidas'] as const;
