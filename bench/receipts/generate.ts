/**
 * `npx tsx bench/receipts/generate.ts`: writes the receipt sample set to bench/receipts/samples/ —
 * 24 receipts (3 layouts: one-line ticket, two-line supermarket ticket, nota de remisión), 12 clean
 * PNGs and 12 degraded JPEGs (blur, noise, rotation ±2°, low contrast, JPEG artefacts), each with a
 * truth JSON. Deterministic (seeded); the samples are committed so the benchmark and the tests do
 * not depend on the fonts of the machine that runs them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './catalogue';
import { buildReceipt, type Layout } from './layouts';
import { degrade, renderReceipt, type Effect } from './render';

export const SAMPLES_DIR = path.join(import.meta.dirname, 'samples');
const LAYOUTS: Layout[] = ['ticket', 'super', 'remision'];
const EFFECT_PAIRS: Effect[][] = [
  ['blur', 'jpeg'],
  ['noise', 'rotation'],
  ['contrast', 'jpeg', 'rotation'],
  ['blur', 'noise'],
  ['rotation', 'jpeg'],
  ['contrast', 'noise', 'jpeg'],
];
const COUNT = 24;

async function main() {
  fs.rmSync(SAMPLES_DIR, { recursive: true, force: true });
  fs.mkdirSync(SAMPLES_DIR, { recursive: true });
  for (let index = 0; index < COUNT; index += 1) {
    const random = seededRandom(7919 * (index + 1));
    const layout = LAYOUTS[index % LAYOUTS.length];
    const degraded = index >= COUNT / 2;
    const { rows, columns, truth } = buildReceipt(random, layout);
    const clean = await renderReceipt(rows, columns, layout, random);
    const name = `r${String(index + 1).padStart(2, '0')}-${layout}-${degraded ? 'degradado' : 'limpio'}`;
    const image = degraded
      ? await degrade(clean, EFFECT_PAIRS[index % EFFECT_PAIRS.length], random)
      : { bytes: clean, applied: [] };
    const file = `${name}.${degraded ? 'jpg' : 'png'}`;
    fs.writeFileSync(path.join(SAMPLES_DIR, file), image.bytes);
    const meta = { file, layout, degraded, effects: image.applied, ...truth };
    fs.writeFileSync(path.join(SAMPLES_DIR, `${name}.json`), `${JSON.stringify(meta, null, 2)}\n`);
    console.log(
      `${file.padEnd(32)} ${String(Math.round(image.bytes.length / 1024)).padStart(3)} KB  ${truth.items.length} productos  ${image.applied.join(', ')}`,
    );
  }
}

await main();
