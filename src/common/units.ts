import type { RECEIPT_UNITS } from './receipts';
import { foldText } from './text';

/**
 * How people, tickets and notas de remisión spell each unit, defined once (decision 027): the
 * receipts parser reads units with it and the assistant compares product and catalogue units with
 * its SQL twin (unitKeySql). Spellings are folded (foldText): lower case, no accents.
 */
export const UNIT_ALIASES = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogramo', 'kilogramos'],
  g: ['g', 'gr', 'grs', 'gramo', 'gramos', 'gms'],
  lt: ['lt', 'lts', 'l', 'litro', 'litros', 'ltr', 'ltrs'],
  ml: ['ml', 'mls', 'mililitros'],
  pza: ['pza', 'pzas', 'pz', 'pzs', 'pieza', 'piezas', 'u', 'un', 'uni', 'und', 'unid', 'unidad', 'unidades'],
  caja: ['caja', 'cajas', 'cja', 'cj', 'cjs', 'caj'],
  paq: ['paq', 'paqs', 'paquete', 'paquetes', 'pqt', 'pq'],
  bolsa: ['bolsa', 'bolsas', 'bol', 'bsa'],
  lb: ['lb', 'lbs', 'libra', 'libras'],
  docena: ['doc', 'docena', 'docenas', 'dz'],
  manojo: ['manojo', 'manojos', 'mjo', 'man'],
  lata: ['lata', 'latas'],
  bote: ['bote', 'botes'],
  costal: ['costal', 'costales', 'bulto', 'bultos', 'saco', 'sacos'],
  rollo: ['rollo', 'rollos'],
} as const satisfies Record<(typeof RECEIPT_UNITS)[number], readonly string[]>;

export type UnitCode = keyof typeof UNIT_ALIASES;

const UNIT_BY_ALIAS = new Map<string, UnitCode>(
  Object.entries(UNIT_ALIASES).flatMap(([unit, aliases]) => aliases.map((alias) => [alias, unit as UnitCode] as const)),
);

/** The unit a spelling stands for ('Kilos' → 'kg', ' PZAS ' → 'pza'), or null when it is none we know. */
export const unitCodeOf = (text: string): UnitCode | null => UNIT_BY_ALIAS.get(foldText(text).trim()) ?? null;
