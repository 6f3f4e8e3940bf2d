import { ChefHat } from 'lucide-react';
import type { Recipe } from '@common/recipes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatAmount, formatQuantity } from '@common/quantity-format';
import { ratioOf } from '@common/ratio';
import { ingredientNeeds } from './ingredient-needs';
import { producesText } from './output-text';
import { RECIPE_TEXTS } from './recipe-texts';

/** One recipe under 'Recetas Disponibles': the stock of each ingredient against what one batch needs. */
export function AvailableRecipeCard({ recipe, onPrepare }: { recipe: Recipe; onPrepare: (recipe: Recipe) => void }) {
  const { needs, problems } = ingredientNeeds(recipe, '1');
  return (
    <article
      aria-labelledby={`available-${recipe.id}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="available-recipe"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`available-${recipe.id}`} className="font-semibold">
            {recipe.name}
          </h3>
          <p className="text-sm text-slate-600">
            Rinde {formatAmount(ratioOf(recipe.finalYield))} {recipe.yieldUnit}
          </p>
          {recipe.produces && <p className="text-sm font-medium text-emerald-800">{producesText(recipe.produces)}</p>}
        </div>
        {!recipe.canPrepare && <Badge variant="destructive">{RECIPE_TEXTS.insufficientStock}</Badge>}
      </div>
      <ul aria-label={`Stock de los ingredientes de ${recipe.name}`} className="flex flex-col gap-1 text-sm">
        {needs.map((need) => (
          <li key={need.productId} className="flex justify-between gap-2" data-testid="ingredient-stock">
            <span className="min-w-0">{need.productName}</span>
            <span className={need.short ? 'shrink-0 font-semibold text-red-700' : 'shrink-0 text-slate-700'}>
              {formatQuantity(need.stock, need.unit)} / {formatQuantity(need.needed, need.unit)}
              {need.short && <span className="sr-only"> (falta stock)</span>}
            </span>
          </li>
        ))}
      </ul>
      {problems.map((problem) => (
        <p key={problem} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ))}
      <p className="text-xs text-slate-600">Stock disponible / cantidad necesaria por preparación</p>
      <Button
        className="self-start"
        disabled={!recipe.canPrepare}
        aria-label={`Preparar ${recipe.name}`}
        onClick={() => onPrepare(recipe)}
      >
        <ChefHat aria-hidden /> Preparar
      </Button>
    </article>
  );
}
