/**
 * `npm run bench:receipt-formats`: tickets as their paper prints them, in the formats Mexican
 * kitchens buy on (supermarket chains, warehouse clubs, weighed produce, notas de remisión, central
 * de abastos, printed CFDIs…), which the generated images of `run.ts` cannot show, since they come
 * from one generator. The transcriptions were written by people who had not read the parser
 * (decisions 092, 093): `formats/tuning`, `tuning2` and `tuning3` may be looked at, `formats/heldout` and `heldout2` never (FORMATS_VERBOSE=1
 * prints the tuning sets' misses only; FORMATS_ONLY=tuning scores one set). First the parser alone on the text; with FORMATS_OCR=1 also
 * the whole reader on each ticket printed (monospace, laser, thermal or dot-matrix) clean and as a
 * phone photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReceiptReading } from '../../src/common/receipts';
import { OcrEngine } from '../../src/server/features/receipts/ocr/ocr-engine';
import { closeReceiptOcr, readReceiptOffline } from '../../src/server/features/receipts/offline-reader';
import { parseReceipt } from '../../src/server/features/receipts/parser/parse-receipt';
import { seededRandom } from './catalogue';
import type { Truth } from './layouts';
import { f1, median, namesMatch, scoreItems } from './score';
import { damage, type Damage } from './varied-photo';
import { renderVaried, type Look } from './varied-render';

const FORMATS_DIR = path.join(import.meta.dirname, 'formats');
const SETS = ['tuning', 'tuning2', 'tuning3', 'heldout', 'heldout2'] as const;
const isHeldOut = (set: string) => set.startsWith('heldout');
/** A transcription is what the paper says: read as OCR would report a sure line. */
const CONFIDENCE = 0.95;

interface Ticket {
  format: string;
  lines: string[];
  truth: Truth;
}

function loadTickets(set: string): Array<Ticket & { file: string }> {
  const dir = path.join(FORMATS_DIR, set);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ ...(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Ticket), file }));
}

/** A reading, and the look the ticket was printed in when it was printed. */
type Reader = (ticket: Ticket, index: number) => Promise<{ reading: ReceiptReading; look?: Look }>;

const byText: Reader = async (ticket) => ({
  reading: parseReceipt(ticket.lines.map((text) => ({ text, confidence: CONFIDENCE }))),
});

/** Each split prints in its own monospace font (a ticket's columns are spaced for one). */
const FONTS = {
  tuning: 'DejaVu Sans Mono',
  tuning2: 'DejaVu Sans Mono',
  tuning3: 'DejaVu Sans Mono',
  heldout: 'Liberation Mono',
  heldout2: 'Liberation Mono',
};
const LOOKS: Look[] = ['laser', 'thermal', 'dot-matrix'];
const SEEDS = { tuning: 7000, tuning2: 7500, tuning3: 7700, heldout: 8000, heldout2: 8500 };

/** The ticket printed in one of the looks (by its seed) and, for 'photo', photographed; then read as the server reads it. */
function byImage(set: (typeof SETS)[number], kind: Damage, engine: OcrEngine, english: OcrEngine): Reader {
  return async (ticket, index) => {
    const random = seededRandom(SEEDS[set] + index * 7919);
    const columns = Math.max(...ticket.lines.map((line) => line.length));
    const look = LOOKS[Math.floor(random() * LOOKS.length)];
    const rows = ticket.lines.map((left) => ({ left }));
    const { bytes } = await damage(await renderVaried(rows, columns, FONTS[set], look, random), kind, random);
    return { reading: await readReceiptOffline(bytes, engine, english), look };
  };
}

/**
 * What went wrong, counted without showing a line (held-out sets too): a read line with a missed
 * line's quantity and amount but another name ('nombre'), one with its name but other figures
 * ('cifras'), a missed line nothing read resembles ('no leída'), a read line that resembles none ('sobrante').
 */
function errorKinds(missed: Ticket['truth']['items'], wrong: ReceiptReading['items']) {
  const open = [...missed];
  const kinds = { name: 0, figures: 0, unread: 0, extra: 0 };
  for (const item of wrong) {
    const sameFigures = open.findIndex(
      (truth) => Number(truth.total) === Number(item.total) && Number(truth.quantity) === Number(item.quantity),
    );
    const sameName = sameFigures < 0 ? open.findIndex((truth) => namesMatch(item.name, truth.name)) : -1;
    const index = sameFigures >= 0 ? sameFigures : sameName;
    if (index < 0) kinds.extra += 1;
    else {
      kinds[sameFigures >= 0 ? 'name' : 'figures'] += 1;
      open.splice(index, 1);
    }
  }
  kinds.unread = open.length;
  return kinds;
}

async function scoreSet(set: (typeof SETS)[number], label: string, read: Reader) {
  const totals = { truth: 0, read: 0, matched: 0, supplier: 0, date: 0, total: 0, tickets: 0, perfect: 0 };
  const seconds: number[] = [];
  const byLook = new Map<Look, { truth: number; read: number; matched: number }>();
  const errors = { name: 0, figures: 0, unread: 0, extra: 0 };
  for (const [index, ticket] of loadTickets(set).entries()) {
    const started = performance.now();
    const { reading, look } = await read(ticket, index);
    seconds.push((performance.now() - started) / 1000);
    const score = scoreItems(reading.items, ticket.truth.items);
    if (look) {
      const sums = byLook.get(look) ?? { truth: 0, read: 0, matched: 0 };
      byLook.set(look, {
        truth: sums.truth + score.truth,
        read: sums.read + score.read,
        matched: sums.matched + score.matched,
      });
    }
    const kinds = errorKinds(score.missed, score.wrong);
    for (const kind of Object.keys(errors) as Array<keyof typeof errors>) errors[kind] += kinds[kind];
    totals.truth += score.truth;
    totals.read += score.read;
    totals.matched += score.matched;
    totals.tickets += 1;
    if (score.matched === score.truth && score.read === score.truth) totals.perfect += 1;
    if (reading.supplier && namesMatch(reading.supplier, ticket.truth.supplier)) totals.supplier += 1;
    if (reading.date === ticket.truth.date) totals.date += 1;
    if (reading.total !== null && Number(reading.total) === Number(ticket.truth.total)) totals.total += 1;
    if (process.env.FORMATS_VERBOSE === '1' && !isHeldOut(set)) {
      console.log(
        `${ticket.file} ${ticket.format} (${label}${look ? `, ${look}` : ''}): ${score.matched}/${score.truth}, leídos ${score.read}`,
      );
      for (const item of score.missed)
        console.log(`   falta   ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total}`);
      for (const item of score.wrong)
        console.log(`   erróneo ${item.quantity} ${item.unit} ${item.name} ${item.unitPrice} = ${item.total}`);
      console.log(`   cabecera: ${reading.supplier} | ${reading.date} | ${reading.total}`);
    }
  }
  const { precision, recall, f1: value } = f1(totals);
  const share = (count: number) => `${count}/${totals.tickets}`;
  console.log(
    `${`${set} ${label}`.padEnd(16)} ${totals.tickets} tickets, ${totals.truth} partidas: precisión ${precision.toFixed(3)}  exhaustividad ${recall.toFixed(3)}  F1 ${value.toFixed(3)}  ` +
      `sin error ${share(totals.perfect)}  proveedor ${share(totals.supplier)}  fecha ${share(totals.date)}  total ${share(totals.total)}` +
      (label === 'texto' ? '' : `  mediana ${median(seconds).toFixed(2)} s`),
  );
  console.log(
    `   errores: nombre ${errors.name}, cifras ${errors.figures}, partidas no leídas ${errors.unread}, sobrantes ${errors.extra}`,
  );
  for (const [look, sums] of byLook)
    console.log(`   ${look.padEnd(12)} ${sums.truth} partidas  F1 ${f1(sums).f1.toFixed(3)}`);
}

const only = process.env.FORMATS_ONLY;
const sets = SETS.filter((set) => (!only || set === only) && fs.existsSync(path.join(FORMATS_DIR, set)));
for (const set of sets) await scoreSet(set, 'texto', byText);
if (process.env.FORMATS_OCR === '1') {
  const engine = new OcrEngine({ jobTimeoutMs: 60_000 });
  const english = new OcrEngine({ language: 'eng', jobTimeoutMs: 60_000 });
  for (const set of sets)
    for (const kind of ['clean', 'photo'] as const)
      await scoreSet(set, kind === 'clean' ? 'limpios' : 'fotos', byImage(set, kind, engine, english));
  await Promise.all([engine.close(), english.close(), closeReceiptOcr()]);
}
