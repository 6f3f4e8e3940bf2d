// The unit fields' limits and messages without zod (docs/decisions/059); product-units.ts holds the schemas.

/** The unit fields of a product (decision 034): base unit, purchase packs, density, piece weight, yield. */
export const MAX_PRODUCT_PACKS = 20;

export const PRODUCT_UNIT_MESSAGES = {
  unitRequired: 'La unidad es requerida',
  unitTooLong: 'La unidad no puede superar los 50 caracteres',
  density: 'Ingresa una densidad válida en kg por litro, mayor que 0 (máximo 6 decimales)',
  pieceWeight: 'Ingresa un peso por pieza válido en gramos, mayor que 0 (máximo 3 decimales)',
  yieldPercent: 'El rendimiento debe ser un porcentaje mayor que 0 y hasta 100 (máximo 2 decimales)',
  packName: 'El nombre de la presentación es requerido',
  packNameTooLong: 'El nombre de la presentación no puede superar los 50 caracteres',
  packNameSemicolon: 'El nombre de la presentación no puede llevar «;» (separa las presentaciones en el CSV)',
  packUnitSemicolon: 'La unidad de la presentación no puede llevar «;» (separa las presentaciones en el CSV)',
  packNameIsMeasure: 'El nombre de la presentación no puede ser una unidad de medida: usa «Caja», «Bidón», «Costal»…',
  packNameIsBase: 'La presentación no puede llamarse como la unidad base del producto',
  packQuantity: 'Ingresa la cantidad de la presentación, mayor que 0 (máximo 3 decimales)',
  packDuplicate: 'Hay dos presentaciones con el mismo nombre',
  tooManyPacks: `Un producto puede tener hasta ${MAX_PRODUCT_PACKS} presentaciones`,
} as const;
