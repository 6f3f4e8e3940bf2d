import { CsvImportDialog as SharedCsvImportDialog } from '@web/components/csv-import-dialog';
import { useApplyImport, usePreviewImport } from './api/import-products';

export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SharedCsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar productos desde CSV"
      description="Columnas: nombre, unidad, precio, stock, stock_minimo, proveedor, categoria. Los productos se reconocen por su nombre (sin importar mayúsculas ni acentos). Escribe «Sin proveedor» para quitar el proveedor."
      usePreview={usePreviewImport}
      useApply={useApplyImport}
    />
  );
}
