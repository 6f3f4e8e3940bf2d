import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { exactDecimal, ratioOf } from '@common/ratio';
import { DEFAULT_YIELD_UNIT, recipeInputSchema, type Recipe, type RecipeInput } from '@common/recipes';
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
import { errorMessage } from '@web/lib/api-client';
import { useRecipeCategories } from './api/get-recipe-categories';
import { useSaveRecipe } from './api/save-recipe';
import { IngredientRows } from './ingredient-rows';
import { MissingIngredientsField } from './missing-ingredients-field';
import { OutputField } from './output-field';
import { StepsEditor } from './steps-editor';
import { RECIPE_TEXTS } from './recipe-texts';

type RecipePayload = z.output<typeof recipeInputSchema>;

/** '15.000' → '15', '0.250' → '0.25': form fields take the number as typed. */
const plain = (value: string) => exactDecimal(ratioOf(value)) ?? value;

const EMPTY: RecipeInput = {
  name: '',
  description: '',
  category: '',
  finalYield: '',
  yieldUnit: DEFAULT_YIELD_UNIT,
  salePrice: '',
  preparationSteps: [],
  ingredients: [{ productId: '', quantity: '', unit: '', yieldPercent: '' }],
  produces: null,
};

function valuesOf(recipe: Recipe | null): RecipeInput {
  if (!recipe) return EMPTY;
  return {
    name: recipe.name,
    description: recipe.description ?? '',
    category: recipe.category ?? '',
    finalYield: plain(recipe.finalYield),
    yieldUnit: recipe.yieldUnit,
    salePrice: recipe.salePrice ? plain(recipe.salePrice) : '',
    preparationSteps: recipe.preparationSteps,
    ingredients: recipe.ingredients.length
      ? recipe.ingredients.map((item) => ({
          productId: item.productId,
          quantity: plain(item.quantity),
          unit: item.unit,
          yieldPercent: item.yieldPercent ? plain(item.yieldPercent) : '',
        }))
      : EMPTY.ingredients,
    missingIngredients: recipe.missingIngredients,
    produces: recipe.produces
      ? { productId: recipe.produces.productId, quantity: plain(recipe.produces.quantity), unit: recipe.produces.unit }
      : null,
  };
}

interface Props {
  /** null: a new recipe. */
  recipe: Recipe | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 recipe form: saving replaces the ingredients on the server in one transaction. */
export function RecipeFormDialog({ recipe, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{recipe ? 'Editar receta' : 'Nueva Receta'}</DialogTitle>
          <DialogDescription>Los costos se calculan con los precios actuales de tu inventario.</DialogDescription>
        </DialogHeader>
        {open && <RecipeForm key={recipe?.id ?? 'new'} recipe={recipe} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RecipeForm({ recipe, onDone }: { recipe: Recipe | null; onDone: () => void }) {
  const categories = useRecipeCategories();
  const save = useSaveRecipe();
  const form = useForm<RecipeInput, unknown, RecipePayload>({
    resolver: zodResolver(recipeInputSchema),
    defaultValues: valuesOf(recipe),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: recipe?.id, input });
      toast.success(recipe ? RECIPE_TEXTS.recipeUpdated : RECIPE_TEXTS.recipeCreated);
      onDone();
    } catch (error) {
      toast.error(recipe ? RECIPE_TEXTS.recipeUpdateFailed : RECIPE_TEXTS.recipeCreateFailed, {
        description: errorMessage(error, '') || undefined,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormField label="Nombre" htmlFor="recipe-name" error={errors.name?.message}>
          <Input id="recipe-name" maxLength={200} {...form.register('name')} />
        </FormField>
        <FormField label="Descripción (opcional)" htmlFor="recipe-description" error={errors.description?.message}>
          <Textarea id="recipe-description" maxLength={500} {...form.register('description')} />
        </FormField>
        <FormField
          label="Categoría (opcional)"
          htmlFor="recipe-category"
          error={errors.category?.message}
          description="Elige una de tus categorías o escribe una nueva."
        >
          <Input
            id="recipe-category"
            list="recipe-category-options"
            maxLength={100}
            autoComplete="off"
            {...form.register('category')}
          />
        </FormField>
        <datalist id="recipe-category-options">
          {categories.data?.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Rendimiento" htmlFor="recipe-yield" error={errors.finalYield?.message}>
            <Input
              id="recipe-yield"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              {...form.register('finalYield')}
            />
          </FormField>
          <FormField label="Unidad" htmlFor="recipe-yield-unit" error={errors.yieldUnit?.message}>
            <Input id="recipe-yield-unit" maxLength={50} {...form.register('yieldUnit')} />
          </FormField>
        </div>
        <FormField
          label="Precio de venta (opcional)"
          htmlFor="recipe-sale-price"
          error={errors.salePrice?.message}
          description="Por unidad de rendimiento; sirve para calcular el costo de alimentos y el margen."
        >
          <Input
            id="recipe-sale-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            {...form.register('salePrice')}
          />
        </FormField>
        <IngredientRows currentIngredients={recipe?.ingredients ?? []} />
        <MissingIngredientsField />
        <OutputField current={recipe?.produces ?? null} />
        <StepsEditor />
        <DialogFooter>
          <Button variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : recipe ? 'Guardar cambios' : 'Crear receta'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
