import { purchaseUnitChoices } from '@common/order-units';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { checkLineUnit, type DraftLine, type ReviewProduct } from './review-draft';

/** The id of the units' <datalist>, rendered once by the review table. */
export const RECEIPT_UNITS_LIST = 'receipt-units';

interface Props {
  line: DraftLine;
  /** The product the line goes to; null for "Nuevo producto". */
  product: ReviewProduct | null;
  label: string;
  onChange: (unit: string) => void;
}

/**
 * A line's unit. For a new product, any unit (it becomes the product's base unit); for an existing
 * one, a unit it can be bought in (base unit, packs, other measures), the receipt's own preselected
 * when it converts, with what the stock gains in the base unit; one that does not convert says why.
 */
export function ReviewUnit({ line, product, label, onChange }: Props) {
  if (!product)
    return (
      <Input
        aria-label={`Unidad de ${label}`}
        list={RECEIPT_UNITS_LIST}
        value={line.unit}
        maxLength={50}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  const check = checkLineUnit(line, product);
  const errorId = `receipt-line-${line.key}-unit-error`;
  return (
    <>
      <NativeSelect
        aria-label={`Unidad de ${label}`}
        value={check.choice ?? ''}
        aria-invalid={check.error ? true : undefined}
        aria-describedby={check.error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {check.choice === null && (
          <option value="" disabled>
            {line.unit}: elige la unidad
          </option>
        )}
        {purchaseUnitChoices(product).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
      {check.error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {check.error}
        </p>
      )}
      {check.gain && <p className="mt-1 text-xs text-slate-600">Suma {check.gain} al stock</p>}
    </>
  );
}
