import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A small ticket for tests, drawn as SVG text and rasterised by sharp; 'jpeg' also blurs it, as a phone photo. */
export async function ticketImage(rows: string[], format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const size = 18;
  const lineHeight = 26;
  const width = 24 + 42 * size * 0.6 + 24;
  const text = rows
    .map((row, index) => `<text x="24" y="${30 + index * lineHeight}" xml:space="preserve">${escapeXml(row)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows.length * lineHeight + 30}"><rect width="100%" height="100%" fill="#fdfcf7"/><g font-family="DejaVu Sans Mono" font-size="${size}" fill="#1c1c1c">${text}</g></svg>`;
  const image = sharp(Buffer.from(svg)).greyscale();
  return format === 'png' ? image.png().toBuffer() : image.blur(0.6).jpeg({ quality: 45 }).toBuffer();
}

export const TEST_TICKET = [
  'ABARROTES LA ESPERANZA',
  'FECHA: 21/03/2025  HORA: 10:22',
  '------------------------------------------',
  '1.250 KG   JITOMATE SALADET  24.90   31.13',
  '3     PZA  LECHUGA ROMANA    18.50   55.50',
  '2     CAJA HUEVO BLANCO     540.00 1,080.00',
  '------------------------------------------',
  'TOTAL                            $1,166.63',
  'EFECTIVO                         $1,200.00',
  'CAMBIO                              $33.37',
];
