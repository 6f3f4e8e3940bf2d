import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { RECEIPT_MESSAGES, scanMessage } from '@common/receipts';
import { contactsQueryOptions, useContacts } from '@web/features/inventory/api/get-contacts';
import { useProducts } from '@web/features/inventory/api/get-products';
import { errorMessage } from '@web/lib/api-client';
import { useApplyReceipt } from './api/apply-receipt';
import { useScanReceipt } from './api/scan-receipt';
import { checkReceiptFile, ReceiptPicker } from './receipt-picker';
import { ReceiptReview } from './receipt-review';
import { applyInputOf, draftFromScan, type Draft } from './review-draft';

/** SPEC §2 /escanear and /scan-receipt: pick a receipt image, review what was read, apply it. */
export function ScanReceiptPage() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const queryClient = useQueryClient();
  const scan = useScanReceipt();
  const applyReceipt = useApplyReceipt();
  const products = useProducts({ limit: 500 });
  const contacts = useContacts();

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
      toast.success(scanMessage(result.items.length));
    } catch (error) {
      toast.error(errorMessage(error, RECEIPT_MESSAGES.scanFailed));
    }
  };

  const onApply = async () => {
    if (!draft) return;
    const checked = applyInputOf(draft);
    if (!checked.ok) {
      toast.error(checked.message);
      return;
    }
    try {
      const result = await applyReceipt.mutateAsync(checked.input);
      toast.success(result.message || RECEIPT_MESSAGES.success, { description: result.detail });
      setDraft(null);
    } catch (error) {
      toast.error(errorMessage(error, RECEIPT_MESSAGES.scanFailed));
    }
  };

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">Escanear Recibo</h1>
      {draft ? (
        <ReceiptReview
          draft={draft}
          products={products.data?.items ?? []}
          contacts={contacts.data ?? []}
          applying={applyReceipt.isPending}
          onChange={setDraft}
          onApply={() => void onApply()}
          onDiscard={() => setDraft(null)}
        />
      ) : (
        <ReceiptPicker scanning={scan.isPending} onPick={(file) => void onPick(file)} />
      )}
    </main>
  );
}
