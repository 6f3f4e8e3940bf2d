import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_PHOTO_MESSAGES, MAX_CATALOGUE_PHOTO_BYTES } from '@common/catalogue-photos';
import type { CatalogueProduct } from '@common/suppliers';
import { renderWithApp, stubApi } from '@web/test/render';
import { CataloguePhotoButtons } from './catalogue-photo-buttons';

afterEach(() => void vi.unstubAllGlobals());

const product: CatalogueProduct = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Jitomate',
  description: null,
  category: 'Verduras',
  unit: 'kg',
  price: '26.50',
  stockQuantity: '100',
  reservedQuantity: '0',
  minOrderQuantity: '1',
  isAvailable: true,
  imageUrl: null,
  thumbnailUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const withPhoto = { ...product, imageUrl: '/api/files/catalogue-photos/c/a-card.webp', thumbnailUrl: '/t.webp' };
const photoUrl = `/api/supplier/products/${product.id}/photo`;
const jpeg = (size = 10) => new File([new Uint8Array(size)], 'foto.jpg', { type: 'image/jpeg' });

describe('CataloguePhotoButtons', () => {
  it("sends the chosen photo as the 'photo' part and says it is done", async () => {
    const calls = stubApi({ [`PUT ${photoUrl}`]: { status: 200, body: withPhoto } });
    renderWithApp(<CataloguePhotoButtons product={product} />);
    expect(screen.queryByRole('button', { name: 'Quitar foto de Jitomate' })).toBeNull();
    const input = screen.getByLabelText('Subir foto de Jitomate') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await userEvent.upload(input, jpeg());
    expect(await screen.findByText(CATALOGUE_PHOTO_MESSAGES.uploaded)).toBeTruthy();
    const sent = calls.find((call) => call.method === 'PUT')!.body as FormData;
    expect((sent.get('photo') as File).name).toBe('foto.jpg');
  });

  it("shows the server's Spanish refusal, and refuses a too-large or non-image file before sending it", async () => {
    const refusal = CATALOGUE_PHOTO_MESSAGES.unreadable;
    const calls = stubApi({
      [`PUT ${photoUrl}`]: { status: 400, body: { error: { code: 'unreadable_photo', message: refusal } } },
    });
    renderWithApp(<CataloguePhotoButtons product={product} />);
    const input = screen.getByLabelText('Subir foto de Jitomate');
    await userEvent.upload(input, jpeg());
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText(CATALOGUE_PHOTO_MESSAGES.uploadFailed)).toBeTruthy();

    await userEvent.upload(input, jpeg(MAX_CATALOGUE_PHOTO_BYTES + 1));
    expect(await screen.findByText(CATALOGUE_PHOTO_MESSAGES.tooLarge)).toBeTruthy();
    const svg = new File(['<svg/>'], 'foto.svg', { type: 'image/svg+xml' });
    await userEvent.setup({ applyAccept: false }).upload(input, svg);
    expect(await screen.findByText(CATALOGUE_PHOTO_MESSAGES.invalidType)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it("offers 'Cambiar foto' and 'Quitar foto' when there is a photo", async () => {
    const calls = stubApi({ [`DELETE ${photoUrl}`]: { status: 200, body: product } });
    renderWithApp(<CataloguePhotoButtons product={withPhoto} />);
    expect(screen.getByText('Cambiar foto')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto de Jitomate' }));
    expect(await screen.findByText(CATALOGUE_PHOTO_MESSAGES.removed)).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE ${photoUrl}`]);
  });
});
