import { PRODUCT_MAX_PAGE_SIZE } from '@common/inventory-rules';
import type { ProductUnits } from '@common/quantity';
import type { IngredientProduct } from '@common/recipes';
import { useProducts } from '@web/features/inventory/api/get-products';

export interface ProductOption extends ProductUnits {
  id: string;
  name: string;
  yieldPercent: string;
}

/** The owner's products by name, plus those the recipe already names in case they fall outside the loaded page. */
export function useProductOptions(
  current: ReadonlyArray<{ productId: string; productName: string; product: IngredientProduct }>,
): {
  options: ProductOption[];
  loading: boolean;
} {
  const products = useProducts({ limit: PRODUCT_MAX_PAGE_SIZE });
  const byId = new Map<string, ProductOption>();
  for (const item of current) byId.set(item.productId, { id: item.productId, name: item.productName, ...item.product });
  for (const product of products.data?.items ?? []) byId.set(product.id, product);
  return {
    options: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
    loading: products.isPending,
  };
}
