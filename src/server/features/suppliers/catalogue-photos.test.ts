import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PHOTO_MESSAGES, MAX_CATALOGUE_PHOTO_BYTES } from '@common/catalogue-photos';
import { createCatalogueProduct, createSupplier } from '../../test/suppliers';
import { photoForm, pngClaiming, putPhoto, twoColourPhoto } from '../../test/photos';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let supplier: TestUser & { companyId: string };
let rival: TestUser & { companyId: string };
let restaurant: TestUser;
// Its own uploads folder: the tests count the files in it.
const dataDir = `.tmp/test-data/catalogue-photos-${randomUUID()}`;
const photosDir = path.join(dataDir, 'uploads', 'catalogue-photos');

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  supplier = await createSupplier(ctx.app, { companyName: 'Frescos con Foto' });
  rival = await createSupplier(ctx.app, { companyName: 'Rival sin Escrúpulos' });
  restaurant = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Product = { id: string; imageUrl: string | null; thumbnailUrl: string | null };

const get = (url: string, user: TestUser | null) =>
  ctx.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });
const removePhoto = (productId: string, user: TestUser) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/supplier/products/${productId}/photo`,
    headers: { cookie: user.cookie },
  });
const storedFiles = () =>
  fs.existsSync(photosDir) ? fs.readdirSync(photosDir, { recursive: true, encoding: 'utf8' }).sort() : [];
const catalogueItem = async (productId: string): Promise<Product> =>
  (await get('/api/supplier/products', supplier)).json().find((item: Product) => item.id === productId);

async function upload(productId: string, bytes: Buffer, name = 'foto.jpg'): Promise<Product> {
  const response = await putPhoto(ctx.app, supplier, productId, photoForm(bytes, name));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function served(url: string, user: TestUser) {
  const response = await get(url, user);
  expect(response.statusCode, url).toBe(200);
  return response;
}

describe('uploading a catalogue photo', () => {
  it('makes a WebP card of 640×480 and a thumbnail of 160×120 from a JPEG, a PNG and a WebP', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Jitomate con foto' });
    for (const [format, width, height] of [
      ['jpeg', 1200, 900],
      ['png', 500, 500],
      ['webp', 300, 700],
    ] as const) {
      const result = await upload(product.id, await twoColourPhoto(format, width, height), `foto.${format}`);
      const base = `/api/files/catalogue-photos/${supplier.companyId}/[0-9a-f-]{36}`;
      expect(result.imageUrl).toMatch(new RegExp(`^${base}-card\\.webp$`));
      expect(result.thumbnailUrl).toMatch(new RegExp(`^${base}-thumb\\.webp$`));
      for (const [url, size] of [
        [result.imageUrl!, { width: 640, height: 480 }],
        [result.thumbnailUrl!, { width: 160, height: 120 }],
      ] as const) {
        const file = await served(url, supplier);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(await sharp(file.rawPayload).metadata(), format).toMatchObject({ format: 'webp', ...size });
      }
    }
    // Each upload replaced the one before: two files remain, the last photo's.
    const last = await catalogueItem(product.id);
    expect(storedFiles().filter((file) => file.includes('.webp'))).toEqual(
      [last.imageUrl!, last.thumbnailUrl!].map((url) => url.replace('/api/files/catalogue-photos/', '')).sort(),
    );
  });

  it('turns the photo upright by its EXIF orientation and keeps no metadata', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Aguacate girado' });
    // Stored sideways (red on top) with orientation 6: shown upright, the red half is on the right.
    const sideways = await twoColourPhoto('jpeg', 400, 300, { orientation: 6 });
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const result = await upload(product.id, sideways);
    const card = (await served(result.imageUrl!, supplier)).rawPayload;
    const metadata = await sharp(card).metadata();
    expect(metadata).toMatchObject({ width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    const [left, right] = [pixel(100, 240), pixel(540, 240)];
    expect(left[2]).toBeGreaterThan(200); // blue
    expect(left[0]).toBeLessThan(50);
    expect(right[0]).toBeGreaterThan(200); // red
    expect(right[2]).toBeLessThan(50);
  });

  it('refuses files that are not a sound JPEG, PNG or WebP in Spanish, storing and changing nothing', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Chile con foto previa' });
    const before = await upload(product.id, await twoColourPhoto('png', 64, 48));
    const filesBefore = storedFiles();
    const jpeg = await twoColourPhoto('jpeg', 400, 300);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const tooBig = Buffer.concat([jpeg, randomBytes(MAX_CATALOGUE_PHOTO_BYTES)]);
    const cases: Array<[string, FormData | string, number, string]> = [
      ['texto con nombre .jpg', photoForm(Buffer.from('no soy una foto, solo texto')), 400, 'invalidType'],
      [
        'SVG con script',
        photoForm(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'foto.svg',
          'image/svg+xml',
        ),
        400,
        'invalidType',
      ],
      [
        'HTML',
        photoForm(Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.png', 'image/png'),
        400,
        'invalidType',
      ],
      ['GIF', photoForm(gif, 'foto.gif', 'image/gif'), 400, 'invalidType'],
      ['más de 8 MB', photoForm(tooBig), 413, 'tooLarge'],
      ['JPEG cortado a la mitad', photoForm(jpeg.subarray(0, jpeg.length / 2)), 400, 'unreadable'],
      [
        'PNG de 20000 × 20000',
        photoForm(await pngClaiming(20_000, 20_000), 'foto.png', 'image/png'),
        413,
        'tooManyPixels',
      ],
      ['sin foto', new FormData(), 400, 'required'],
    ];
    for (const [label, payload, status, message] of cases) {
      const response = await putPhoto(ctx.app, supplier, product.id, payload);
      expect(response.statusCode, label).toBe(status);
      expect(response.json().error.message, label).toBe(
        CATALOGUE_PHOTO_MESSAGES[message as keyof typeof CATALOGUE_PHOTO_MESSAGES],
      );
    }
    expect(await catalogueItem(product.id)).toMatchObject({
      imageUrl: before.imageUrl,
      thumbnailUrl: before.thumbnailUrl,
    });
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('answers 404 to another supplier and 403 to a restaurant, changing nothing', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Cebolla ajena' });
    const before = await upload(product.id, await twoColourPhoto('jpeg', 80, 60));
    const filesBefore = storedFiles();
    const photo = photoForm(await twoColourPhoto('png', 80, 60));
    const intrusion = await putPhoto(ctx.app, rival, product.id, photo);
    expect(intrusion.statusCode).toBe(404);
    expect(intrusion.json().error.message).toBe('Producto no encontrado');
    expect((await removePhoto(product.id, rival)).statusCode).toBe(404);
    expect((await putPhoto(ctx.app, restaurant, product.id, photo)).statusCode).toBe(403);
    expect((await putPhoto(ctx.app, null, product.id, photo)).statusCode).toBe(401);
    expect(await catalogueItem(product.id)).toMatchObject({ imageUrl: before.imageUrl });
    expect(storedFiles()).toEqual(filesBefore);
  });
});

describe('reading catalogue photos', () => {
  it('lists the photo in the marketplace and serves it to restaurants and its supplier only', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Nopal de Milpa Alta' });
    const { imageUrl, thumbnailUrl } = await upload(product.id, await twoColourPhoto('jpeg', 320, 240));
    const listing = await get('/api/marketplace/products?search=nopal de milpa', restaurant);
    expect(listing.json().items).toEqual([expect.objectContaining({ id: product.id, imageUrl })]);
    expect((await served(imageUrl!, restaurant)).headers['content-type']).toBe('image/webp');
    for (const url of [imageUrl!, thumbnailUrl!]) {
      expect((await get(url, rival)).statusCode).toBe(404);
      expect((await get(url, null)).statusCode).toBe(404);
    }
  });
});

describe('removing catalogue photos', () => {
  it('deletes the files when the photo is removed, and when the product is deleted', async () => {
    const product = await createCatalogueProduct(ctx.app, supplier, { name: 'Cilantro sin foto' });
    const first = await upload(product.id, await twoColourPhoto('webp', 100, 100));
    const removed = await removePhoto(product.id, supplier);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: product.id, imageUrl: null, thumbnailUrl: null });
    for (const url of [first.imageUrl!, first.thumbnailUrl!]) expect((await get(url, supplier)).statusCode).toBe(404);
    // Removing again is harmless.
    expect((await removePhoto(product.id, supplier)).statusCode).toBe(200);

    const again = await upload(product.id, await twoColourPhoto('png', 100, 100));
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/supplier/products/${product.id}`,
      headers: { cookie: supplier.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of [again.imageUrl!, again.thumbnailUrl!]) expect((await get(url, supplier)).statusCode).toBe(404);
    expect(storedFiles().some((file) => again.imageUrl!.endsWith(file))).toBe(false);
  });
});
