import { Pencil } from 'lucide-react';
import { formatMoney } from '@common/money';
import type { CatalogueProduct } from '@common/suppliers';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { CataloguePhotoButtons } from './catalogue-photo-buttons';
import { CatalogueThumbnail } from './catalogue-thumbnail';
import { DeleteCatalogueProduct } from './delete-catalogue-product';

/** One product of the supplier's catalogue: its thumbnail, figures, and the edit, photo and delete actions. */
export function CatalogueItem({ item, onEdit }: { item: CatalogueProduct; onEdit: () => void }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <div className="flex items-start gap-3">
          <CatalogueThumbnail product={item} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-start justify-between gap-2">
              <CardTitle className="min-w-0 break-words">{item.name}</CardTitle>
              <Badge variant={item.isAvailable ? 'success' : 'secondary'}>
                {item.isAvailable ? 'Disponible' : 'No disponible'}
              </Badge>
            </div>
            <Badge variant="outline">{item.category}</Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {item.description && <p className="text-slate-600">{item.description}</p>}
        <p className="text-base font-semibold">
          {formatMoney(item.price)} por {item.unit}
        </p>
        <p className="text-slate-600">
          Stock: {Number(item.stockQuantity)}
          {Number(item.reservedQuantity) > 0 && ` · Apartado: ${Number(item.reservedQuantity)}`} · Pedido mínimo:{' '}
          {Number(item.minOrderQuantity)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Editar ${item.name}`}>
            <Pencil aria-hidden /> Editar
          </Button>
          <DeleteCatalogueProduct product={item} />
        </div>
        <CataloguePhotoButtons product={item} />
      </CardContent>
    </Card>
  );
}
