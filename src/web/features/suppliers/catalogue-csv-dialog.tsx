import { CsvImportDialog } from '@web/components/csv-import-dialog';
import { useApplyCatalogueImport, usePreviewCatalogueImport } from './api/import-catalogue';

export function CatalogueCsvDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <CsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar catálogo desde CSV"
      description="Columnas: nombre, descripcion, categoria, unidad (unidad, kg, lb, litro, caja o paquete), precio, stock, pedido_minimo, disponible (sí o no). Los productos se reconocen por su nombre (sin importar mayúsculas ni acentos)."
      usePreview={usePreviewCatalogueImport}
      useApply={useApplyCatalogueImport}
    />
  );
}
