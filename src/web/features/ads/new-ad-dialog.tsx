import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, ImageUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  AD_IMAGE_ACCEPT,
  AD_IMAGE_MAX_BYTES,
  AD_IMAGE_RECOMMENDED_SIZE,
  AD_MESSAGES,
  AD_POSITION_LABELS,
  AD_POSITIONS,
  adFieldsSchema,
  type AdFields,
  type AdFieldsInput,
} from '@common/ads';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FileButton } from '@web/components/ui/file-button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { errorMessage } from '@web/lib/api-client';
import { useCreateAd } from './api/create-ad';

const EMPTY: AdFieldsInput = { title: '', position: 'dashboard', linkUrl: '' };

/** SPEC §5 Ad: image required (submit disabled without it), title required, position, optional http(s) link. */
export function NewAdDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const create = useCreateAd();
  const form = useForm<AdFieldsInput, unknown, AdFields>({
    resolver: zodResolver(adFieldsSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const preview = usePreviewUrl(image);

  const reset = () => {
    form.reset(EMPTY);
    setImage(null);
    setImageError(undefined);
  };

  const pickImage = (file: File | null) => {
    if (file && !AD_IMAGE_ACCEPT.split(',').includes(file.type)) return rejectImage(AD_MESSAGES.invalidImage);
    if (file && file.size > AD_IMAGE_MAX_BYTES) return rejectImage(AD_MESSAGES.imageTooLarge);
    setImage(file);
    setImageError(file ? undefined : AD_MESSAGES.imageRequired);
  };
  const rejectImage = (message: string) => {
    setImage(null);
    setImageError(message);
  };

  const submit = form.handleSubmit(async (fields) => {
    if (!image) return setImageError(AD_MESSAGES.imageRequired);
    try {
      await create.mutateAsync({ fields, image });
      toast.success(AD_MESSAGES.created);
      reset();
      onOpenChange(false);
    } catch (error) {
      toast.error(AD_MESSAGES.createError, { description: errorMessage(error, AD_MESSAGES.createError) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nuevo anuncio</DialogTitle>
          <DialogDescription>El anuncio se mostrará a los restaurantes en la posición elegida.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormField
            label="Imagen"
            htmlFor="ad-image"
            error={imageError}
            description={`Tamaño recomendado: ${AD_IMAGE_RECOMMENDED_SIZE}. PNG, JPG, WEBP o GIF de hasta 10MB.`}
          >
            <FileButton
              id="ad-image"
              accept={AD_IMAGE_ACCEPT}
              fileName={image?.name ?? null}
              onChange={(event) => pickImage(event.target.files?.[0] ?? null)}
            >
              <ImageUp aria-hidden /> Elegir imagen
            </FileButton>
          </FormField>
          {preview ? (
            <img
              src={preview}
              alt="Vista previa del anuncio"
              className="aspect-[3/1] w-full rounded-lg border border-slate-200 object-cover"
            />
          ) : (
            <div className="flex aspect-[3/1] w-full items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-500">
              <ImagePlus aria-hidden className="size-8" />
            </div>
          )}
          <FormField label="Título" htmlFor="ad-title" error={errors.title?.message}>
            <Input id="ad-title" maxLength={200} {...form.register('title')} />
          </FormField>
          <FormField label="Posición" htmlFor="ad-position" error={errors.position?.message}>
            <Controller
              control={form.control}
              name="position"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="ad-position" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {AD_POSITIONS.map((position) => (
                      <SelectItem key={position} value={position}>
                        {AD_POSITION_LABELS[position]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField label="Enlace (opcional)" htmlFor="ad-link" error={errors.linkUrl?.message}>
            <Input id="ad-link" type="url" inputMode="url" placeholder="https://" {...form.register('linkUrl')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!image || create.isPending}>
              {create.isPending ? 'Creando...' : 'Crear anuncio'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** An object URL for the picked file, revoked when it changes. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
