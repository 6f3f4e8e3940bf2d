import type { ProductListItem } from '@common/inventory';
import {
  countedBaseQuantity,
  countedQuantityField,
  CountTooLargeError,
  type CountEntry,
} from '@common/inventory-count';
import { UnitError } from '@common/quantity';

/** One quantity as typed in the count: "3" in "Caja". */
export interface EntryDraft {
  value: string;
  unit: string;
}

export interface CountLine {
  /** True when any of its quantities was typed; a blank line is "not counted", never zero. */
  filled: boolean;
  /** The message of each quantity that is not a valid number, in order (null when it is fine or blank). */
  entryErrors: Array<string | null>;
  /** What the server will receive: the typed quantities with their units. */
  entries: CountEntry[];
  /** The count in the product's base unit, as the server will store it; null while something is wrong. */
  counted: string | null;
  /** A count that cannot be converted or stored (the server would refuse it the same way). */
  lineError: string | null;
}

/** Reads what was typed for a product with the same rules the server applies (decision 038). */
export function readCountLine(product: ProductListItem, drafts: readonly EntryDraft[]): CountLine {
  const entryErrors = drafts.map((draft) => {
    if (draft.value.trim() === '') return null;
    const result = countedQuantityField.safeParse(draft.value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  });
  const entries = drafts.flatMap((draft) => {
    if (draft.value.trim() === '') return [];
    const result = countedQuantityField.safeParse(draft.value);
    return result.success ? [{ quantity: result.data, unit: draft.unit }] : [];
  });
  const filled = drafts.some((draft) => draft.value.trim() !== '');
  if (!filled || entryErrors.some(Boolean)) return { filled, entryErrors, entries, counted: null, lineError: null };
  try {
    return { filled, entryErrors, entries, counted: countedBaseQuantity(entries, product), lineError: null };
  } catch (error) {
    if (error instanceof UnitError || error instanceof CountTooLargeError)
      return { filled, entryErrors, entries, counted: null, lineError: error.message };
    throw error;
  }
}
