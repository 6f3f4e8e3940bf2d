import { describe, expect, it } from 'vitest';
import { appliedReceipts, preparations, purchaseOrders, wasteEntries } from '../../platform/db/schema';
import { useRestaurantApp } from '../../test/use-test-app';
import { useBranchStockWorld } from './test/branch-stock-world';

/** Waste, counts, orders, receipts and preparations change the stock of the branch they name. */
const { request, quantities, totalOf, documentBranches, transfer, twoBranches } =
  useBranchStockWorld(useRestaurantApp());

describe('stock per branch', () => {
  it('takes waste, counts and receipts from the branch named, and refuses more than that branch holds', async () => {
    const { user, product, centro, roma } = await twoBranches('4');
    const short = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '1',
      reason: 'caducado',
      locationId: roma.id,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/^Stock insuficiente para Cebolla .* en Roma$/);
    expect(await quantities(user, product.id)).toEqual({ Centro: '4.000', Roma: '0' });

    expect(
      (
        await transfer(user, {
          fromLocationId: centro.id,
          toLocationId: roma.id,
          lines: [{ productId: product.id, quantity: '3' }],
        })
      ).statusCode,
    ).toBe(201);
    const waste = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '500',
      unit: 'g',
      reason: 'danado',
      locationId: roma.id,
    });
    expect(waste.statusCode).toBe(201);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '2.500' });

    // A count at Roma sets Roma's stock; the main branch and the difference follow from it.
    const count = await request('POST', '/api/products/count', user.cookie, {
      items: [{ productId: product.id, countedQuantity: '2' }],
      locationId: roma.id,
    });
    expect(count.statusCode).toBe(200);
    expect(count.json().items).toEqual([
      expect.objectContaining({ previousStock: '2.500', stockQuantity: '2.000', delta: '-0.500' }),
    ]);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '2.000' });
    expect(await totalOf(product.id)).toBe('3.000');

    // Without a branch, a change happens in the main one.
    const main = await request('POST', '/api/waste', user.cookie, {
      productId: product.id,
      quantity: '1',
      reason: 'otro',
    });
    expect(main.statusCode).toBe(201);
    expect(await quantities(user, product.id)).toEqual({ Centro: '0.000', Roma: '2.000' });
    expect((await documentBranches(wasteEntries, user.id)).sort()).toEqual([centro.id, roma.id].sort());
  });

  it('receives an order into the branch it was made for, and prepares and applies receipts in the branch named', async () => {
    const { user, product, centro, roma } = await twoBranches('1');
    const contact = (await request('POST', '/api/contacts', user.cookie, { name: 'Verduras Lupita' })).json();
    const order = await request('POST', '/api/orders', user.cookie, {
      supplierId: contact.id,
      items: [{ productId: product.id, quantity: 3 }],
      locationId: roma.id,
    });
    expect(order.statusCode).toBe(200);
    const [line] = order.json().items;
    const received = await request('POST', `/api/orders/${order.json().id}/receive`, user.cookie, {
      items: [{ itemId: line.id, receivedQuantity: '3', unitPrice: '28.00' }],
    });
    expect(received.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '1.000', Roma: '3.000' });

    const receipt = await request('POST', '/api/receipts/apply', user.cookie, {
      items: [{ name: 'Cebolla', quantity: '2', unit: 'kg', unitPrice: '28.00', productId: product.id }],
      locationId: centro.id,
    });
    expect(receipt.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '3.000', Roma: '3.000' });

    const recipe = await request('POST', '/api/recipes', user.cookie, {
      name: 'Cebolla asada',
      finalYield: '1',
      yieldUnit: 'orden',
      ingredients: [{ productId: product.id, quantity: '500', unit: 'g' }],
    });
    expect(recipe.statusCode).toBe(200);
    const prepared = await request('POST', '/api/preparations', user.cookie, {
      recipeId: recipe.json().id,
      quantityMultiplier: '2',
      locationId: roma.id,
    });
    expect(prepared.statusCode).toBe(200);
    expect(await quantities(user, product.id)).toEqual({ Centro: '3.000', Roma: '2.000' });
    // Roma has 2 kg: five more batches (2.5 kg) are refused there, though the restaurant holds 5 kg.
    const short = await request('POST', '/api/preparations', user.cookie, {
      recipeId: recipe.json().id,
      quantityMultiplier: '5',
      locationId: roma.id,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().error.message).toMatch(/en Roma$/);
    expect(await totalOf(product.id)).toBe('5.000');
    // Each document keeps the branch whose stock it changed (decision 057).
    expect(await documentBranches(purchaseOrders, user.id)).toEqual([roma.id]);
    expect(await documentBranches(appliedReceipts, user.id)).toEqual([centro.id]);
    expect(await documentBranches(preparations, user.id)).toEqual([roma.id]);
  });
});
