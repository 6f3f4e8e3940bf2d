import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpWithRole, type TestUser } from '../../test/users';

let ctx: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpWithRole(ctx.app, 'restaurant_owner');
  other = await signUpWithRole(ctx.app, 'restaurant_owner');
});
afterAll(() => ctx.close());

const put = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/restaurant', payload, headers: { cookie: user.cookie } });
const get = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/restaurant', headers: { cookie: user.cookie } })).json();

describe('restaurant setup', () => {
  it('starts empty, saves info and complete branches with exactly one main, main first', async () => {
    expect(await get(owner)).toEqual({ info: null, locations: [] });
    const response = await put(owner, {
      restaurantName: 'Taquería El Fogón',
      email: 'hola@fogon.mx',
      locations: [
        { locationName: 'Centro', address: 'Madero 10', isMainLocation: false },
        { locationName: 'Roma', address: 'Álvaro Obregón 5', isMainLocation: true },
        { locationName: 'Sin dirección', address: '' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.info).toMatchObject({ restaurantName: 'Taquería El Fogón', email: 'hola@fogon.mx' });
    expect(
      saved.locations.map((location: { locationName: string; isMainLocation: boolean }) => [
        location.locationName,
        location.isMainLocation,
      ]),
    ).toEqual([
      ['Roma', true],
      ['Centro', false],
    ]);
  });

  it('lists the other branches in the order they were entered', async () => {
    const names = ['Norte', 'Sur', 'Oriente', 'Poniente', 'Centro'];
    const saved = (
      await put(owner, {
        restaurantName: 'Taquería El Fogón',
        locations: names.map((locationName) => ({ locationName, address: `Calle ${locationName}` })),
      })
    ).json();
    expect(saved.locations.map((location: { locationName: string }) => location.locationName)).toEqual(names);
    expect((await get(owner)).locations.map((location: { locationName: string }) => location.locationName)).toEqual(
      names,
    );
  });

  it('replaces the branches on save and keeps a main one', async () => {
    const saved = (
      await put(owner, {
        restaurantName: 'Taquería El Fogón',
        locations: [{ locationName: 'Centro', address: 'Madero 10' }],
      })
    ).json();
    expect(saved.locations).toHaveLength(1);
    expect(saved.locations[0]).toMatchObject({ locationName: 'Centro', isMainLocation: true });
  });

  it('requires the name, validates the e-mail, and keeps each owner apart', async () => {
    const bad = await put(owner, { restaurantName: ' ', email: 'no-es-correo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.restaurantName).toBe('El nombre del restaurante es requerido');
    expect((await get(owner)).info.restaurantName).toBe('Taquería El Fogón');
    expect(await get(other)).toEqual({ info: null, locations: [] });
  });
});
