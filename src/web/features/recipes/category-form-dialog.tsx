import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import {
  RECIPE_MESSAGES,
  recipeCategoryInputSchema,
  type RecipeCategory,
  type RecipeCategoryInput,
} from '@common/recipes';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSaveRecipeCategory } from './api/save-recipe-category';
import { RECIPE_TEXTS } from './recipe-texts';

type CategoryPayload = z.output<typeof recipeCategoryInputSchema>;

interface Props {
  /** null: a new category. */
  category: RecipeCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 category form; a name the user already has (ignoring case) answers 'Esta categoría ya existe'. */
export function CategoryFormDialog({ category, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? 'Editar categoría' : 'Nueva Categoría'}</DialogTitle>
          <DialogDescription>Agrupa tus recetas (por ejemplo: Salsas, Postres, Bebidas).</DialogDescription>
        </DialogHeader>
        {open && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category: RecipeCategory | null; onDone: () => void }) {
  const save = useSaveRecipeCategory();
  const form = useForm<RecipeCategoryInput, unknown, CategoryPayload>({
    resolver: zodResolver(recipeCategoryInputSchema),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: category?.id, input });
      toast.success(category ? RECIPE_TEXTS.categoryUpdated : RECIPE_TEXTS.categoryCreated);
      onDone();
    } catch (error) {
      const duplicate = error instanceof ApiError && error.status === 409;
      if (duplicate) form.setError('name', { message: RECIPE_MESSAGES.categoryExists });
      toast.error(category ? RECIPE_TEXTS.categoryUpdateFailed : RECIPE_TEXTS.categoryCreateFailed, {
        description: duplicate ? RECIPE_MESSAGES.categoryExists : errorMessage(error, '') || undefined,
      });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre" htmlFor="category-name" error={errors.name?.message}>
        <Input id="category-name" maxLength={100} {...form.register('name')} />
      </FormField>
      <FormField label="Descripción (opcional)" htmlFor="category-description" error={errors.description?.message}>
        <Textarea id="category-description" maxLength={500} {...form.register('description')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : category ? 'Guardar cambios' : 'Crear categoría'}
        </Button>
      </DialogFooter>
    </form>
  );
}
