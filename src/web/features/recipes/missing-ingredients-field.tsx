import { X } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RecipeInput } from '@common/recipes';
import { incompleteCostText } from '@common/recipes-rules';
import { Button } from '@web/components/ui/button';
import { missingQuantityText } from './missing-text';

/**
 * The ingredients an AI recipe named that are not lines (decision 036): shown so the cook can add
 * them as lines, and removed from the list once handled.
 */
export function MissingIngredientsField() {
  const { control, setValue } = useFormContext<RecipeInput>();
  const missing = useWatch({ control, name: 'missingIngredients' }) ?? [];
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="missing-ingredients-title" className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3">
      <h3 id="missing-ingredients-title" className="text-sm font-medium text-amber-900">
        {incompleteCostText(missing.length)}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {missing.map((item, index) => (
          <li key={`${item.name}-${index}`} className="flex items-start justify-between gap-2">
            <span className="min-w-0">
              <span className="font-medium">{item.name}</span>
              {missingQuantityText(item)}
              <span className="block text-slate-700">{item.reason}</span>
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Quitar ${item.name} de los faltantes`}
              onClick={() =>
                setValue(
                  'missingIngredients',
                  missing.filter((_, at) => at !== index),
                  { shouldDirty: true },
                )
              }
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-700">Agrégalos como ingredientes y quítalos de esta lista.</p>
    </section>
  );
}
