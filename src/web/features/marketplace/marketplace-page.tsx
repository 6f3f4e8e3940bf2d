import { ShoppingCart } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { Listing } from '@common/marketplace';
import { MARKETPLACE_MESSAGES } from '@common/marketplace-rules';
import { addToCart, cartItemCount } from '@common/marketplace-cart-rules';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/ui/search-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { badgeLabel } from '@web/lib/badge-count';
import { useMarketplaceCategories } from './api/categories';
import { useListings } from './api/listings';
import { useCart, useCartDropNotice } from './cart-store';
import { ProductCard, type ContactDialog } from './product-card';
import { useRepeatOrderFromLink } from './use-repeat-order';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const CartDialog = lazyDialog(
  async () => (await import('./cart-dialog')).CartDialog,
  (props) => props.open,
);

const ALL = 'all';

/** SPEC §2 /marketplace. */
export function MarketplacePage({ ContactDialog }: { ContactDialog: ContactDialog }) {
  const [searchText, setSearchText] = useState('');
  const [category, setCategory] = useState(ALL);
  const [cartOpen, setCartOpen] = useState(false);
  const search = useDebouncedValue(searchText.trim());
  const listings = useListings({ search, category: category === ALL ? null : category });
  const categories = useMarketplaceCategories();
  const { cart, update } = useCart();
  useCartDropNotice();
  useRepeatOrderFromLink(useCallback(() => setCartOpen(true), []));
  const count = cartItemCount(cart);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  const add = (listing: Listing) => {
    update((current) =>
      addToCart(current, {
        productId: listing.id,
        productName: listing.name,
        unitPrice: listing.price,
        unit: listing.unit,
        minOrderQuantity: listing.minOrderQuantity,
        supplierCompanyId: listing.supplierCompanyId,
        supplierName: listing.supplierName,
      }),
    );
    toast.success(MARKETPLACE_MESSAGES.productAdded);
  };

  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex items-start justify-between gap-3">
        <h1>
          <span className="block text-2xl font-bold">Marketplace</span>
          <span className="sr-only"> - </span>
          <span className="block text-sm font-normal text-slate-600">Productos de proveedores verificados</span>
        </h1>
        <Button
          variant="outline"
          className="relative"
          onClick={() => setCartOpen(true)}
          aria-label={`Carrito: ${count} ${count === 1 ? 'artículo' : 'artículos'}`}
        >
          <ShoppingCart aria-hidden /> Carrito
          {count > 0 && (
            <span
              aria-hidden
              className="absolute -top-2 -right-2 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
            >
              {badgeLabel(count)}
            </span>
          )}
        </Button>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Label htmlFor="marketplace-search" className="sr-only">
          Buscar productos
        </Label>
        <SearchInput
          className="flex-1"
          id="marketplace-search"
          placeholder="Buscar productos..."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <div className="sm:w-56">
          <Label htmlFor="marketplace-category" className="sr-only">
            Categoría
          </Label>
          <NativeSelect
            id="marketplace-category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value={ALL}>Todas</option>
            {categories.data?.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      {listings.isPending ? (
        <Spinner className="mx-auto mt-8" />
      ) : listings.isError ? (
        <p role="alert" className="text-center text-red-700">
          {errorMessage(listings.error, 'No se pudieron cargar los productos')}
        </p>
      ) : items.length === 0 ? (
        <p className="py-12 text-center text-slate-600">No se encontraron productos</p>
      ) : (
        <>
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-busy={listings.isPlaceholderData || undefined}
          >
            {items.map((listing) => (
              <li key={listing.id} className="offscreen-lazy-card">
                <ProductCard listing={listing} onAdd={() => add(listing)} ContactDialog={ContactDialog} />
              </li>
            ))}
          </ul>
          <p className="text-center text-sm text-slate-600">{listingSummary(items.length, listings.hasNextPage)}</p>
          {listings.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              onClick={() => listings.fetchNextPage()}
              disabled={listings.isFetchingNextPage}
            >
              {listings.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
            </Button>
          )}
        </>
      )}

      <CartDialog open={cartOpen} onOpenChange={setCartOpen} />
    </main>
  );
}

/** The listing is not counted (decision 040): how many are shown, and whether more follow. */
function listingSummary(shown: number, more: boolean) {
  if (more) return `Mostrando ${shown} productos; hay más`;
  return `${shown} ${shown === 1 ? 'producto' : 'productos'}`;
}
