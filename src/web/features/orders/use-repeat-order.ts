import { useEffect, useRef } from 'react';
import { useSearchParams } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { useOrder } from './api/get-orders';
import type { Draft, DraftProduct } from './order-draft';
import { REPEAT_MESSAGES, repeatDraft } from './repeat-order';

interface Options {
  supplierId: string | null;
  /** The chosen contact's products, once loaded (null while loading). */
  products: readonly DraftProduct[] | null;
  chooseSupplier: (id: string) => void;
  setDraft: (draft: Draft) => void;
}

/**
 * /ordenes/nueva?repetir={orderId}: picks the past order's contact, then fills the draft with its
 * lines once the contact's products are loaded, and says which could not be added.
 */
export function useRepeatOrderFromLink({ supplierId, products, chooseSupplier, setDraft }: Options) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get('repetir');
  const order = useOrder(orderId);
  const filled = useRef<string | null>(null);
  const past = order.data?.orderType === 'direct' ? order.data : undefined;

  useEffect(() => {
    if (past?.supplierId && supplierId !== past.supplierId && filled.current !== past.id)
      chooseSupplier(past.supplierId);
  }, [past, supplierId, chooseSupplier]);

  useEffect(() => {
    if (!past || filled.current === past.id || supplierId !== past.supplierId || !products) return;
    filled.current = past.id;
    const { draft, missing } = repeatDraft(past, products);
    setDraft(draft);
    toast.success(REPEAT_MESSAGES.repeated);
    if (missing.length) toast.info(REPEAT_MESSAGES.missing(missing));
    setParams({}, { replace: true });
  }, [past, supplierId, products, setDraft, setParams]);
}
