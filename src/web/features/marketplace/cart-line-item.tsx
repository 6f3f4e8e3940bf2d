import { Trash2 } from 'lucide-react';
import type { CartLine } from '@common/marketplace-cart';
import { formatMoney, lineTotal } from '@common/money';
import { Button } from '@web/components/ui/button';
import { CartQuantityField } from './cart-quantity-field';

interface Props {
  line: CartLine;
  onQuantity: (quantity: string) => void;
  onStep: (step: 1 | -1) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, onQuantity, onStep, onRemove }: Props) {
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={line.productName}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{line.productName}</p>
          <p className="text-sm text-slate-600">{line.supplierName}</p>
          <p className="text-sm text-slate-600">
            {formatMoney(line.unitPrice)} por {line.unit}
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Eliminar ${line.productName} del carrito`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CartQuantityField line={line} onQuantity={onQuantity} onStep={onStep} />
        <p className="pt-2 font-semibold">{formatMoney(lineTotal(line.quantity, line.unitPrice))}</p>
      </div>
    </li>
  );
}
