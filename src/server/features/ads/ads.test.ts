import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../../platform/db/schema';
import { keyFromFileUrl } from '../../platform/storage/keys';
import { ADMIN_ENV, createAd, imageBytes, postAd, signUpAdmin } from '../../test/ads';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let admin: TestUser;
let owner: TestUser;
// Its own uploads folder: the test counts the files in it.
const dataDir = `.tmp/test-data/ads-${randomUUID()}`;
beforeAll(async () => {
  ctx = await createTestApp({ ...ADMIN_ENV, DATA_DIR: dataDir });
  admin = await signUpAdmin(ctx.app);
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });

const png = async () => ({ bytes: await imageBytes('png'), name: 'banner.png', type: 'image/png' });

describe('creating ads', () => {
  it('stores the image in bucket ads under a random name with its extension, and serves it safely', async () => {
    const response = await postAd(ctx.app, admin, {
      title: '  Jitomate en oferta ',
      linkUrl: 'https://frescos-del-valle.mx/ofertas',
      image: await png(),
    });
    expect(response.statusCode).toBe(200);
    const ad = response.json();
    expect(ad).toMatchObject({
      title: 'Jitomate en oferta',
      position: 'dashboard',
      linkUrl: 'https://frescos-del-valle.mx/ofertas',
      isActive: true,
      impressions: 0,
      clicks: 0,
      ctr: '0.00',
    });
    expect(ad.imageUrl).toMatch(/^\/api\/files\/ads\/[0-9a-f-]{36}\.png$/);
    const key = keyFromFileUrl('ads', ad.imageUrl)!;
    expect(await ctx.app.storage.get('ads', key)).not.toBeNull();

    const served = await ctx.app.inject({ method: 'GET', url: ad.imageUrl, headers: { cookie: owner.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload).toEqual((await png()).bytes);
    expect((await ctx.app.inject({ method: 'GET', url: ad.imageUrl })).statusCode).toBe(200);
  });

  it('accepts jpeg, webp and gif by content and names them by the detected type', async () => {
    for (const [format, ext] of [
      ['jpeg', 'jpg'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const image = { bytes: await imageBytes(format), name: 'foto.png', type: 'image/png' };
      const response = await postAd(ctx.app, admin, { title: `Formato ${format}`, position: 'products', image });
      expect(response.statusCode, format).toBe(200);
      expect(response.json().imageUrl).toMatch(new RegExp(`\\.${ext}$`));
      const served = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
      expect(served.headers['content-type']).toBe(`image/${format}`);
    }
  });

  it('rejects missing or fake images, bad titles, positions and URLs in Spanish, storing nothing', async () => {
    const uploads = `${ctx.app.config.dataDir}/uploads/ads`;
    const filesBefore = fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0;
    const rowsBefore = await ctx.database.db.$count(ads);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[Parameters<typeof postAd>[2], string]> = [
      [{ title: 'Sin imagen' }, 'Imagen requerida'],
      [{ title: 'Vacía', image: { bytes: new Uint8Array(), name: 'a.png', type: 'image/png' } }, 'Imagen requerida'],
      [
        { title: 'Texto', image: { bytes: Buffer.from('no soy una imagen'), name: 'banner.png', type: 'image/png' } },
        'La imagen debe ser PNG, JPG, WEBP o GIF',
      ],
      [
        { title: 'SVG', image: { bytes: svg, name: 'banner.svg', type: 'image/svg+xml' } },
        'La imagen debe ser PNG, JPG, WEBP o GIF',
      ],
      [
        {
          title: 'PDF',
          image: { bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), name: 'a.png', type: 'image/png' },
        },
        'La imagen debe ser PNG, JPG, WEBP o GIF',
      ],
      [{ title: '   ', image: await png() }, 'El título es requerido'],
      [{ image: await png() }, 'El título es requerido'],
      [{ title: 'x'.repeat(201), image: await png() }, 'El título no puede superar los 200 caracteres'],
      [{ title: 'Posición', position: 'sidebar', image: await png() }, 'Posición inválida'],
    ];
    for (const linkUrl of [
      'javascript:alert(1)',
      'ftp://frescos.mx/a',
      'no es una url',
      'http://',
      'https://sin-dominio',
      `https://a.mx/${'x'.repeat(2000)}`,
    ]) {
      cases.push([{ title: 'URL', linkUrl, image: await png() }, 'Ingresa una URL válida (http:// o https://)']);
    }
    for (const [form, message] of cases) {
      const response = await postAd(ctx.app, admin, form);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message, JSON.stringify(form.linkUrl ?? form.title)).toBe(message);
    }
    expect(await ctx.database.db.$count(ads)).toBe(rowsBefore);
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads).length : 0).toBe(filesBefore);
  });

  it('accepts an image just under 10 MB', async () => {
    const large = Buffer.concat([await imageBytes('png'), Buffer.alloc(10 * 1024 * 1024 - 1024)]);
    const response = await postAd(ctx.app, admin, {
      title: 'Grande',
      image: { bytes: large, name: 'grande.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    const file = await ctx.app.storage.get('ads', keyFromFileUrl('ads', response.json().imageUrl)!);
    expect(file!.size).toBe(large.length);
    file!.body.destroy();
  });

  it('refuses a JSON body and files over 10 MB', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/ads',
      payload: { title: 'JSON' },
      headers: { cookie: admin.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Se esperaba un formulario multipart');
    const big = Buffer.concat([await imageBytes('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await postAd(ctx.app, admin, {
      title: 'Enorme',
      image: { bytes: big, name: 'a.png', type: 'image/png' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe('El archivo no puede superar los 10MB');
  });
});

describe('managing ads', () => {
  it('lists all ads newest first with counters and CTR', async () => {
    const older = await createAd(ctx.app, admin, { title: 'Antiguo' });
    const newer = await createAd(ctx.app, admin, { title: 'Nuevo', position: 'suppliers' });
    await ctx.database.db.update(ads).set({ impressions: 3, clicks: 1 }).where(eq(ads.id, older.id));
    const list = (await call('GET', '/api/admin/ads', admin)).json();
    expect(list[0]).toMatchObject({ id: newer.id, position: 'suppliers', ctr: '0.00' });
    expect(list[1]).toMatchObject({ id: older.id, impressions: 3, clicks: 1, ctr: '33.33' });
  });

  it('toggles Activo/Inactivo, answering 404 for unknown ads and 400 for bad bodies', async () => {
    const ad = await createAd(ctx.app, admin);
    const off = await call('PATCH', `/api/admin/ads/${ad.id}`, admin, { isActive: false });
    expect(off.json()).toMatchObject({ id: ad.id, isActive: false });
    expect((await call('PATCH', `/api/admin/ads/${ad.id}`, admin, { isActive: true })).json().isActive).toBe(true);
    expect(
      (await call('PATCH', '/api/admin/ads/00000000-0000-4000-8000-000000000000', admin, { isActive: true }))
        .statusCode,
    ).toBe(404);
    const bad = await call('PATCH', `/api/admin/ads/${ad.id}`, admin, { isActive: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Estado inválido');
    expect((await call('PATCH', '/api/admin/ads/no-uuid', admin, { isActive: true })).statusCode).toBe(400);
  });

  it('deletes the row and the image file', async () => {
    const ad = await createAd(ctx.app, admin);
    const key = keyFromFileUrl('ads', ad.imageUrl)!;
    expect(fs.existsSync(`${ctx.app.config.dataDir}/uploads/ads/${key}`)).toBe(true);
    expect((await call('DELETE', `/api/admin/ads/${ad.id}`, admin)).json()).toEqual({ ok: true });
    expect(await ctx.database.db.$count(ads, eq(ads.id, ad.id))).toBe(0);
    expect(await ctx.app.storage.get('ads', key)).toBeNull();
    expect(fs.existsSync(`${ctx.app.config.dataDir}/uploads/ads/${key}`)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: ad.imageUrl })).statusCode).toBe(404);
    const again = await call('DELETE', `/api/admin/ads/${ad.id}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Anuncio no encontrado');
  });
});

describe('file serving', () => {
  it('serves non-images as downloads and nothing outside known buckets', async () => {
    await ctx.app.storage.put('ads', 'nota.html', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const served = await ctx.app.inject({ method: 'GET', url: '/api/files/ads/nota.html' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment; filename="nota.html"');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    await ctx.app.storage.put('chat-attachments', 'privado.txt', Buffer.from('secreto'), 'text/plain');
    for (const url of [
      '/api/files/chat-attachments/privado.txt',
      '/api/files/ads/..%2F..%2Fauth-secret',
      '/api/files/ads/.meta',
      '/api/files/ads/no-existe.png',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message, url).toBe('Archivo no encontrado');
    }
  });
});
