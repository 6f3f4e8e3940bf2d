import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import type { InvoicePreviewResult } from '@common/invoices';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useProducts } from '@web/features/inventory/api/get-products';
import { errorMessage } from '@web/lib/api-client';
import { usePreviewInvoices } from './api/preview-invoices';
import { currentMonth } from '@common/calendar';
import { InvoiceMonthList } from './invoice-month-list';
import { checkInvoiceFiles, InvoicePicker } from './invoice-picker';
import { InvoiceReview } from './invoice-review';

const READ_FAILED = 'No se pudieron leer las facturas. Intenta de nuevo.';

/** /facturas: upload CFDI XMLs (or a ZIP), review and register each one, and the month's invoices below. */
export function InvoicesPage() {
  const preview = usePreviewInvoices();
  const products = useProducts({ limit: 500 });
  const [upload, setUpload] = useState<{ id: number; files: InvoicePreviewResult['files'] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [month, setMonth] = useState(currentMonth);

  const onPick = async (files: File[]) => {
    const refused = checkInvoiceFiles(files);
    setProblem(refused);
    if (refused) return;
    try {
      const result = await preview.mutateAsync(files);
      // A new upload replaces the reviews on screen; the id remounts them with fresh choices.
      setUpload((previous) => ({ id: (previous?.id ?? 0) + 1, files: result.files }));
    } catch (error) {
      setProblem(errorMessage(error, READ_FAILED));
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Facturas CFDI</h1>
      <InvoicePicker reading={preview.isPending} problem={problem} onPick={(files) => void onPick(files)} />
      {upload && (
        <section aria-labelledby="facturas-leidas" className="flex flex-col gap-4">
          <h2 id="facturas-leidas" className="text-lg font-semibold">
            Facturas subidas
          </h2>
          {upload.files.map((file, index) =>
            file.invoice ? (
              <InvoiceReview
                key={`${upload.id}-${index}`}
                invoice={file.invoice}
                products={products.data?.items ?? []}
                onRegistered={(invoice) => setMonth(invoice.date.slice(0, 7))}
              />
            ) : (
              <Card key={`${upload.id}-${index}`} className="border-red-200">
                <CardHeader>
                  <CardTitle as="h3" className="text-base">
                    {file.fileName}
                  </CardTitle>
                  <CardDescription role="alert" className="flex items-start gap-2 text-red-700">
                    <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {file.error?.message ?? READ_FAILED}
                  </CardDescription>
                </CardHeader>
              </Card>
            ),
          )}
        </section>
      )}
      <InvoiceMonthList month={month} onMonthChange={setMonth} />
    </main>
  );
}
