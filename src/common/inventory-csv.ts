/** The products CSV columns, in export order; the import also accepts them in any order and case. */
export const CSV_COLUMNS = ['nombre', 'unidad', 'precio', 'stock', 'stock_minimo', 'proveedor', 'categoria'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const INVENTORY_CSV_MESSAGES = {
  unknownSupplier: (name: string) => `El proveedor "${name}" no existe; agrégalo primero en Proveedores`,
} as const;
