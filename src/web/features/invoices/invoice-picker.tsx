import { FileUp } from 'lucide-react';
import { INVOICE_MESSAGES, MAX_INVOICE_FILE_BYTES, MAX_INVOICES_PER_UPLOAD } from '@common/invoices';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FileButton } from '@web/components/ui/file-button';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';

export const INVOICE_ACCEPT = '.xml,.zip,application/xml,text/xml,application/zip';

/** What is wrong with the chosen files before sending them, or null (the server checks their content). */
export function checkInvoiceFiles(files: readonly File[]): string | null {
  if (files.length === 0) return INVOICE_MESSAGES.fileRequired;
  if (files.length > MAX_INVOICES_PER_UPLOAD) return INVOICE_MESSAGES.tooManyFiles(MAX_INVOICES_PER_UPLOAD);
  if (files.some((file) => file.size > MAX_INVOICE_FILE_BYTES)) return INVOICE_MESSAGES.fileTooLarge;
  return null;
}

interface Props {
  reading: boolean;
  /** Why the last upload was refused, shown under the button. */
  problem: string | null;
  onPick: (files: File[]) => void;
}

/** The upload card: one or many XMLs, or a ZIP of them. */
export function InvoicePicker({ reading, problem, onPick }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sube tus facturas</CardTitle>
        <CardDescription>
          Los XML que te manda tu proveedor (CFDI 4.0 o 3.3), uno o varios, o un ZIP con ellos. Revisas cada factura
          antes de registrarla en tu inventario.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="invoice-files">Archivos XML o ZIP</Label>
        <FileButton
          id="invoice-files"
          variant="default"
          multiple
          accept={INVOICE_ACCEPT}
          disabled={reading}
          aria-describedby={problem ? 'invoice-files-problem' : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            onPick(files);
          }}
        >
          <FileUp aria-hidden /> Elegir facturas
        </FileButton>
        {reading && (
          <p className="flex items-center gap-2 text-sm text-slate-700" aria-live="polite">
            <Spinner size="sm" label="" /> Leyendo facturas…
          </p>
        )}
        {problem && (
          <p id="invoice-files-problem" role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
