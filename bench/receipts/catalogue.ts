/** What generated receipts sell: names as tickets print them, units, and a price range in pesos. */
export interface CatalogueItem {
  name: string;
  unit: 'KG' | 'PZA' | 'CAJA' | 'LT' | 'G' | 'PAQ' | 'MANOJO' | 'BOLSA' | 'LATA';
  min: number;
  max: number;
}

export const CATALOGUE: CatalogueItem[] = [
  { name: 'JITOMATE SALADET', unit: 'KG', min: 18, max: 35 },
  { name: 'CEBOLLA BLANCA', unit: 'KG', min: 15, max: 30 },
  { name: 'CHILE SERRANO', unit: 'KG', min: 30, max: 60 },
  { name: 'AGUACATE HASS', unit: 'KG', min: 45, max: 90 },
  { name: 'LIMON SIN SEMILLA', unit: 'KG', min: 20, max: 40 },
  { name: 'PAPA BLANCA', unit: 'KG', min: 18, max: 30 },
  { name: 'ZANAHORIA', unit: 'KG', min: 12, max: 22 },
  { name: 'CILANTRO', unit: 'MANOJO', min: 5, max: 12 },
  { name: 'LECHUGA ROMANA', unit: 'PZA', min: 12, max: 25 },
  { name: 'QUESO OAXACA', unit: 'KG', min: 90, max: 160 },
  { name: 'CREMA ACIDA', unit: 'LT', min: 40, max: 70 },
  { name: 'LECHE ENTERA', unit: 'LT', min: 22, max: 28 },
  { name: 'HUEVO BLANCO', unit: 'CAJA', min: 480, max: 720 },
  { name: 'PECHUGA DE POLLO', unit: 'KG', min: 90, max: 140 },
  { name: 'BISTEC DE RES', unit: 'KG', min: 150, max: 230 },
  { name: 'CARNE MOLIDA', unit: 'KG', min: 110, max: 170 },
  { name: 'CHORIZO', unit: 'KG', min: 80, max: 130 },
  { name: 'ARROZ MORELOS', unit: 'KG', min: 25, max: 40 },
  { name: 'FRIJOL NEGRO', unit: 'KG', min: 28, max: 45 },
  { name: 'ACEITE VEGETAL', unit: 'LT', min: 35, max: 55 },
  { name: 'TORTILLA DE MAIZ', unit: 'KG', min: 18, max: 26 },
  { name: 'HARINA DE TRIGO', unit: 'KG', min: 15, max: 25 },
  { name: 'AZUCAR ESTANDAR', unit: 'KG', min: 22, max: 32 },
  { name: 'REFRESCO COLA 600ML', unit: 'CAJA', min: 180, max: 260 },
  { name: 'AGUA PURIFICADA', unit: 'PZA', min: 30, max: 45 },
  { name: 'SERVILLETAS', unit: 'PAQ', min: 25, max: 45 },
  { name: 'CHILE JALAPENO', unit: 'LATA', min: 18, max: 30 },
  { name: 'ATUN EN AGUA', unit: 'LATA', min: 18, max: 28 },
  { name: 'CHILE GUAJILLO', unit: 'G', min: 0.12, max: 0.2 },
  { name: 'PINA MIEL', unit: 'PZA', min: 25, max: 40 },
  { name: 'PLATANO TABASCO', unit: 'KG', min: 15, max: 25 },
  { name: 'PIERNA DE CERDO', unit: 'KG', min: 85, max: 120 },
  { name: 'MAYONESA', unit: 'PZA', min: 38, max: 65 },
  { name: 'CONSOME DE POLLO', unit: 'PAQ', min: 45, max: 80 },
  { name: 'PAN BOLILLO', unit: 'BOLSA', min: 30, max: 55 },
  { name: 'CREMA PARA BATIR', unit: 'LT', min: 70, max: 110 },
];

export const SUPPLIERS = [
  'ABARROTES LA ESPERANZA',
  'CENTRAL DE ABASTOS GDL',
  'CARNES SELECTAS DEL BAJIO',
  'SUPER MERCADO DEL VALLE',
  'DISTRIBUIDORA LOS ALTOS',
  'FRUTAS Y LEGUMBRES MARTINEZ',
  'LACTEOS SAN JUAN',
  'COMERCIAL EL PORVENIR',
];

export const STREETS = [
  'AV. JUAREZ 123 COL. CENTRO',
  'CALLE HIDALGO 45 COL. OBRERA',
  'AV. REVOLUCION 890',
  'BLVD. LAZARO CARDENAS 2210',
];

/** The same receipts on every run. */
export { seededRandom } from '../../src/common/seeded-random';
