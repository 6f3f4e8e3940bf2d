import sharp from 'sharp';
import type { App } from '../app';
import { signUp, type TestUser } from './users';

export const TEST_ADMIN_EMAIL = 'admin-pruebas@alacena.mx';

/** The env for createTestApp that makes TEST_ADMIN_EMAIL an admin at sign-up. */
export const ADMIN_ENV = { ADMIN_EMAILS: TEST_ADMIN_EMAIL };

export const signUpAdmin = (app: App) => signUp(app, { email: TEST_ADMIN_EMAIL, businessName: 'Operación Alacena' });

/** A real image of the given format, made by sharp. */
export function imageBytes(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 12, height = 4): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2f855a' } })
    .toFormat(format)
    .toBuffer();
}

export interface AdForm {
  title?: string;
  position?: string;
  linkUrl?: string;
  image?: { bytes: Uint8Array; name: string; type: string } | null;
}

export function adFormData(form: AdForm): FormData {
  const data = new FormData();
  if (form.title !== undefined) data.append('title', form.title);
  if (form.position !== undefined) data.append('position', form.position);
  if (form.linkUrl !== undefined) data.append('linkUrl', form.linkUrl);
  if (form.image)
    data.append('image', new Blob([new Uint8Array(form.image.bytes)], { type: form.image.type }), form.image.name);
  return data;
}

export function postAd(app: App, user: TestUser | null, form: AdForm) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/ads',
    payload: adFormData(form),
    headers: user ? { cookie: user.cookie } : {},
  });
}

/** Creates an ad with a PNG through the admin API and returns it. */
export async function createAd(app: App, admin: TestUser, form: Omit<AdForm, 'image'> = {}) {
  const response = await postAd(app, admin, {
    title: 'Promoción de temporada',
    ...form,
    image: { bytes: await imageBytes('png'), name: 'banner.png', type: 'image/png' },
  });
  if (response.statusCode !== 200) throw new Error(`ad failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; title: string; imageUrl: string; position: string };
}
