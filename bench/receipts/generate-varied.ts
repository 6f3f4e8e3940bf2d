/**
 * `npx tsx bench/receipts/generate-varied.ts [dir] [split]`: the varied sample sets, written to
 * bench/receipts/.varied/ (not committed: photos are megabytes; deterministic, so any machine with
 * the DejaVu and Liberation fonts makes the same files). The splits:
 * - tuning: seeds 1000+, the 'a' spelling of each family, the tuning fonts;
 * - heldout: seeds 9000+, the 'b' spelling, fonts the tuning split never uses;
 * - heldout2: a fresh held-out split (decision 067), seeds 30000+ (no other split comes near
 *   them), the 'b' spelling and the held-out fonts, as many receipts as heldout: heldout had been
 *   scored too often to say anything about a change on its own;
 * - heldout3: a larger fresh held-out split (decision 069), seeds 70000+ (no other split's
 *   sequence meets them), the 'b' spelling and the held-out fonts, 4 receipts per family and damage
 *   (84): with 14 receipts per group a split's figure swings by several items with the draw;
 * - heldout4: a larger fresh held-out split (decision 071), seeds 110000+ (no other split's
 *   sequence meets them), the 'b' spelling and the held-out fonts, 5 receipts per family clean and
 *   damaged and 10 photos per family (140): photos are the weakest group and the one a change to
 *   photo preparation is judged on;
 * - heldout5: a fresh held-out split of clean receipts only (decision 073), seeds 150000+, the 'b'
 *   spelling and the held-out fonts, 10 clean receipts per family (70): the clean group is the one
 *   whose figure was furthest from its goal, and the one a change to reading dot print is judged on;
 * - heldout6: a fresh held-out split (decision 074), seeds 190000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): a change to how several readings of one picture
 *   are combined reaches clean dot print (four readings) and unsure damaged scans and photos (two);
 * - heldout7: a fresh held-out split (decision 079), seeds 230000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges reading a detail line
 *   whose multiplication sign OCR lost or misread, added before that change was measured;
 * - heldout8: a fresh held-out split (decision 080), seeds 270000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges repairing, from the receipt's
 *   total, a line whose price and amount carry the same misread digit;
 * - heldout9: a fresh held-out split (decision 081), seeds 310000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges reading a quantity glued to
 *   its unit after the name, and a quantity a unit follows kept as the quantity;
 * - heldout10: a fresh held-out split (decision 082), seeds 350000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges reading a printed ticket's line
 *   of whole numbers as one whose points the scan lost;
 * - heldout11: a fresh held-out split (decision 084), seeds 390000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges re-reading, on its own and at
 *   another size, each line whose numbers do not check out;
 * - heldout12: a fresh held-out split (decision 085), seeds 430000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges a second opinion from the
 *   English model on receipts whose numbers do not all check out;
 * - heldout13: a fresh held-out split (decision 086), seeds 470000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges putting back, with a Spanish
 *   word list, the spaces OCR lost between a name's words;
 * - heldout14: a fresh held-out split (decision 087), seeds 510000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judged reading the quantity a detail
 *   line's first number hides when OCR lost its multiplication sign or read it as a digit (not kept);
 * - heldout15: a fresh held-out split (decision 089), seeds 550000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges deciding each line's figures
 *   by the readings of two models of every copy of the picture;
 * - heldout16: a fresh held-out split (decision 091), seeds 590000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that judges letting the English model's
 *   reading of the picture lead when more of its lines check out;
 * - heldout17: a fresh held-out split (decision 092), seeds 630000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105): the split that checks that reading the layouts of
 *   real Mexican tickets (weighed lines, printed CFDIs, warehouse clubs…) costs nothing on these;
 * - heldout18: a fresh held-out split (decision 092, second round), seeds 670000+, the 'b' spelling and
 *   the held-out fonts, 5 receipts per family and damage (105);
 * - heldout19: a fresh held-out split (decision 093), seeds 710000+, the 'b' spelling and the held-out
 *   fonts, 5 receipts per family and damage (105);
 * - heldout20: a fresh held-out split (decision 094), seeds 750000+, the same spelling and fonts (105);
 * - heldout21: a fresh held-out split (decision 106), seeds 790000+, the same spelling and fonts (105);
 * - heldout22: a fresh held-out split (decision 108), seeds 830000+, the same spelling and fonts (105);
 * - heldout23: a fresh held-out split (decision 109), seeds 870000+, the same spelling and fonts (105);
 * - heldout24: a fresh held-out split (decision 110), seeds 910000+, the same spelling and fonts (105);
 * - heldout25: a fresh held-out split (decision 111), seeds 950000+, the same spelling and fonts (105);
 * - heldout26: a fresh held-out split (decision 113), seeds 990000+, the same spelling and fonts (105);
 * - heldout27: a fresh held-out split (decision 114), seeds 1030000+, the same spelling and fonts (105);
 * - heldout28: a fresh held-out split (decision 115), seeds 1070000+, the same spelling and fonts (105);
 * - heldout29: a fresh held-out split (decision 117), seeds 1110000+, the same spelling and fonts (105);
 * - heldout30: a fresh held-out split (decision 118), seeds 1150000+, the same spelling and fonts (105);
 * - heldout31: a fresh held-out split (decision 119), seeds 1190000+, the same spelling and fonts (105);
 * - heldout32: a fresh held-out split (decision 120), seeds 1230000+, the same spelling and fonts (105);
 * - heldout33: a fresh held-out split (decision 120, a second measure), seeds 1270000+, the same spelling and fonts (105);
 * - heldout34: a fresh held-out split (decision 122, read once in the full report), seeds 1310000+, the same spelling and fonts (105);
 * - heldout35: a fresh held-out split (decision 123), seeds 1350000+, the same spelling and fonts (105);
 * - heldout36: a fresh held-out split (decision 124), seeds 1390000+, the same spelling and fonts (105);
 * - heldout37: a fresh held-out split (decision 125), seeds 1430000+, the same spelling and fonts (105);
 * - heldout38: a fresh held-out split (decision 126), seeds 1470000+, the same spelling and fonts (105);
 * - heldout39: a fresh held-out split (decision 127), seeds 1510000+, the same spelling and fonts (105);
 * - tuning-dots: more of the tuning split (its spelling and fonts, the seeds that follow its own),
 *   all printed dot-matrix, so that changes for dot print are judged on more than the tuning
 *   split's few dot-matrix receipts (decision 061). Scored only with RECEIPTS_ONLY=ajuste-puntos.
 * - tuning-columns: more of the tuning split, five-number column receipts only, every look (decision
 *   092: a rule that cost column receipts on reservado-17 was found again on these). Scored only with
 *   RECEIPTS_ONLY=ajuste-columnas.
 * Each split: every family clean, damaged (scanner) and as a phone photo (tuning-dots: no 'nota',
 * which is handwritten).
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './catalogue';
import { buildVaried, FAMILIES, type Family } from './varied-layouts';
import { damage, type Damage } from './varied-photo';
import { renderVaried, SPLIT_FONTS, type Look } from './varied-render';

export const VARIED_DIR = path.join(import.meta.dirname, '.varied');
const DAMAGES: Damage[] = ['clean', 'damaged', 'photo'];
/** The same number of copies of each family for every damage. */
const each = (copies: number): Record<Damage, number> => ({ clean: copies, damaged: copies, photo: copies });
const PER_FAMILY = each(2);
/** Copies of each printed family and damage in the tuning-only dot-matrix set. */
const DOTS_PER_FAMILY = each(2);

/** A held-out split: the 'b' spelling and the held-out fonts, its own seeds. */
const heldOut = (split: string, seed: number, copies: Record<Damage, number>) =>
  ({ split, seed, first: 0, spelling: 'b', fonts: SPLIT_FONTS.heldout, copies, dots: false }) as const;

const SPLITS = [
  { split: 'tuning', seed: 1000, first: 0, spelling: 'a', fonts: SPLIT_FONTS.tuning, copies: PER_FAMILY, dots: false },
  heldOut('heldout', 9000, PER_FAMILY),
  heldOut('heldout2', 30000, PER_FAMILY),
  // Decision 069: larger, so that a group's figure rests on more receipts.
  heldOut('heldout3', 70000, each(4)),
  // Decision 071: more photos, the weakest group.
  heldOut('heldout4', 110000, { clean: 5, damaged: 5, photo: 10 }),
  // Decision 073: clean receipts only.
  heldOut('heldout5', 150000, { clean: 10, damaged: 0, photo: 0 }),
  // Decisions 074, 079–082, 084–087, 089, 091, 092 (two), 093 and 094: one fresh split each.
  heldOut('heldout6', 190000, each(5)),
  heldOut('heldout7', 230000, each(5)),
  heldOut('heldout8', 270000, each(5)),
  heldOut('heldout9', 310000, each(5)),
  heldOut('heldout10', 350000, each(5)),
  heldOut('heldout11', 390000, each(5)),
  heldOut('heldout12', 430000, each(5)),
  heldOut('heldout13', 470000, each(5)),
  heldOut('heldout14', 510000, each(5)),
  heldOut('heldout15', 550000, each(5)),
  heldOut('heldout16', 590000, each(5)),
  heldOut('heldout17', 630000, each(5)),
  heldOut('heldout18', 670000, each(5)),
  heldOut('heldout19', 710000, each(5)),
  heldOut('heldout20', 750000, each(5)),
  heldOut('heldout21', 790000, each(5)),
  heldOut('heldout22', 830000, each(5)),
  heldOut('heldout23', 870000, each(5)),
  heldOut('heldout24', 910000, each(5)),
  heldOut('heldout25', 950000, each(5)),
  heldOut('heldout26', 990000, each(5)),
  heldOut('heldout27', 1030000, each(5)),
  heldOut('heldout28', 1070000, each(5)),
  heldOut('heldout29', 1110000, each(5)),
  heldOut('heldout30', 1150000, each(5)),
  heldOut('heldout31', 1190000, each(5)),
  heldOut('heldout32', 1230000, each(5)),
  heldOut('heldout33', 1270000, each(5)),
  heldOut('heldout34', 1310000, each(5)),
  heldOut('heldout35', 1350000, each(5)),
  heldOut('heldout36', 1390000, each(5)),
  heldOut('heldout37', 1430000, each(5)),
  heldOut('heldout38', 1470000, each(5)),
  heldOut('heldout39', 1510000, each(5)),
  // The tuning split's seeds continue past its 42 receipts; never the held-out split's.
  {
    split: 'tuning-dots',
    seed: 1000,
    first: 42,
    spelling: 'a',
    fonts: SPLIT_FONTS.tuning,
    copies: DOTS_PER_FAMILY,
    dots: true,
  },
  // Decision 092: more five-number column receipts, every look, past tuning-dots' seeds.
  {
    split: 'tuning-columns',
    seed: 1000,
    first: 200,
    spelling: 'a',
    fonts: SPLIT_FONTS.tuning,
    copies: each(12),
    dots: false,
    families: ['columns'],
  },
] as const;

/** Writes every split, or only the one named. */
export async function generateVaried(dir = VARIED_DIR, only?: string) {
  for (const entry of SPLITS.filter(({ split }) => !only || split === only)) {
    const { split, seed, first, spelling, fonts, copies, dots } = entry;
    const families: readonly Family[] = 'families' in entry ? entry.families : FAMILIES;
    const out = path.join(dir, split);
    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(out, { recursive: true });
    let index = first;
    for (const family of families.filter((family) => !dots || family !== 'nota')) {
      for (const kind of DAMAGES) {
        for (let copy = 0; copy < copies[kind]; copy += 1) {
          index += 1;
          const random = seededRandom(seed + index * 7919);
          const { rows, columns, truth } = buildVaried(random, family, spelling);
          const font = fonts[Math.floor(random() * fonts.length)];
          const drawn: Look =
            family === 'nota' ? 'handwritten' : (['laser', 'thermal', 'dot-matrix'] as const)[Math.floor(random() * 3)];
          const look: Look = dots ? 'dot-matrix' : drawn;
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

if (process.argv[1]?.endsWith('generate-varied.ts')) await generateVaried(process.argv[2], process.argv[3]);
