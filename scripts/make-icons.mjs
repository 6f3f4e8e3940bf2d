// Renders the app icons in public/ from one SVG. Run once after changing the mark:
//   node scripts/make-icons.mjs
// The PNGs are committed; sharp is only a devDependency for this script.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

// Brand green (#15803d) rounded square with a white "A" whose crossbar and lower bar read as
// pantry shelves. The mark stays inside the central 80% so the icon also works as "maskable".
const mark = 'M150 384 256 128l106 256M196 276h120M222 352h68';
const svg = (radius) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${radius}" fill="#15803d"/>
  <path d="${mark}" fill="none" stroke="#fff" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

for (const size of [192, 512]) {
  const file = `${publicDir}icon-${size}x${size}.png`;
  await sharp(Buffer.from(svg(112)), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log('wrote', file);
}

await writeFile(`${publicDir}favicon.svg`, svg(112));
console.log('wrote', `${publicDir}favicon.svg`);
