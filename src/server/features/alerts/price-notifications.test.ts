import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { signUpWithRole, type TestUser } from '../../test/users';
import { productBody } from '../inventory/inventory-test-helpers';

const { ctx, request } = useTestApp();

type Product = { id: string; name: string; supplierId: string | null };
const newProduct = async (user: TestUser, name: string, currentPrice: string): Promise<Product> =>
  (await request('POST', '/api/products', user.cookie, productBody({ name, currentPrice }))).json();
const setPrice = (user: TestUser, product: Product, currentPrice: string) =>
  request(
    'PUT',
    `/api/products/${product.id}`,
    user.cookie,
    productBody({ name: product.name, supplierId: product.supplierId, currentPrice }),
  );
const priceNotifications = async (user: TestUser) =>
  (
    (await request('GET', '/api/notifications', user.cookie)).json() as Array<{
      type: string;
      message: string;
      link: string;
      isRead: boolean;
    }>
  ).filter((item) => item.type === 'price_change');

describe('price change notifications', () => {
  it('tells the owner the product, the old and new price and the percent, linking to the alerts', async () => {
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner');
    const mango = await newProduct(owner, 'Mango', '30');
    expect(await priceNotifications(owner)).toEqual([]);
    await setPrice(owner, mango, '33.75');
    expect(await priceNotifications(owner)).toMatchObject([
      { message: 'Mango: $30.00 → $33.75 (+12.5%)', link: '/alertas', isRead: false },
    ]);
    await setPrice(owner, mango, '33.75');
    expect(await priceNotifications(owner)).toHaveLength(1);
  });

  it('gathers the changes that arrive while the last one is unread into one notification', async () => {
    const owner = await signUpWithRole(ctx.app, 'restaurant_owner');
    const [sal, arroz, frijol] = [
      await newProduct(owner, 'Sal', '8'),
      await newProduct(owner, 'Arroz', '20'),
      await newProduct(owner, 'Frijol', '30'),
    ];
    await setPrice(owner, sal, '6');
    await setPrice(owner, arroz, '22');
    await setPrice(owner, sal, '7');
    expect(await priceNotifications(owner)).toMatchObject([
      { message: '2 productos cambiaron de precio. El último: Sal: $6.00 → $7.00 (+16.7%)' },
    ]);
    expect((await request('GET', '/api/alerts', owner.cookie)).json()).toHaveLength(3);

    await request('POST', '/api/notifications/read-all', owner.cookie);
    await setPrice(owner, frijol, '27');
    const list = await priceNotifications(owner);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ message: 'Frijol: $30.00 → $27.00 (-10.0%)', isRead: false });
  });

  it('never touches another user’s notifications', async () => {
    const [first, second] = [
      await signUpWithRole(ctx.app, 'restaurant_owner'),
      await signUpWithRole(ctx.app, 'restaurant_owner'),
    ];
    await setPrice(first, await newProduct(first, 'Leche', '25'), '26');
    await setPrice(second, await newProduct(second, 'Queso', '100'), '110');
    expect(await priceNotifications(first)).toMatchObject([{ message: 'Leche: $25.00 → $26.00 (+4.0%)' }]);
    expect(await priceNotifications(second)).toMatchObject([{ message: 'Queso: $100.00 → $110.00 (+10.0%)' }]);
  });
});
