import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { AI_MESSAGES } from '@common/assistant-rules';
import type { Recipe } from '@common/recipes';
import { Button } from '@web/components/ui/button';
import { lazyDialog } from '@web/components/lazy-dialog';
import { useGenerateRecipeImage } from './api/generate-recipe-image';

const RecipeImageDialog = lazyDialog(
  async () => (await import('./recipe-image-dialog')).RecipeImageDialog,
  (props) => props.open,
);

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
      <RecipeImageDialog
        recipeName={recipe.name}
        imageUrl={imageUrl}
        pending={generate.isPending}
        open={open}
        onOpenChange={setOpen}
        onDraw={draw}
        onRegenerate={regenerate}
      />
    </>
  );
}
