import sharp from 'sharp';

export const TICKET = [
  'ABARROTES LA ESPERANZA',
  'FECHA: 21/03/2025  HORA: 10:22',
  '------------------------------------------',
  '1.250 KG   JITOMATE SALADET  24.90   31.13',
  '3     PZA  LECHUGA ROMANA    18.50   55.50',
  '2     CAJA HUEVO BLANCO     540.00 1,080.00',
  '------------------------------------------',
  'TOTAL                            $1,166.63',
];

/** The ticket's paper alone, text rendered by sharp as the OCR tests do. */
function ticketSvg() {
  const rows = TICKET.map(
    (row, index) => `<text x="24" y="${30 + index * 26}" xml:space="preserve">${row}</text>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="${TICKET.length * 26 + 30}"><rect width="100%" height="100%" fill="#fdfcf7"/><g font-family="DejaVu Sans Mono" font-size="18" fill="#1c1c1c">${rows}</g></svg>`,
  );
}

/** A scan-like ticket: the paper fills the picture. */
export function ticketPhoto() {
  return sharp(ticketSvg()).greyscale().jpeg({ quality: 80 }).toBuffer();
}

/**
 * A phone-photo-like ticket: the paper a little rotated on a larger, darker table, slightly
 * out of focus, saved as a mid-quality JPEG, as a phone camera hands it over.
 */
export async function phoneTicketPhoto() {
  const paper = await sharp(ticketSvg()).rotate(2, { background: '#4a3b2f' }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(paper).metadata();
  const margin = { x: 120, y: 160 };
  return sharp({
    create: { width: width + 2 * margin.x, height: height + 2 * margin.y, channels: 3, background: '#4a3b2f' },
  })
    .composite([{ input: paper, left: margin.x, top: margin.y }])
    .blur(0.8)
    .jpeg({ quality: 70 })
    .toBuffer();
}
