import type { UseMutationResult } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast';
import { CSV_ACTION_LABELS, CSV_MAX_CHARS, CSV_MESSAGES, type CsvImportResult, type CsvPreview } from '@common/csv';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { FileButton } from '@web/components/ui/file-button';
import { errorMessage } from '@web/lib/api-client';

const ACTION_VARIANT = { create: 'success', update: 'warning', unchanged: 'secondary', error: 'destructive' } as const;

export interface CsvImportHooks {
  /** What importing the text would do; changes nothing. */
  usePreview: () => UseMutationResult<CsvPreview, Error, string>;
  /** Applies every row in one transaction, or none. */
  useApply: () => UseMutationResult<CsvImportResult, Error, string>;
}

interface CsvImportDialogProps extends CsvImportHooks {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The columns and how rows are matched. */
  description: ReactNode;
}

/** Pick a CSV, see what each row would do (with its errors in Spanish), then apply all or nothing. */
export function CsvImportDialog({ open, onOpenChange, title, description, ...hooks }: CsvImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open && <CsvImportForm {...hooks} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CsvImportForm({ usePreview, useApply, onDone }: CsvImportHooks & { onDone: () => void }) {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [fileName, setFileName] = useState<string | null>(null);
  const preview = usePreview();
  const apply = useApply();

  const pick = async (file: File | undefined) => {
    setCsv(null);
    preview.reset();
    setFileError(undefined);
    setFileName(file?.name ?? null);
    if (!file) return;
    const text = await file.text();
    if (text.length > CSV_MAX_CHARS) return setFileError(CSV_MESSAGES.tooLarge);
    setCsv(text);
    preview.mutate(text, { onError: (error) => setFileError(errorMessage(error, 'No se pudo leer el archivo')) });
  };

  const run = async () => {
    if (!csv) return;
    try {
      const result = await apply.mutateAsync(csv);
      toast.success(CSV_MESSAGES.imported(result.created, result.updated));
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, 'Error al importar productos'));
    }
  };

  const summary = preview.data?.summary;
  const canApply = Boolean(summary && summary.error === 0 && summary.create + summary.update > 0);

  return (
    <div className="flex flex-col gap-4">
      <FormField label="Archivo CSV" htmlFor="csv-file" error={fileError}>
        <FileButton
          id="csv-file"
          accept=".csv,text/csv"
          fileName={fileName}
          onChange={(event) => void pick(event.target.files?.[0])}
        >
          <FileUp aria-hidden /> Elegir archivo
        </FileButton>
      </FormField>
      {preview.isPending && <p className="text-sm text-slate-600">Revisando el archivo...</p>}
      {preview.data && <PreviewTable preview={preview.data} />}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button onClick={() => void run()} disabled={!canApply || apply.isPending}>
          {apply.isPending ? 'Importando...' : 'Aplicar importación'}
        </Button>
      </DialogFooter>
    </div>
  );
}

function PreviewTable({ preview }: { preview: CsvPreview }) {
  const { summary } = preview;
  return (
    <section aria-label="Vista previa de la importación" className="flex flex-col gap-2">
      <p className="text-sm" data-testid="csv-summary">
        {summary.create} por crear · {summary.update} por actualizar · {summary.unchanged} sin cambios · {summary.error}{' '}
        con errores
      </p>
      {summary.error > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Corrige las filas con errores; la importación se aplica completa o no se aplica.
        </p>
      )}
      <div className="max-h-80 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm max-sm:block">
          <thead className="sticky top-0 bg-slate-50 max-sm:hidden">
            <tr>
              <th scope="col" className="px-2 py-1">
                Fila
              </th>
              <th scope="col" className="px-2 py-1">
                Producto
              </th>
              <th scope="col" className="px-2 py-1">
                Acción
              </th>
              <th scope="col" className="px-2 py-1">
                Detalle
              </th>
            </tr>
          </thead>
          {/* Phones: one card per row (number, name and action on top, the details below). */}
          <tbody className="max-sm:block">
            {preview.rows.map((row) => (
              <tr
                key={row.row}
                className="border-t border-slate-100 align-top max-sm:grid max-sm:grid-cols-[auto_1fr_auto] max-sm:gap-x-2 max-sm:p-2"
              >
                <td className="px-2 py-1 max-sm:p-0">
                  <span className="sm:hidden">Fila </span>
                  {row.row}
                </td>
                <td className="px-2 py-1 font-medium max-sm:p-0">{row.name || '—'}</td>
                <td className="px-2 py-1 max-sm:p-0">
                  <Badge variant={ACTION_VARIANT[row.action]}>{CSV_ACTION_LABELS[row.action]}</Badge>
                </td>
                <td className="px-2 py-1 max-sm:col-span-3 max-sm:p-0">
                  <ul>
                    {[...row.errors, ...row.changes].map((text) => (
                      <li key={text} className={row.errors.includes(text) ? 'text-red-700' : undefined}>
                        {text}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
