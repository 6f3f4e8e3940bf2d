/**
 * `npx tsx scripts/dot-print-model/render-lines.ts <dir> <count> <seed>`: writes the training lines
 * for the dot-print model: for each, the picture (`.png`), its text (`.gt.txt`) and tesseract's
 * line box file (`.box`: every character boxed by the whole line, then a tab closing the line).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../src/common/seeded-random';
import { dotLine, TRAINING_FONTS } from './dot-line';
import { trainingLine } from './training-text';

const [dir = '/tmp/dot-print-model/lines', count = '4000', seed = '1'] = process.argv.slice(2);
// A font that is not installed is silently drawn in another: the model would learn the wrong print.
const installed = new Set(execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split(/[,\n]/));
const missing = TRAINING_FONTS.filter((font) => !installed.has(font));
if (missing.length > 0) throw new Error(`Missing fonts: ${missing.join(', ')} (see scripts/dot-print-model/README.md)`);
fs.mkdirSync(dir, { recursive: true });
const random = seededRandom(Number(seed));
for (let index = 0; index < Number(count); index += 1) {
  const text = trainingLine(random);
  const png = await dotLine(text, random);
  const { width, height } = await sharp(png).metadata();
  const base = path.join(dir, `line-${seed}-${String(index).padStart(5, '0')}`);
  const box = [...text].map((char) => `${char} 0 0 ${width} ${height} 0`);
  fs.writeFileSync(`${base}.png`, png);
  fs.writeFileSync(`${base}.gt.txt`, `${text}\n`);
  fs.writeFileSync(`${base}.box`, `${[...box, `\t 0 0 ${width} ${height} 0`].join('\n')}\n`);
}
