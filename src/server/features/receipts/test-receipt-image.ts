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

/**
 * Ticket lines struck by a 9-pin printer: DejaVu Sans Mono (a font the model was not trained on)
 * sampled on a grid where a capital is 7 dots high, each inked cell a round dot 3 px apart.
 */
export async function dotPrintedImage(lines: string[]): Promise<Buffer> {
  const [size, pitch, margin] = [7 / 0.72, 3, 24];
  const columns = Math.max(...lines.map((line) => line.length));
  const [gridWidth, gridHeight] = [
    Math.ceil(columns * size * 0.62 + size),
    Math.ceil(lines.length * size * 1.6 + size),
  ];
  const rows = lines.map(
    (line, index) =>
      `<text x="${size / 2}" y="${((index + 1) * size * 1.6).toFixed(2)}" xml:space="preserve">${escapeXml(line)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${gridWidth}" height="${gridHeight}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans Mono" font-size="${size.toFixed(2)}">${rows.join('')}</g></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dots: string[] = [];
  for (let y = 0; y < gridHeight; y += 1)
    for (let x = 0; x < gridWidth; x += 1)
      if (data[y * gridWidth + x] < 150)
        dots.push(`<circle cx="${margin + (x + 0.5) * pitch}" cy="${margin + (y + 0.5) * pitch}" r="${pitch * 0.4}"/>`);
  const [width, height] = [gridWidth * pitch + margin * 2, gridHeight * pitch + margin * 2];
  const page = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ea"/><g fill="#262626">${dots.join('')}</g></svg>`;
  return sharp(Buffer.from(page)).greyscale().png().toBuffer();
}
