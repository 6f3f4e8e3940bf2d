/**
 * `npx tsx bench/receipts/generate-varied.ts [dir]`: the varied sample sets, written to
 * bench/receipts/.varied/ (not committed: photos are megabytes; deterministic, so any machine with
 * the DejaVu and Liberation fonts makes the same files). Two splits:
 * - tuning: seeds 1000+, the 'a' spelling of each family, the tuning fonts;
 * - heldout: seeds 9000+, the 'b' spelling, fonts the tuning split never uses.
 * Each split: every family clean, damaged (scanner) and as a phone photo.
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './catalogue';
import { buildVaried, FAMILIES } from './varied-layouts';
import { damage, type Damage } from './varied-photo';
import { renderVaried, SPLIT_FONTS, type Look } from './varied-render';

export const VARIED_DIR = path.join(import.meta.dirname, '.varied');
const DAMAGES: Damage[] = ['clean', 'damaged', 'photo'];
const PER_FAMILY = 2;

export async function generateVaried(dir = VARIED_DIR) {
  for (const split of ['tuning', 'heldout'] as const) {
    const out = path.join(dir, split);
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    let index = 0;
    for (const family of FAMILIES) {
      for (const kind of DAMAGES) {
        for (let copy = 0; copy < PER_FAMILY; copy += 1) {
          index += 1;
          const random = seededRandom((split === 'tuning' ? 1000 : 9000) + index * 7919);
          const { rows, columns, truth } = buildVaried(random, family, split === 'tuning' ? 'a' : 'b');
          const fonts = SPLIT_FONTS[split];
          const font = fonts[Math.floor(random() * fonts.length)];
          const look: Look =
            family === 'nota' ? 'handwritten' : (['laser', 'thermal', 'dot-matrix'] as const)[Math.floor(random() * 3)];
          const rendered = await renderVaried(rows, columns, font, look, random);
          const { bytes, applied } = await damage(rendered, kind, random);
          const name = `${split}-${String(index).padStart(2, '0')}-${family}-${kind}`;
          const file = `${name}.${kind === 'clean' ? 'png' : 'jpg'}`;
          fs.writeFileSync(path.join(out, file), bytes);
          fs.writeFileSync(
            path.join(out, `${name}.json`),
            JSON.stringify(
              {
                file,
                layout: family,
                damage: kind,
                degraded: kind !== 'clean',
                effects: [font, look, ...applied],
                ...truth,
              },
              null,
              2,
            ),
          );
        }
      }
    }
  }
}

if (process.argv[1]?.endsWith('generate-varied.ts')) await generateVaried(process.argv[2]);
