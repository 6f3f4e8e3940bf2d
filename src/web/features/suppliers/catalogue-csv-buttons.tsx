import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@web/components/lazy-dialog';
import { Button } from '@web/components/ui/button';
import { CATALOGUE_EXPORT_URL } from './api/import-catalogue';

const CatalogueCsvDialog = lazyDialog(
  async () => (await import('./catalogue-csv-dialog')).CatalogueCsvDialog,
  (props) => props.open,
);

/** 'Exportar CSV' downloads the catalogue; 'Importar CSV' opens the preview-then-apply dialog. */
export function CatalogueCsvButtons() {
  const [importOpen, setImportOpen] = useState(false);
  return (
    <>
      <Button asChild variant="outline">
        <a href={CATALOGUE_EXPORT_URL} download>
          <Download aria-hidden /> Exportar CSV
        </a>
      </Button>
      <Button variant="outline" onClick={() => setImportOpen(true)}>
        <Upload aria-hidden /> Importar CSV
      </Button>
      <CatalogueCsvDialog open={importOpen} onOpenChange={setImportOpen} />
    </>
  );
}
