import { toast } from '@web/lib/toast';
import type { Recipe } from '@common/recipes';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteRecipe } from './api/delete-recipe';
import { RECIPE_TEXTS } from './recipe-texts';

export function DeleteRecipeDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  const remove = useDeleteRecipe();
  const confirm = async () => {
    if (!recipe) return;
    try {
      await remove.mutateAsync(recipe.id);
      toast.success(RECIPE_TEXTS.recipeDeleted);
      onClose();
    } catch (error) {
      toast.error(RECIPE_TEXTS.recipeDeleteFailed, { description: errorMessage(error, '') || undefined });
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(recipe)}
      title={RECIPE_TEXTS.deleteRecipeTitle}
      description={`Se eliminará «${recipe?.name}» con sus ingredientes. Las preparaciones ya registradas se conservan. Esta acción no se puede deshacer.`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
