import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_MAX_PAGE_SIZE } from '@common/inventory-rules';
import { BranchSelect } from '@web/components/branch-select';
import { useProducts } from '@web/features/inventory/api/get-products';
import { useRestaurant } from '@web/features/restaurant/api/get-restaurant';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { formatMoney } from '@common/money';
import { preparationInputSchema, type Recipe } from '@common/recipes';
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
import { useCreatePreparation } from './api/create-preparation';
import { formatQuantity } from '@common/quantity-format';
import { ingredientNeeds, validMultiplier } from './ingredient-needs';
import { addedText } from './output-text';
import { RECIPE_TEXTS } from './recipe-texts';

const formSchema = preparationInputSchema.omit({ recipeId: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** SPEC §5 preparation form: the multiplier (default 1, minimum 0.01) and optional notes. */
export function PrepareDialog({ recipe, onClose }: { recipe: Recipe | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(recipe)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Preparar {recipe?.name}</DialogTitle>
          <DialogDescription>Al confirmar se descuenta del inventario lo que usa cada ingrediente.</DialogDescription>
        </DialogHeader>
        {recipe && <PrepareForm key={recipe.id} recipe={recipe} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PrepareForm({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const prepare = useCreatePreparation();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { quantityMultiplier: '1', notes: '', locationId: '' },
  });
  const { errors } = form.formState;
  const multiplier = validMultiplier(useWatch({ control: form.control, name: 'quantityMultiplier' }));
  const branches = useRestaurant().data?.locations ?? [];
  const locationId = useWatch({ control: form.control, name: 'locationId' }) || undefined;
  const branchStock = useProducts({ locationId, limit: PRODUCT_MAX_PAGE_SIZE }, { enabled: Boolean(locationId) });
  // In one branch the preview compares with what that branch holds (decision 056).
  const held = new Map(locationId ? (branchStock.data?.items ?? []).map((item) => [item.id, item.branchStock]) : []);
  const stocked = {
    ...recipe,
    ingredients: recipe.ingredients.map((line) => ({
      ...line,
      stockQuantity: held.get(line.productId) ?? line.stockQuantity,
    })),
  };
  const preview = multiplier ? ingredientNeeds(stocked, multiplier) : null;
  const short = Boolean(preview && (preview.needs.some((need) => need.short) || preview.problems.length > 0));

  const submit = form.handleSubmit(async (input) => {
    try {
      const preparation = await prepare.mutateAsync({ recipeId: recipe.id, ...input });
      toast.success(RECIPE_TEXTS.preparationCreated, {
        description: preparation.produced ? addedText(preparation.produced) : undefined,
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message || RECIPE_TEXTS.insufficientStock, {
          description: RECIPE_TEXTS.insufficientStockDetail,
        });
      } else {
        toast.error(RECIPE_TEXTS.preparationFailed, { description: errorMessage(error, 'Error desconocido') });
      }
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <BranchSelect id="preparation-branch" branches={branches} {...form.register('locationId')} />
      <FormField
        label="Cantidad (veces la receta)"
        htmlFor="preparation-multiplier"
        error={errors.quantityMultiplier?.message}
      >
        <Input
          id="preparation-multiplier"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          {...form.register('quantityMultiplier')}
        />
      </FormField>
      {preview && (
        <section
          aria-label="Ingredientes a usar"
          className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm"
        >
          <ul className="flex flex-col gap-1">
            {preview.needs.map((need) => (
              <li key={need.productId} className="flex justify-between gap-2">
                <span>{need.productName}</span>
                <span className={need.short ? 'font-semibold text-red-700' : 'text-slate-700'}>
                  usa {formatQuantity(need.needed, need.unit)} · hay {formatQuantity(need.stock, need.unit)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 font-medium">Costo estimado: {formatMoney(preview.cost)}</p>
          {recipe.produces && preview.produced && (
            <p className="font-medium text-emerald-800">
              Agrega {formatQuantity(preview.produced, recipe.produces.product.unit)} de {recipe.produces.productName}{' '}
              al inventario
            </p>
          )}
          {short && (
            <p role="alert" className="font-medium text-red-700">
              {RECIPE_TEXTS.insufficientStock} - {RECIPE_TEXTS.insufficientStockDetail}
            </p>
          )}
        </section>
      )}
      <FormField label="Notas (opcional)" htmlFor="preparation-notes" error={errors.notes?.message}>
        <Textarea id="preparation-notes" maxLength={500} {...form.register('notes')} />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={prepare.isPending}>
          {prepare.isPending ? 'Registrando...' : 'Confirmar preparación'}
        </Button>
      </DialogFooter>
    </form>
  );
}
