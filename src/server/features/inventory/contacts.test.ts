import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVALID_EMAIL_MESSAGE } from '@common/fields';
import { INVENTORY_MESSAGES } from '@common/inventory';
import { privateProducts, restaurantContacts } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import type { TestUser } from '../../test/users';
import { productBody } from './inventory-test-helpers';

const { ctx, request, owner, stranger } = useRestaurantApp();

const create = (user: TestUser, body: Record<string, unknown>) => request('POST', '/api/contacts', user.cookie, body);

describe('contacts', () => {
  it('creates, lists by name with product counts, searches and edits', async () => {
    const pepe = (
      await create(owner, {
        name: 'Verduras Don Pepe',
        contactInfo: 'Central de Abasto',
        whatsappNumber: '55 1234 5678',
      })
    ).json();
    expect(pepe).toMatchObject({
      name: 'Verduras Don Pepe',
      contactInfo: 'Central de Abasto',
      whatsappNumber: '55 1234 5678',
    });
    const blank = await create(owner, { name: 'Carnicería Álvarez', contactInfo: '  ', whatsappNumber: '' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ contactInfo: null, whatsappNumber: null });
    await request('POST', '/api/products', owner.cookie, productBody({ supplierId: pepe.id }));

    const all = (await request('GET', '/api/contacts', owner.cookie)).json();
    expect(all.map((c: { name: string; productCount: number }) => [c.name, c.productCount])).toEqual([
      ['Carnicería Álvarez', 0],
      ['Verduras Don Pepe', 1],
    ]);
    const found = (await request('GET', '/api/contacts?search=ALVAREZ', owner.cookie)).json();
    expect(found.map((c: { name: string }) => c.name)).toEqual(['Carnicería Álvarez']);

    const edited = await request('PUT', `/api/contacts/${pepe.id}`, owner.cookie, {
      name: 'Don Pepe',
      whatsappNumber: '5599999999',
    });
    expect(edited.json()).toMatchObject({ name: 'Don Pepe', contactInfo: null, whatsappNumber: '5599999999' });
  });

  it.each([
    [{ name: '' }, INVENTORY_MESSAGES.nameRequired],
    [{}, INVENTORY_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(201) }, 'El nombre no puede superar los 200 caracteres'],
    [{ name: 'Ok', contactInfo: 'x'.repeat(501) }, 'La información de contacto no puede superar los 500 caracteres'],
    [{ name: 'Ok', whatsappNumber: '1'.repeat(21) }, 'El número de WhatsApp no puede superar los 20 caracteres'],
    [{ name: 'Ok', email: 'ventas@' }, INVALID_EMAIL_MESSAGE],
    [{ name: 'Ok', email: `${'a'.repeat(245)}@lupita.mx` }, INVALID_EMAIL_MESSAGE],
  ])('refuses %j with a Spanish 400', async (body, message) => {
    const before = await ctx.database.db.$count(restaurantContacts);
    const response = await create(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await ctx.database.db.$count(restaurantContacts)).toBe(before);
  });

  it("answers 404 for another user's contact and changes nothing", async () => {
    const contact = (await create(owner, { name: 'Lácteos La Vaca' })).json();
    const put = await request('PUT', `/api/contacts/${contact.id}`, stranger.cookie, { name: 'Robado' });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.message).toBe(INVENTORY_MESSAGES.contactNotFound);
    expect((await request('DELETE', `/api/contacts/${contact.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await request('GET', '/api/contacts', stranger.cookie)).json()).toEqual([]);
    const [row] = await ctx.database.db.select().from(restaurantContacts).where(eq(restaurantContacts.id, contact.id));
    expect(row.name).toBe('Lácteos La Vaca');
  });

  it('deleting a contact keeps its products without a supplier', async () => {
    const contact = (await create(owner, { name: 'Pescados del Golfo' })).json();
    const product = (
      await request('POST', '/api/products', owner.cookie, productBody({ name: 'Huachinango', supplierId: contact.id }))
    ).json();
    expect((await request('DELETE', `/api/contacts/${contact.id}`, owner.cookie)).statusCode).toBe(204);
    const [row] = await ctx.database.db.select().from(privateProducts).where(eq(privateProducts.id, product.id));
    expect(row.supplierId).toBeNull();
    expect((await request('DELETE', `/api/contacts/${contact.id}`, owner.cookie)).statusCode).toBe(404);
  });
});
