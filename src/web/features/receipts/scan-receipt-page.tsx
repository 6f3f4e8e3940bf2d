import { useState } from 'react';
import { BranchSelect } from '@web/components/branch-select';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { DUPLICATE_RECEIPT_CODE, RECEIPT_MESSAGES, scanMessage } from '@common/receipts';
import { contactsQueryOptions, useContacts } from '@web/features/inventory/api/get-contacts';
import { useProducts } from '@web/features/inventory/api/get-products';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
import { useApplyReceipt } from './api/apply-receipt';
import { useScanReceipt } from './api/scan-receipt';
import { checkReceiptFile, ReceiptPicker } from './receipt-picker';
import { ReceiptReview } from './receipt-review';
import { applyInputOf, draftFromScan, type Draft } from './review-draft';

/** SPEC §2 /escanear and /scan-receipt: pick a receipt image, review what was read, apply it. */
export function ScanReceiptPage() {
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The server's words when this receipt was already applied; the user may say it is another purchase. */
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const scan = useScanReceipt();
  const applyReceipt = useApplyReceipt();
  const products = useProducts({ limit: 500 });
  const contacts = useContacts();
  const branches = useRestaurant().data?.locations ?? [];
  const [locationId, setLocationId] = useState('');

  const onPick = async (file: File) => {
    const problem = checkReceiptFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const result = await scan.mutateAsync(file);
      // The contacts, loaded or not when the file was picked, to preselect the printed supplier.
      const list = await queryClient.ensureQueryData(contactsQueryOptions()).catch(() => []);
      setDraft(draftFromScan(result, list));
      setDuplicate(null);
      // Nothing read is not a success: the user has to add the lines or take another photo.
      if (result.items.length === 0) toast.warning(scanMessage(0));
      else toast.success(scanMessage(result.items.length));
    } catch (error) {
      toast.error(errorMessage(error, RECEIPT_MESSAGES.scanFailed));
    }
  };

  const onApply = async (confirmDuplicate = false) => {
    if (!draft) return;
    const checked = applyInputOf(draft, products.data?.items ?? []);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    try {
      const result = await applyReceipt.mutateAsync({
        ...checked.input,
        confirmDuplicate,
        locationId: locationId || undefined,
      });
      toast.success(result.message || RECEIPT_MESSAGES.success, { description: result.detail });
      setDraft(null);
      setDuplicate(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === DUPLICATE_RECEIPT_CODE) setDuplicate(error.message);
      else toast.error(errorMessage(error, RECEIPT_MESSAGES.scanFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">Escanear Recibo</h1>
      {draft && duplicate ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{duplicate}</p>
          <Button variant="outline" disabled={applyReceipt.isPending} onClick={() => void onApply(true)}>
            Es otra compra, aplicar de todos modos
          </Button>
        </div>
      ) : null}
      {draft && (
        <BranchSelect
          id="receipt-branch"
          branches={branches}
          label="Sucursal que recibe"
          value={locationId}
          onChange={(event) => setLocationId(event.target.value)}
          className="sm:max-w-xs"
        />
      )}
      {draft ? (
        <ReceiptReview
          draft={draft}
          products={products.data?.items ?? []}
          contacts={contacts.data ?? []}
          applying={applyReceipt.isPending}
          onChange={(next) => {
            setDraft(next);
            setDuplicate(null);
          }}
          onApply={() => void onApply()}
          onDiscard={() => {
            setDraft(null);
            setDuplicate(null);
          }}
        />
      ) : (
        <ReceiptPicker scanning={scan.isPending} onPick={(file) => void onPick(file)} />
      )}
    </main>
  );
}
