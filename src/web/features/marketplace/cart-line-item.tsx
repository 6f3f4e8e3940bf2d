import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartLine } from '@common/marketplace';
import { formatMoney, lineTotal } from '@common/money';
import { Button } from '@web/components/ui/button';

interface Props {
  line: CartLine;
  onStep: (step: 1 | -1) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, onStep, onRemove }: Props) {
  return (
    <li className="flex flex-col gap-2 py-3" aria-label={line.productName}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-medium">{line.productName}</p>
          <p className="text-sm text-slate-600">{line.supplierName}</p>
          <p className="text-sm text-slate-600">
            {formatMoney(line.unitPrice)} por {line.unit}
          </p>
        </div>
        <Button variant="ghost" size="icon" onClick={onRemove} aria-label={`Eliminar ${line.productName} del carrito`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={() => onStep(-1)}
            aria-label={`Quitar uno de ${line.productName}`}
          >
            <Minus aria-hidden />
          </Button>
          <output className="min-w-10 text-center font-semibold" aria-label={`Cantidad de ${line.productName}`}>
            {line.quantity}
          </output>
          <Button
            variant="outline"
            size="icon"
            onClick={() => onStep(1)}
            aria-label={`Agregar uno de ${line.productName}`}
          >
            <Plus aria-hidden />
          </Button>
        </div>
        <p className="font-semibold">{formatMoney(lineTotal(line.quantity, line.unitPrice))}</p>
      </div>
    </li>
  );
}
