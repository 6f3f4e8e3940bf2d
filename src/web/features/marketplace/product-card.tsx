import { MessageSquare, Package, Plus } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { CATALOGUE_PHOTO_SIZES } from '@common/catalogue-photos';
import type { Listing } from '@common/marketplace';
import { minimumLabel } from '@common/marketplace-cart-rules';
import { formatMoney } from '@common/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

/** The chat's "contact this supplier" dialog, handed in by app/ (decision 025). */
export type ContactDialog = ComponentType<{
  supplierCompanyId: string;
  supplierName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}>;

/** SPEC §2: image, name, supplier, description, price 'por' unit, category badge, 'Agregar' and 'Contactar'; and the minimum order. */
export function ProductCard({
  listing,
  onAdd,
  ContactDialog,
}: {
  listing: Listing;
  onAdd: () => void;
  ContactDialog: ContactDialog;
}) {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={`producto-${listing.id}`}>
      {/* The photo is exactly 640 × 480 (decision 048): width and height reserve its box before it loads. */}
      {listing.imageUrl ? (
        <img
          src={listing.imageUrl}
          alt={listing.name}
          width={CATALOGUE_PHOTO_SIZES.card.width}
          height={CATALOGUE_PHOTO_SIZES.card.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100" aria-hidden>
          <Package className="size-12 text-slate-400" />
        </div>
      )}
      <CardHeader className="gap-1 pb-2">
        <Badge variant="outline">{listing.category}</Badge>
        <CardTitle as="h2" id={`producto-${listing.id}`} className="text-base">
          {listing.name}
        </CardTitle>
        <p className="text-sm text-slate-600">{listing.supplierName}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        {listing.description && <p className="line-clamp-3 text-sm text-slate-700">{listing.description}</p>}
        <p className="mt-auto text-lg font-semibold">
          {formatMoney(listing.price)} por {listing.unit}
        </p>
        {/* The supplier's minimum order, before it is added: "Mínimo 10 kg" (decision 044). */}
        <p className="text-sm text-slate-700">{minimumLabel(listing.minOrderQuantity, listing.unit)}</p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button className="flex-1" onClick={onAdd} aria-label={`Agregar ${listing.name}`}>
          <Plus aria-hidden /> Agregar
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setContactOpen(true)}
          aria-label={`Contactar a ${listing.supplierName}`}
        >
          <MessageSquare aria-hidden /> Contactar
        </Button>
      </CardFooter>
      <ContactDialog
        supplierCompanyId={listing.supplierCompanyId}
        supplierName={listing.supplierName}
        open={contactOpen}
        onOpenChange={setContactOpen}
      />
    </Card>
  );
}
