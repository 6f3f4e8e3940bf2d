import { toast } from '@web/lib/toast';
import type { RecipeCategory } from '@common/recipes';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteRecipeCategory } from './api/delete-recipe-category';
import { RECIPE_TEXTS } from './recipe-texts';

export function DeleteCategoryDialog({ category, onClose }: { category: RecipeCategory | null; onClose: () => void }) {
  const remove = useDeleteRecipeCategory();
  const confirm = async () => {
    if (!category) return;
    try {
      await remove.mutateAsync(category.id);
      toast.success(RECIPE_TEXTS.categoryDeleted);
      onClose();
    } catch (error) {
      toast.error(RECIPE_TEXTS.categoryDeleteFailed, { description: errorMessage(error, '') || undefined });
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(category)}
      title={RECIPE_TEXTS.deleteCategoryTitle}
      description={`Se eliminará la categoría «${category?.name}». Tus recetas no se borran. Esta acción no se puede deshacer.`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
