import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { f1, median, type Score } from './score';

export interface SampleResult {
  file: string;
  set: string;
  damage: string;
  bytes: number;
  layout: string;
  degraded: boolean;
  effects: string[];
  seconds: number;
  /** CPU time of the process (all its threads) for this receipt: what it costs on an idle core. */
  cpuSeconds: number;
  score: Score & { unitsRight: number };
  supplierOk: boolean;
  dateOk: boolean;
  totalOk: boolean;
}

export interface GroupFigures extends Score {
  label: string;
  set: string;
  damage: string;
  count: number;
  medianSeconds: number;
  medianCpuSeconds: number;
  precision: number;
  recall: number;
  f1: number;
}

/** Issue #15's targets: clean ≥ 0.90, damaged and photos ≥ 0.80. */
const TARGETS: Record<string, number> = { clean: 0.9, damaged: 0.8, photo: 0.8 };
const DAMAGE_LABEL: Record<string, string> = { clean: 'limpios', damaged: 'dañados', photo: 'fotos' };

/** The held-out sets are reservado, reservado-2, reservado-3…; their lines are never printed. */
export const isHeldOut = (set: string) => set.startsWith('reservado');

/** The held-out sets' receipts counted together: the figure that rests on the most receipts. */
const POOLED_HELD_OUT = 'reservado (todos)';

const LOOK_LABEL: Record<string, string> = {
  laser: 'láser',
  thermal: 'térmica',
  'dot-matrix': 'matriz de puntos',
  handwritten: 'a mano',
};

/** The held-out receipts by how they were printed (the second effect the generator records), and damage. */
function heldOutByLook(results: SampleResult[]): GroupFigures[] {
  const heldOut = results.filter((result) => isHeldOut(result.set) && result.effects[1] in LOOK_LABEL);
  const rank = (group: GroupFigures) =>
    Object.values(LOOK_LABEL).indexOf(group.set) * 10 + Object.keys(DAMAGE_LABEL).indexOf(group.damage);
  return groupsBySetAndDamage(heldOut.map((result) => ({ ...result, set: LOOK_LABEL[result.effects[1]] }))).sort(
    (a, b) => rank(a) - rank(b),
  );
}

/** One group per set and damage, and the held-out sets together when there are several. */
export function summarise(results: SampleResult[]): GroupFigures[] {
  const heldOut = results.filter((result) => isHeldOut(result.set));
  const pooled = new Set(heldOut.map((result) => result.set)).size > 1;
  return [
    ...groupsBySetAndDamage(results),
    ...(pooled ? groupsBySetAndDamage(heldOut.map((result) => ({ ...result, set: POOLED_HELD_OUT }))) : []),
  ];
}

function groupsBySetAndDamage(results: SampleResult[]): GroupFigures[] {
  const keys = [...new Set(results.map((result) => `${result.set}|${result.damage}`))];
  return keys.map((key) => {
    const [set, damage] = key.split('|');
    const chosen = results.filter((result) => result.set === set && result.damage === damage);
    const total: Score = chosen.reduce(
      (sum, result) => ({
        truth: sum.truth + result.score.truth,
        read: sum.read + result.score.read,
        matched: sum.matched + result.score.matched,
      }),
      { truth: 0, read: 0, matched: 0 },
    );
    return {
      label: `${set} ${DAMAGE_LABEL[damage] ?? damage}`,
      set,
      damage,
      count: chosen.length,
      medianSeconds: median(chosen.map((result) => result.seconds)),
      medianCpuSeconds: median(chosen.map((result) => result.cpuSeconds)),
      ...f1(total),
      ...total,
    };
  });
}

export interface ReceiptBench {
  results: SampleResult[];
  groups: GroupFigures[];
  warmUp: number;
  loadBefore: number[];
  loadAfter: number[];
  /** How many processes read the receipts at once (processes.ts). */
  processes: number;
}

const yes = (met: boolean) => (met ? 'sí' : '**no**');
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
const count = (results: SampleResult[], key: 'supplierOk' | 'dateOk' | 'totalOk') =>
  `${results.filter((result) => result[key]).length}/${results.length}`;

function byLookTable(groups: GroupFigures[]) {
  if (groups.length === 0) return [];
  return [
    '## Reservados por impresión',
    '',
    'Todos los recibos de los conjuntos reservados, por cómo se imprimieron y por daño: dónde se pierden las partidas (solo cuentas; ninguna línea se mira).',
    '',
    '| Impresión y daño | Recibos | Partidas | Leídas | Aciertos | F1 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...groups.map(
      (group) =>
        `| ${group.label} | ${group.count} | ${group.truth} | ${group.read} | ${group.matched} | ${group.f1.toFixed(3)} |`,
    ),
    '',
  ];
}

/** docs/benchmarks-receipts.md from one run. */
export function writeReport(bench: ReceiptBench, file = 'docs/benchmarks-receipts.md') {
  const { groups, results } = bench;
  const cpu = os.cpus();
  const large = results.filter((result) => /4000×3000|3000×4000/.test(result.effects.join(' ')));
  const lines = [
    '# Benchmark: lectura de recibos sin conexión',
    '',
    `Medido el ${new Date().toISOString().slice(0, 10)} con \`npm run bench:receipts\`; este archivo lo escribe el benchmark (bench/receipts/).`,
    '',
    `- Máquina: ${cpu.length} núcleos (${cpu[0]?.model ?? ''}), Node ${process.version}; ${bench.processes > 1 ? `${bench.processes} procesos leyendo a la vez, cada uno con sus propios workers de tesseract.js y un recibo a la vez, como el servidor: el reloj de cada recibo incluye la competencia del otro proceso por los núcleos, la CPU es solo la suya` : 'un solo worker de tesseract.js (un núcleo), como en el servidor'}.`,
    `- Carga del sistema (1/5/15 min) al empezar: ${load(bench.loadBefore)}; al terminar: ${load(bench.loadAfter)}. Otros procesos compartían los núcleos; con carga mayor que el número de núcleos los tiempos de reloj crecen (la columna de CPU dice lo que cuesta con un núcleo libre).`,
    `- Arranque del worker y primera lectura (no cuentan en la mediana): ${bench.warmUp.toFixed(2)} s.`,
    '- Conjuntos: **original** (`bench/receipts/samples/`, el generador con el que se ajustó el parser al principio: sus cifras no dicen nada de recibos nuevos); **ajuste** (`generate-varied.ts`, semillas 1000+, la ortografía "a" de cada formato y las fuentes DejaVu Sans Mono, Liberation Sans, DejaVu Serif, Liberation Sans Narrow) con el que se puede afinar; **reservado** (semillas 9000+, la ortografía "b": otros encabezados, separadores, palabras de resumen, comas decimales, códigos EAN, y fuentes que el ajuste nunca usa: Liberation Mono, DejaVu Sans Condensed, Liberation Serif, DejaVu Sans), que no se usa para afinar; **reservado-2** (decisión 067: semillas 30000+, la misma ortografía "b" y las mismas fuentes que reservado, tantos recibos como reservado), un segundo conjunto reservado nuevo, porque reservado ya se había medido demasiadas veces; **reservado-3** (decisión 069: semillas 70000+, la ortografía "b" y las fuentes reservadas, 4 recibos por formato y daño, 84 en total), el conjunto que juzgó los cambios de la decisión 069: con 14 recibos por grupo una cifra cambia varias partidas según el sorteo; **reservado-4** (decisión 071: semillas 110000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato limpios y dañados y 10 fotos por formato, 140 en total), el conjunto que juzgó los cambios de la decisión 071 y el primer candidato de la 073, porque reservado-3 ya se había medido dos veces; **reservado-5** (decisión 073: semillas 150000+, la ortografía "b" y las fuentes reservadas, 10 recibos limpios por formato, 70, solo limpios), el conjunto que juzgó la lectura de la matriz de puntos de la decisión 073; **reservado-6** (decisión 074: semillas 190000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó cómo se combinan las lecturas de una misma imagen en la decisión 074; **reservado-7** (decisión 079: semillas 230000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó la lectura de una línea de detalle cuyo signo de multiplicación el OCR perdió; **reservado-8** (decisión 080: semillas 270000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó la reparación, con el total del recibo, de una partida cuyo precio e importe traen el mismo dígito mal leído (no se quedó); **reservado-9** (decisión 081: semillas 310000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó la lectura de una cantidad pegada a su unidad después del nombre (no se quedó); **reservado-10** (decisión 082: semillas 350000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó la lectura de una partida de números enteros en un ticket impreso como una que perdió sus puntos; **reservado-11** (decisión 084: semillas 390000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó volver a leer sola, a otro tamaño, cada línea cuyos números no cuadran (no se quedó); **reservado-12** (decisión 085: semillas 430000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó una segunda opinión del modelo inglés en los recibos cuyos números no cuadran todos; **reservado-13** (decisión 086: semillas 470000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó devolver, con una lista de palabras del español, los espacios que el OCR perdió entre las palabras de un nombre; **reservado-14** (decisión 087: semillas 510000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó leer la cantidad que esconde el primer número de una línea de detalle cuando el OCR perdió el signo de multiplicar o lo leyó como un dígito (no se quedó); **reservado-15** (decisión 089: semillas 550000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó decidir las cifras de cada partida por las lecturas de dos modelos de cada copia de la imagen (no se quedó); **reservado-16** (decisión 091: semillas 590000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que juzgó dejar que la lectura del modelo inglés de la imagen guíe cuando cuadran más de sus partidas (no se quedó); **reservado-17** (decisión 092: semillas 630000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), el conjunto que comprueba que leer los formatos de los tickets mexicanos reales (líneas pesadas, CFDI impresos, clubes de precio) no cuesta nada en estos; **reservado-18** (decisión 092, segunda ronda: semillas 670000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), lo mismo para la segunda ronda de reglas; **reservado-19** (decisión 093: semillas 710000+, la ortografía "b" y las fuentes reservadas, 5 recibos por formato y daño, 105), lo mismo para la tercera ronda; **reservado-20** (decisión 094: semillas 750000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó no volver a leer una copia suavizada cuando la aritmética ya prueba completa la primera lectura; **reservado-21** (decisión 106: semillas 790000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó tomar de otra lectura las partidas cuyos importes completan lo que falta para el TOTAL; **reservado-22** (decisión 108: semillas 830000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó leer el precio y la cantidad de una partida en el orden de columnas de las demás; **reservado-23** (decisión 109: semillas 870000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó tomar el importe que el OCR no pudo leer de lo que deja el TOTAL; **reservado-24** (decisión 110: semillas 910000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó el modelo entrenado para la matriz de puntos; **reservado-25** (decisión 111: semillas 950000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó ese modelo leyendo las copias con los puntos unidos (no se quedó); **reservado-26** (decisión 113: semillas 990000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó fiarse menos de una partida que solo cuadra como 1 × su importe; **reservado-27** (decisión 114: semillas 1030000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó quitar del nombre una primera palabra suelta que otra lectura de las mismas cifras no vio; **reservado-28** (decisión 115: semillas 1070000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó dejar que el TOTAL elija entre dos versiones comprobadas de una partida; **reservado-29** (decisión 117: semillas 1110000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó leer con dos modelos a la vez, cada uno en su propio proceso de OCR; **reservado-30** (decisión 118: semillas 1150000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó ese mismo cambio otra vez, midiendo dos veces la memoria de cada lector; **reservado-31** (decisión 119: semillas 1190000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó que el modelo de la matriz de puntos lea mientras el modelo español lee las copias de la impresión de puntos; **reservado-32** (decisión 120: semillas 1230000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó dar a cada partida el nombre de la lectura que mejor lo escribió; **reservado-33** (decisión 120: semillas 1270000+, la ortografía "b" y las fuentes reservadas, 105), leído una vez por el lector de la decisión 120 solo en la máquina: una segunda medida, que no juzga ningún cambio; **reservado-34** (decisión 122: semillas 1310000+, la ortografía "b" y las fuentes reservadas, 105), leído por primera vez en este informe completo, sin juzgar ningún cambio; **reservado-35** (decisión 123: semillas 1350000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó dejar que las partidas sumen el SUBTOTAL (o el TOTAL sin IVA) cuando el OCR leyó mal el TOTAL (no se quedó); **reservado-36** (decisión 124: semillas 1390000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó devolver los puntos decimales que el modelo de la matriz de puntos lee como espacios; **reservado-37** (decisión 125: semillas 1430000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó que ese modelo lea las copias con los puntos unidos de la impresión de puntos, con sus puntos devueltos (no se quedó); **reservado-38** (decisión 126: semillas 1470000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó tomar juntas una partida perdida y otra versión de una partida cuando las dos completan el TOTAL; **reservado-39** (decisión 127: semillas 1510000+, la ortografía "b" y las fuentes reservadas, 105), el conjunto que juzgó completar las partidas hasta el TOTAL, el SUBTOTAL o el TOTAL sin IVA tal como los leyó cualquier lectura. **reservado (todos)** suma los recibos de todos los conjuntos reservados: la cifra que descansa en más recibos (los conjuntos ya medidos no se usaron para afinar, pero cada uno juzgó algún cambio).',
    '- Formatos: una línea por producto (cantidad antes o después del nombre), dos líneas (nombre y luego `cantidad x precio`), ticket de recepción (código, cantidad y costo arriba; nombre e importe abajo), columnas de cinco números (código, costo, precio, unidades, importe), nota de remisión y nota a mano de la central de abastos (pesos sin centavos). Aspectos: láser, térmica (desvaída, con rayas), matriz de puntos (mayúsculas de 7 puntos, como las impresoras de 9 agujas) y a mano (cursiva, renglones torcidos). Las columnas nunca se enciman: el texto que no cabe se condensa, como lo haría la impresora.',
    '- Daños: **dañados** = escáner (rotación ±2°, desenfoque, bajo contraste, JPEG 30–55); **fotos** = el papel sobre una mesa, girado ±4°, visto en perspectiva (trapecio: el borde lejano más corto), con sombra y pliegue, desenfoque y JPEG; apaisadas o verticales, la mitad de 12 megapíxeles, y algunas verticales guardadas de lado con orientación EXIF 6, como las guarda un teléfono.',
    '- Una partida cuenta como acierto cuando el nombre coincide (ignorando mayúsculas, acentos y puntuación; a lo más 1 carácter de cada 10 distinto) y la cantidad y el importe son exactos.',
    '',
    '## Resumen',
    '',
    '| Conjunto | Recibos | Partidas | Leídas | Aciertos | Precisión | Exhaustividad | F1 | Meta F1 | ¿Cumple? | Mediana s/recibo | Mediana s de CPU |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...groups.map((group) => {
      const target = TARGETS[group.damage];
      return `| ${group.label} | ${group.count} | ${group.truth} | ${group.read} | ${group.matched} | ${group.precision.toFixed(3)} | ${group.recall.toFixed(3)} | ${group.f1.toFixed(3)} | ≥ ${target} | ${group.set === 'original' ? '—' : yes(group.f1 >= target)} | ${group.medianSeconds.toFixed(2)} | ${group.medianCpuSeconds.toFixed(2)} |`;
    }),
    '',
    `Mediana de todos los recibos: **${median(results.map((result) => result.seconds)).toFixed(2)} s** de reloj y **${median(results.map((result) => result.cpuSeconds)).toFixed(2)} s de CPU** (meta ≤ 3 s); fotos de 12 megapíxeles: ${large.length ? `**${median(large.map((result) => result.seconds)).toFixed(2)} s** de reloj, ${median(large.map((result) => result.cpuSeconds)).toFixed(2)} s de CPU (meta ≤ 4 s)` : '—'}.`,
    `Cabecera: proveedor ${count(results, 'supplierOk')}, fecha ${count(results, 'dateOk')}, total ${count(results, 'totalOk')}. Unidad normalizada correcta en ${results.reduce((sum, result) => sum + result.score.unitsRight, 0)} de ${results.reduce((sum, result) => sum + result.score.matched, 0)} aciertos.`,
    '',
    ...byLookTable(heldOutByLook(results)),
    '## Por recibo',
    '',
    '| Archivo | Formato | Fuente, aspecto y daño | KB | s | s CPU | Partidas | Aciertos | Leídas | F1 | Proveedor | Fecha | Total |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (result) =>
        `| ${result.file} | ${result.layout} | ${result.effects.join(', ') || '—'} | ${Math.round(result.bytes / 1024)} | ${result.seconds.toFixed(2)} | ${result.cpuSeconds.toFixed(2)} | ${result.score.truth} | ${result.score.matched} | ${result.score.read} | ${f1(result.score).f1.toFixed(2)} | ${result.supplierOk ? 'sí' : 'no'} | ${result.dateOk ? 'sí' : 'no'} | ${result.totalOk ? 'sí' : 'no'} |`,
    ),
    '',
  ];
  // Earlier runs, kept by hand (the figures above are rewritten by every run).
  const history = path.join(import.meta.dirname, 'HISTORY.md');
  if (fs.existsSync(history)) lines.push(fs.readFileSync(history, 'utf8').trim(), '');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
