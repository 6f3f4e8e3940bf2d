import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { CartLine } from '@common/marketplace-cart';
import { CART_MESSAGES, cartLineProblem, quantityStep } from '@common/marketplace-cart-rules';
import { compareDecimals } from '@common/money';
import { decimalProblem } from '@common/fields-rules';
import { plainQuantity, quantityUnitLabel } from '@common/quantity-format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { flushCartSave } from './cart-store';

interface Props {
  line: CartLine;
  /** A typed quantity that is a number (it may still be below the minimum: the line says so). */
  onQuantity: (quantity: string) => void;
  onStep: (step: 1 | -1) => void;
}

/** What is wrong with the typed text itself, before it becomes the line's quantity (3 decimals at most, as stored). */
function typedProblem(text: string): string | null {
  if (text.trim() === '') return CART_MESSAGES.quantityRequired;
  const problem = decimalProblem(text, 3, 1_000_000);
  if (problem) return problem;
  return compareDecimals(text.trim().replace(',', '.'), 0) > 0 ? null : CART_MESSAGES.positive;
}

/**
 * The quantity of a cart line: typed (steps from the unit: grams of a kilo, whole boxes) or moved
 * by one with −/+; says below the field when the line is under the supplier's minimum.
 */
export function CartQuantityField({ line, onQuantity, onStep }: Props) {
  const { step, inputMode } = quantityStep(line.unit);
  // What is being typed ("10." on the way to "10.5", or "" after clearing); the line's quantity otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? plainQuantity(line.quantity);
  const message = (draft === null ? null : typedProblem(draft)) ?? cartLineProblem(line)?.short ?? null;
  const fieldId = `cantidad-${line.productId}`;
  const messageId = `${fieldId}-mensaje`;
  const several = compareDecimals(line.quantity, 1) !== 0;

  const change = (value: string) => {
    setDraft(value);
    if (!typedProblem(value)) onQuantity(value.trim().replace(',', '.'));
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          onClick={() => onStep(-1)}
          aria-label={`Quitar uno de ${line.productName}`}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          id={fieldId}
          type="number"
          min="0"
          step={step}
          inputMode={inputMode}
          className="w-24 text-center font-semibold"
          value={text}
          aria-label={`Cantidad de ${line.productName}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setDraft(null);
            flushCartSave();
          }}
        />
        <span className="text-sm text-slate-700">{quantityUnitLabel(line.unit, several)}</span>
        <Button
          variant="outline"
          size="icon"
          onClick={() => onStep(1)}
          aria-label={`Agregar uno de ${line.productName}`}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
