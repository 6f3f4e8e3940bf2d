import { ImageIcon, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AI_MESSAGES } from '@common/assistant';
import type { Recipe } from '@common/recipes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useGenerateRecipeImage } from './api/generate-recipe-image';

/** SPEC §4: view the recipe's picture, or generate it when it has none; regenerate clears it and draws again after ~100 ms. */
export function RecipeImageButton({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const [imageUrl, setImageUrl] = useState(recipe.imageUrl);
  const generate = useGenerateRecipeImage();
  const draw = () =>
    generate.mutate(recipe.id, {
      onSuccess: (result) => setImageUrl(result.imageUrl),
      onError: () => toast.error(AI_MESSAGES.imageFailedTitle, { description: AI_MESSAGES.imageFailedDetail }),
    });
  const openImage = () => {
    setOpen(true);
    if (!imageUrl) draw();
  };
  const regenerate = () => {
    setImageUrl(null);
    setTimeout(draw, 100);
  };
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={`Imagen de ${recipe.name}`} onClick={openImage}>
        <ImageIcon aria-hidden />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{recipe.name}</DialogTitle>
          </DialogHeader>
          {imageUrl ? (
            <img src={imageUrl} alt={`Imagen de ${recipe.name}`} className="aspect-[3/2] w-full rounded-lg object-cover" />
          ) : (
            <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-slate-100">
              {generate.isPending ? <Spinner label="Generando imagen…" /> : <p className="text-sm text-slate-700">Sin imagen</p>}
            </div>
          )}
          <Button variant="outline" onClick={imageUrl ? regenerate : draw} disabled={generate.isPending}>
            <RefreshCw aria-hidden />
            {imageUrl ? 'Regenerar imagen' : 'Generar imagen'}
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
