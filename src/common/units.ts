import { foldText } from './text';

/**
 * How people, tickets and notas de remisión spell each unit, defined once (decision 027): the
 * receipts parser reads units with it, products store the unit it gives (decision 034), and the
 * assistant compares product and catalogue units with its SQL twin (unitKeySql). Spellings are
 * folded (foldText): lower case, no accents.
 */
export const UNIT_ALIASES = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'],
  g: ['g', 'gr', 'grs', 'gramo', 'gramos', 'gms'],
  lb: ['lb', 'lbs', 'libra', 'libras'],
  oz: ['oz', 'onza', 'onzas'],
  lt: ['lt', 'lts', 'l', 'litro', 'litros', 'ltr', 'ltrs'],
  ml: ['ml', 'mls', 'mililitro', 'mililitros'],
  taza: ['taza', 'tazas'],
  cucharada: ['cucharada', 'cucharadas', 'cda', 'cdas'],
  cucharadita: ['cucharadita', 'cucharaditas', 'cdta', 'cdtas', 'cdita', 'cditas'],
  galon: ['galon', 'galones', 'gal'],
  pza: ['pza', 'pzas', 'pz', 'pzs', 'pieza', 'piezas', 'u', 'un', 'uni', 'und', 'unid', 'unidad', 'unidades'],
  docena: ['doc', 'docena', 'docenas', 'dz'],
  caja: ['caja', 'cajas', 'cja', 'cj', 'cjs', 'caj'],
  paq: ['paq', 'paqs', 'paquete', 'paquetes', 'pqt', 'pq'],
  bolsa: ['bolsa', 'bolsas', 'bol', 'bsa'],
  manojo: ['manojo', 'manojos', 'mjo', 'mnjo', 'man'],
  lata: ['lata', 'latas'],
  bote: ['bote', 'botes'],
  costal: ['costal', 'costales', 'bulto', 'bultos', 'saco', 'sacos'],
  rollo: ['rollo', 'rollos'],
} as const;

export type UnitCode = keyof typeof UNIT_ALIASES;

/** Measures of a kitchen's recipes that no supplier sells by: a ticket's word that only looks like one is not one. */
export const KITCHEN_MEASURES: ReadonlySet<UnitCode> = new Set(['taza', 'cucharada', 'cucharadita']);

const UNIT_BY_ALIAS = new Map<string, UnitCode>(
  Object.entries(UNIT_ALIASES).flatMap(([unit, aliases]) => aliases.map((alias) => [alias, unit as UnitCode] as const)),
);

/**
 * The unit a spelling stands for ('Kilos' → 'kg', ' PZAS ' → 'pza'), or null when it is none we know.
 * Stored units are codes already: they are looked up before folding, which costs more than the lookup.
 */
export const unitCodeOf = (text: string): UnitCode | null =>
  UNIT_BY_ALIAS.get(text) ?? UNIT_BY_ALIAS.get(foldText(text).trim()) ?? null;

/**
 * The SAT's ClaveUnidad (c_ClaveUnidad, from UN/ECE Recommendations 20 and 21) for the units food
 * suppliers invoice in, as our unit codes (decision 034): a CFDI's XML and its printed copy use them.
 */
const SAT_UNITS: Record<string, UnitCode> = {
  KGM: 'kg',
  GRM: 'g',
  LBR: 'lb',
  ONZ: 'oz',
  LTR: 'lt',
  MLT: 'ml',
  GLL: 'galon',
  H87: 'pza',
  EA: 'pza',
  C62: 'pza',
  XUN: 'pza',
  DZN: 'docena',
  XBX: 'caja',
  XPK: 'paq',
  XBG: 'bolsa',
  XSA: 'costal',
  XCN: 'lata',
  XTN: 'lata',
  XBE: 'manojo',
  XRO: 'rollo',
};

/** Our unit for a SAT ClaveUnidad ('KGM' → 'kg', 'H87' → 'pza'), or null for a code not listed. */
export const unitOfSatCode = (code: string): UnitCode | null => SAT_UNITS[code.trim().toUpperCase()] ?? null;

/**
 * What a product's unit is stored as: the code of a spelling we know ('Kilos' → 'kg'), else the
 * product's own count unit as written, trimmed ('Charola'). Its SQL twin is canonicalUnitSql.
 */
export const canonicalUnit = (text: string): string => unitCodeOf(text) ?? text.trim();

export type Dimension = 'mass' | 'volume' | 'count';

/**
 * The measures: each unit's exact size in its dimension's base (g, ml, pza). Definitions in
 * decision 034: the international pound and avoirdupois ounce, the US gallon, and the Mexican
 * kitchen's metric taza (240 ml), cucharada (15 ml) and cucharadita (5 ml).
 */
export const MEASURES = {
  g: { dimension: 'mass', factor: '1' },
  kg: { dimension: 'mass', factor: '1000' },
  lb: { dimension: 'mass', factor: '453.59237' },
  oz: { dimension: 'mass', factor: '28.349523125' },
  ml: { dimension: 'volume', factor: '1' },
  lt: { dimension: 'volume', factor: '1000' },
  taza: { dimension: 'volume', factor: '240' },
  cucharada: { dimension: 'volume', factor: '15' },
  cucharadita: { dimension: 'volume', factor: '5' },
  galon: { dimension: 'volume', factor: '3785.411784' },
  pza: { dimension: 'count', factor: '1' },
  docena: { dimension: 'count', factor: '12' },
} as const satisfies Partial<Record<UnitCode, { dimension: Dimension; factor: string }>>;

export type MeasureCode = keyof typeof MEASURES;

export const isMeasure = (unit: string): unit is MeasureCode => Object.hasOwn(MEASURES, unit);

/** How a unit is written after a number: [one, several]. Units not listed (a product's own) show as stored. */
export const UNIT_LABELS: Record<UnitCode, readonly [string, string]> = {
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  lb: ['lb', 'lb'],
  oz: ['oz', 'oz'],
  ml: ['ml', 'ml'],
  lt: ['l', 'l'],
  taza: ['taza', 'tazas'],
  cucharada: ['cda', 'cdas'],
  cucharadita: ['cdta', 'cdtas'],
  galon: ['gal', 'gal'],
  pza: ['pza', 'pzas'],
  docena: ['docena', 'docenas'],
  caja: ['caja', 'cajas'],
  paq: ['paquete', 'paquetes'],
  bolsa: ['bolsa', 'bolsas'],
  manojo: ['manojo', 'manojos'],
  lata: ['lata', 'latas'],
  bote: ['bote', 'botes'],
  costal: ['costal', 'costales'],
  rollo: ['rollo', 'rollos'],
};
