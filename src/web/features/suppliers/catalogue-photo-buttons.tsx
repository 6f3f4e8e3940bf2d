import { ImagePlus, ImageOff } from 'lucide-react';
import type { ChangeEvent } from 'react';
import {
  CATALOGUE_PHOTO_ACCEPT,
  CATALOGUE_PHOTO_MESSAGES as MESSAGES,
  photoFileProblem,
} from '@common/catalogue-photos';
import type { CatalogueProduct } from '@common/suppliers';
import { Button } from '@web/components/ui/button';
import { FileButton } from '@web/components/ui/file-button';
import { errorMessage } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useRemoveCataloguePhoto } from './api/remove-catalogue-photo';
import { useUploadCataloguePhoto } from './api/upload-catalogue-photo';

/** 'Subir foto' (or 'Cambiar foto') and 'Quitar foto' for one catalogue product, with toasts. */
export function CataloguePhotoButtons({ product }: { product: CatalogueProduct }) {
  const upload = useUploadCataloguePhoto();
  const remove = useRemoveCataloguePhoto();
  const busy = upload.isPending || remove.isPending;
  const hasPhoto = product.imageUrl !== null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after an error) fires another change.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      toast.error(MESSAGES.uploadFailed, { description: problem });
      return;
    }
    const id = toast.loading(MESSAGES.uploading);
    try {
      await upload.mutateAsync({ productId: product.id, file });
      toast.success(MESSAGES.uploaded, { id });
    } catch (error) {
      toast.error(MESSAGES.uploadFailed, { id, description: errorMessage(error, MESSAGES.unreadable) });
    }
  };

  const clear = async () => {
    try {
      await remove.mutateAsync(product.id);
      toast.success(MESSAGES.removed);
    } catch (error) {
      toast.error(MESSAGES.removeFailed, { description: errorMessage(error, 'Intenta de nuevo') });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <FileButton
        id={`foto-${product.id}`}
        size="sm"
        accept={CATALOGUE_PHOTO_ACCEPT}
        disabled={busy}
        aria-label={`${hasPhoto ? 'Cambiar foto' : 'Subir foto'} de ${product.name}`}
        onChange={(event) => void choose(event)}
      >
        <ImagePlus aria-hidden /> {hasPhoto ? 'Cambiar foto' : 'Subir foto'}
      </FileButton>
      {hasPhoto && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Quitar foto de ${product.name}`}
          onClick={() => void clear()}
        >
          <ImageOff aria-hidden /> Quitar foto
        </Button>
      )}
    </div>
  );
}
