import { describe, expect, it } from 'vitest';
import { useRestaurantApp } from '../../test/use-test-app';
import { useReportsByBranchWorld } from './test/reports-by-branch-world';

/** The two-branch taquería the /reportes-by-branch tests read: each seeding call's status is checked as it runs. */
const { branches, products, get } = useReportsByBranchWorld(useRestaurantApp());

describe('reports by branch', () => {
  it('seeds a taquería with two branches through the API', async () => {
    const stock = async (productId: string) =>
      Object.fromEntries(
        (await get(`/api/products/${productId}/branches`)).branches.map(
          (branch: { locationId: string; quantity: string }) => [branch.locationId, branch.quantity],
        ),
      );
    // Jitomate: Centro 10 − 4 sent + 5 received − 1 wasted − 0.5 cooked; Roma 4 + 2 received, counted 5.5, − 1 cooked.
    expect(await stock(products.jitomate)).toEqual({ [branches.centro]: '9.500', [branches.roma]: '4.500' });
    // Queso: Centro 4 − 1 sent, counted 3.25; Roma 1 + 1 on the receipt − 0.5 wasted.
    expect(await stock(products.queso)).toEqual({ [branches.centro]: '3.250', [branches.roma]: '1.500' });
  });
});
