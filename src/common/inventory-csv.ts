/**
 * The products CSV columns, in export order; the import also accepts them in any order and case.
 * The unit columns (decision 038) and the tax columns (decision 042) come last so that spreadsheets
 * made for the first seven still fit.
 */
export const CSV_COLUMNS = [
  'nombre',
  'unidad',
  'precio',
  'stock',
  'stock_minimo',
  'proveedor',
  'categoria',
  'presentaciones',
  'densidad_kg_l',
  'peso_pieza_g',
  'rendimiento_pct',
  'iva',
  'ieps',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Between two purchase packs in the `presentaciones` cell: "Caja 25 kg; Bolsa 5 kg". */
export const CSV_PACK_SEPARATOR = ';';

export const INVENTORY_CSV_MESSAGES = {
  unknownSupplier: (name: string) => `El proveedor "${name}" no existe; agrégalo primero en Proveedores`,
  unreadablePack: (text: string) =>
    `Presentaciones: no se entiende «${text}»; escribe nombre, cantidad y unidad de cada una, separadas por «;» (por ejemplo «Caja 25 kg; Bolsa 5 kg»)`,
  unreadableIeps: (text: string) =>
    `IEPS: no se entiende «${text}»; escribe una tasa («26.5 %»), una cuota en pesos («$1.6451») o deja la celda vacía`,
} as const;
