import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../app';
import type { TestUser } from './users';

/** A photo of `width` × `height`: red on top, blue below, so a turn or a crop shows in its pixels. */
export async function twoColourPhoto(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { orientation?: number } = {},
): Promise<Buffer> {
  const bottom = await sharp({
    create: { width, height: Math.ceil(height / 2), channels: 3, background: '#0000ff' },
  })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: bottom, top: Math.floor(height / 2), left: 0 }])
    .toFormat(format);
  if (options.orientation)
    image = image
      .withMetadata({ orientation: options.orientation })
      .withExif({ IFD0: { Copyright: 'Proveedor de prueba', Artist: 'Cámara del proveedor' } });
  return image.toBuffer();
}

/**
 * A valid little PNG whose header claims `width` × `height`: what a decompression bomb looks like
 * to a decoder before it has inflated anything.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  // IHDR: length (8), type (12), width (16), height (20), …, CRC over type and data (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export function photoForm(bytes: Uint8Array, name = 'foto.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export function putPhoto(app: App, user: TestUser | null, productId: string, payload: FormData | string) {
  return app.inject({
    method: 'PUT',
    url: `/api/supplier/products/${productId}/photo`,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  });
}
