import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_EMAIL } from '../../playwright.config';
import { PASSWORD } from './accounts';

/** Signs the request context in as the ADMIN_EMAILS admin (signing it up the first time). */
export async function signInAsAdmin(request: APIRequestContext) {
  const signUp = await request.post('/api/auth/sign-up', {
    data: { email: E2E_ADMIN_EMAIL, password: PASSWORD, businessName: 'Operación Alacena' },
  });
  if (!signUp.ok()) {
    const signIn = await request.post('/api/auth/sign-in', { data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
    expect(signIn.ok()).toBeTruthy();
  }
  return E2E_ADMIN_EMAIL;
}

/** Deletes every ad, so a journey starts from an empty slot (also after a retried run). */
export async function deleteAllAds(request: APIRequestContext) {
  const ads = (await (await request.get('/api/admin/ads')).json()) as Array<{ id: string }>;
  for (const ad of ads) expect((await request.delete(`/api/admin/ads/${ad.id}`)).ok()).toBeTruthy();
}

/** A small real PNG (3:1, like the recommended 1200x400px). */
export function bannerPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 100, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
}
