import { CsvImportDialog as SharedCsvImportDialog } from '@web/components/csv-import-dialog';
import { useApplyImport, usePreviewImport } from './api/import-products';

export function CsvImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SharedCsvImportDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Importar productos desde CSV"
      description="Columnas: nombre, unidad, precio, stock, stock_minimo, proveedor, categoria, presentaciones (por ejemplo «Caja 25 kg; Bolsa 5 kg»), densidad_kg_l, peso_pieza_g, rendimiento_pct, iva (0, 16 o exento) e ieps (una tasa «26.5 %» o una cuota «$1.6451»). Los productos se reconocen por su nombre (sin importar mayúsculas ni acentos). Escribe «Sin proveedor» para quitar el proveedor; una columna que falte deja el valor guardado."
      usePreview={usePreviewImport}
      useApply={useApplyImport}
    />
  );
}
