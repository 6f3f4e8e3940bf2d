/**
 * Earlier runs on this machine, kept to show what the fixes changed (req/s at full load, p99 at
 * 200 req/s in ms), keyed `database:dataset:scenario`.
 */
export interface EarlierRun {
  label: string;
  figures: Record<string, [rps: number, p99: number]>;
}

export const EARLIER_RUNS: EarlierRun[] = [
  {
    label: 'Borrador, 2026-11-22 (generador anterior, sin arreglos; carga 6.4–6.9)',
    figures: {
      'pglite:small:products': [101, 140],
      'pglite:small:dashboard': [172, 70],
      'pglite:small:marketplace': [167, 166],
      'pglite:small:order': [75, 389],
      'pglite:small:preparation': [40, 969],
      'pglite:large:products': [43, 838],
      'pglite:large:dashboard': [27, 937],
      'pglite:large:marketplace': [6, 2442],
      'pglite:large:order': [43, 806],
      'pglite:large:preparation': [30, 1929],
    },
  },
  {
    label: '2026-11-23 15:04 UTC (preparaciones ya por lote; sin migración 0007 ni el cambio de órdenes; carga 8–10)',
    figures: {
      'pglite:small:products': [173, 245],
      'pglite:small:dashboard': [88, 1086],
      'pglite:small:marketplace': [182, 119],
      'pglite:small:order': [38, 383],
      'pglite:small:preparation': [60, 484],
      'pglite:large:products': [40, 427],
      'pglite:large:dashboard': [80, 831],
      'pglite:large:marketplace': [8, 1596],
      'pglite:large:order': [13, 489],
      'pglite:large:preparation': [24, 1701],
      'postgres:small:products': [82, 262],
      'postgres:small:dashboard': [222, 229],
      'postgres:small:marketplace': [322, 129],
      'postgres:small:order': [130, 404],
      'postgres:small:preparation': [39, 637],
      'postgres:large:products': [113, 145],
      'postgres:large:dashboard': [282, 170],
      'postgres:large:marketplace': [107, 300],
      'postgres:large:order': [104, 293],
      'postgres:large:preparation': [60, 418],
    },
  },
  {
    label:
      '2026-11-23 15:25 UTC (consultas arregladas; sesión de better-auth y adaptadores cargados al arrancar; carga 8–9)',
    figures: {
      'pglite:small:products': [109, 82],
      'pglite:small:dashboard': [253, 510],
      'pglite:small:marketplace': [298, 183],
      'pglite:small:order': [96, 708],
      'pglite:small:preparation': [80, 694],
      'pglite:large:products': [95, 266],
      'pglite:large:dashboard': [190, 105],
      'pglite:large:marketplace': [123, 264],
      'pglite:large:order': [174, 210],
      'pglite:large:preparation': [107, 256],
      'postgres:small:products': [434, 294],
      'postgres:small:dashboard': [334, 185],
      'postgres:small:marketplace': [616, 220],
      'postgres:small:order': [374, 99],
      'postgres:small:preparation': [194, 201],
      'postgres:large:products': [293, 76],
      'postgres:large:dashboard': [355, 51],
      'postgres:large:marketplace': [290, 90],
      'postgres:large:order': [285, 82],
      'postgres:large:preparation': [110, 290],
    },
  },
];
