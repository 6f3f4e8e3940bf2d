import type { Gray } from './gray';

/**
 * A fold across a photographed ticket leaves, along one row of print, a thin grey line (the crease's
 * shadow: the paper there is darker than paper anywhere else) and a light band beside it (its
 * highlight: the ink there is washed out). Both run across the paper and are a few pixels high, far
 * finer than the shadows evenLighting (lighting.ts) estimates on a coarse grid. Here the paper and
 * the ink are measured on each pixel row of overlapping vertical strips a few print lines wide:
 * - a crease's line is found where most strips have grey paper at about the same row, and followed
 *   from strip to strip where it crosses print; its rows are divided by their own paper level (the
 *   line goes, the strokes it crosses stay dark);
 * - within half a print line of it, a row inside a line of print whose ink is fainter than the rows
 *   of print around it, with no gap between them, has its contrast stretched back (the washed band).
 * Everything else is left as it is. Decision 071: tried on the tuning photos and not kept.
 */

/** Strips this many print lines wide, one every print line. */
const STRIP_LINES = 4;
/** Fraction of a strip row that is its paper level (most of a row of print is paper). */
const PAPER_QUANTILE = 0.95;
/** Fraction that is its ink level (a few pixels, so that one noisy pixel does not count). */
const INK_QUANTILE = 0.02;
/** The page's ink is the level this share of all strip rows' ink is darker than. */
const PAGE_INK_QUANTILE = 0.1;
/** A row's paper this many grey levels below the page's is a line across it. */
const DARK_PAPER = 20;
/** A fold's line is dark in at least this many of the strips within CREASE_SPAN of each other. */
const CREASE_STRIPS = 5;
const CREASE_SPAN = 3;
/** Next to a crease, a row's paper this much below the page's is still its line. */
const EDGE_DARK = 6;
/** A line's middle pixel is at most this much darker than its paper (ink is far darker). */
const GREY_SPREAD = 30;
/** Darker than this a row's paper is ink (a rule, a bar), left alone. */
const MIN_PAPER = 90;
/** A row whose ink contrast is at least this share of the page's is fully inked. */
const FULL_SHARE = 0.6;
/** Below this contrast a row is paper (a gap between lines), never stretched. */
const MIN_CONTRAST = 25;
/** The most a washed-out row's contrast is multiplied by. */
const MAX_GAIN = 5;

/** Per strip and row: the level at quantile `q` of that row's pixels in the strip. */
function stripQuantiles(image: Gray, strips: [number, number][], q: number): Float32Array[] {
  const histogram = new Uint32Array(256);
  return strips.map(([start, end]) => {
    const wanted = q * (end - start);
    const levels = new Float32Array(image.height);
    for (let y = 0; y < image.height; y += 1) {
      histogram.fill(0);
      for (let x = start; x < end; x += 1) histogram[image.data[y * image.width + x]] += 1;
      let [seen, level] = [0, 0];
      while (level < 255 && seen + histogram[level] < wanted) seen += histogram[level++];
      levels[y] = level;
    }
    return levels;
  });
}

/** The level at quantile `q` of all strips' rows together. */
function quantileOf(values: Float32Array[], q: number): number {
  const all = Float32Array.from(values.flatMap((strip) => [...strip])).sort();
  return all[Math.min(all.length - 1, Math.floor(q * all.length))];
}

/**
 * Whether row `y` lies inside a line of print: walking up and down from it through rows that are
 * not paper, a fully inked row is met on both sides within `reach` rows.
 */
export function insidePrint(contrast: Float32Array, y: number, full: number, reach: number): boolean {
  const meets = (step: number) => {
    for (let k = 1; k <= reach; k += 1) {
      const value = contrast[y + step * k];
      if (value === undefined || value < MIN_CONTRAST) return false;
      if (value >= full) return true;
    }
    return false;
  };
  return meets(-1) && meets(1);
}

/**
 * Per strip and row, whether it is part of a fold's line. Its seeds are rows whose paper is grey
 * (`grey`) in most strips around at about the same row: a crease runs across the paper, while the
 * paper's edge, a stain or a rule darkens a few strips only, or is dark rather than grey. From the
 * seeds the line is followed through the rows whose paper is dimmed at all (`dimmed`), next to it
 * in the same strip (its fainter edges) or in the next strip (where it crosses print).
 */
export function creaseRows(grey: Uint8Array[], dimmed: Uint8Array[]): Uint8Array[] {
  const height = grey[0]?.length ?? 0;
  const line = grey.map(() => new Uint8Array(height));
  const greyAround = (s: number, y: number, rows: number) => {
    for (let k = Math.max(0, y - rows); k <= Math.min(height - 1, y + rows); k += 1) if (grey[s][k]) return true;
    return false;
  };
  grey.forEach((rows, s) =>
    rows.forEach((isGrey, y) => {
      if (!isGrey) return;
      let count = 0;
      for (let t = Math.max(0, s - CREASE_SPAN); t <= Math.min(grey.length - 1, s + CREASE_SPAN); t += 1)
        if (greyAround(t, y, 1 + Math.abs(t - s))) count += 1;
      if (count >= CREASE_STRIPS) line[s][y] = 1;
    }),
  );
  const follow = (s: number, from: number) => {
    for (let y = 0; y < height; y += 1)
      if (!line[s][y] && dimmed[s][y] && (line[from]?.[y] || line[from]?.[y - 1] || line[from]?.[y + 1]))
        line[s][y] = 1;
    // Up and down the strip through its dimmed rows.
    for (let y = 1; y < height; y += 1) if (line[s][y - 1] && dimmed[s][y]) line[s][y] = 1;
    for (let y = height - 2; y >= 0; y -= 1) if (line[s][y + 1] && dimmed[s][y]) line[s][y] = 1;
  };
  for (let s = 0; s < grey.length; s += 1) follow(s, s - 1);
  for (let s = grey.length - 1; s >= 0; s -= 1) follow(s, s + 1);
  return line;
}

/** Per strip and row, whether a row of `line` lies within `reach` rows. */
function near(line: Uint8Array[], reach: number): Uint8Array[] {
  return line.map((rows) => {
    const out = new Uint8Array(rows.length);
    rows.forEach((isLine, y) => {
      if (isLine) out.fill(1, Math.max(0, y - reach), Math.min(rows.length, y + reach + 1));
    });
    return out;
  });
}

/**
 * Per strip and row, the gain and paper level that restore a fold's grey line and washed band:
 * each pixel becomes paper − (paper − value) × gain, then is scaled so that paper is the page's.
 * Gain 1 and the page's paper leave a row as it is.
 */
export function bandCorrections(image: Gray, lineHeight: number) {
  // Overlapping strips a print line apart: a fold is seldom level with the print, and its line
  // moves by less than a row from one strip to the next.
  const [half, step] = [Math.max(16, Math.round((STRIP_LINES * lineHeight) / 2)), Math.max(8, Math.round(lineHeight))];
  const centres = Array.from({ length: Math.max(1, Math.round(image.width / step)) }, (_, s) =>
    Math.min(image.width - 1, Math.round((s + 0.5) * step)),
  );
  const strips = centres.map((centre): [number, number] => [
    Math.max(0, centre - half),
    Math.min(image.width, centre + half),
  ]);
  const paper = stripQuantiles(image, strips, PAPER_QUANTILE);
  const ink = stripQuantiles(image, strips, INK_QUANTILE);
  // The page's paper: its most usual rows' (half of them are lighter); its ink: its darkest rows'.
  const pagePaper = quantileOf(paper, 0.5);
  const pageContrast = pagePaper - quantileOf(ink, PAGE_INK_QUANTILE);
  const full = FULL_SHARE * pageContrast;
  const reach = Math.max(2, Math.round(lineHeight / 2));
  const middle = stripQuantiles(image, strips, 0.5);
  // A line across the paper is grey under most of a row (its middle pixel is about as dark as its
  // paper), print or a rule is dark; the picture's own top and bottom edges are the table's.
  const inside = (y: number) => y >= reach && y < image.height - reach;
  const grey = paper.map((rows, s) =>
    Uint8Array.from(rows, (value, y) =>
      inside(y) && value < pagePaper - DARK_PAPER && value >= MIN_PAPER && middle[s][y] >= value - GREY_SPREAD ? 1 : 0,
    ),
  );
  const dimmed = paper.map((rows) =>
    Uint8Array.from(rows, (value, y) => (inside(y) && value < pagePaper - EDGE_DARK && value >= MIN_PAPER ? 1 : 0)),
  );
  const line = creaseRows(grey, dimmed);
  const band = near(line, reach);
  const corrections = paper.map((rows, s) => {
    const level = rows.map((value, y) => (line[s][y] ? value : pagePaper));
    const contrast = level.map((value, y) => Math.max(0, (value - ink[s][y]) * (pagePaper / value)));
    const gain = contrast.map((value, y) =>
      band[s][y] && value >= MIN_CONTRAST && value < full && insidePrint(contrast, y, full, reach)
        ? Math.min(MAX_GAIN, pageContrast / value)
        : 1,
    );
    return { level, gain };
  });
  return { centres, pagePaper, corrections };
}

/** The picture with a fold's grey line and washed-out band restored (see the top of this file). */
export function restoreFoldBands(image: Gray, lineHeight: number): Gray {
  const { centres, pagePaper, corrections } = bandCorrections(image, lineHeight);
  const out = new Uint8Array(image.data.length);
  for (let y = 0; y < image.height; y += 1) {
    let s = 0;
    for (let x = 0; x < image.width; x += 1) {
      // Between the two nearest strip centres, their corrections blended linearly.
      while (s < centres.length - 2 && x > centres[s + 1]) s += 1;
      const right = Math.min(centres.length - 1, s + 1);
      const t = right === s ? 0 : Math.min(1, Math.max(0, (x - centres[s]) / (centres[right] - centres[s])));
      const level = corrections[s].level[y] * (1 - t) + corrections[right].level[y] * t;
      const gain = corrections[s].gain[y] * (1 - t) + corrections[right].gain[y] * t;
      const value = (image.data[y * image.width + x] * pagePaper) / level;
      out[y * image.width + x] = Math.max(0, Math.min(255, Math.round(pagePaper - (pagePaper - value) * gain)));
    }
  }
  return { data: out, width: image.width, height: image.height };
}
