import { AlertTriangle, Pencil, Trash2 } from 'lucide-react';
import { formatMoney } from '@common/money';
import { incompleteCount } from '@common/recipe-costs';
import type { Recipe } from '@common/recipes';
import { incompleteCostText } from '@common/recipes-rules';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatAmount, formatPricePer, formatQuantity } from '@common/quantity-format';
import { ratioOf } from '@common/ratio';
import { RecipeImageButton } from './recipe-image-button';
import { missingQuantityText } from './missing-text';
import { producesText } from './output-text';

interface Props {
  recipe: Recipe;
  onEdit: (recipe: Recipe) => void;
  onDelete: (recipe: Recipe) => void;
}

/** Yield, each ingredient with its line cost, the total and the cost per yield unit; food cost and margin with a sale price. */
export function RecipeCard({ recipe, onEdit, onDelete }: Props) {
  const incomplete = incompleteCount(recipe);
  return (
    <Card data-testid="recipe-card" aria-labelledby={`recipe-${recipe.id}-title`} role="article">
      <CardHeader className="flex-row items-start gap-2">
        <div className="min-w-0 flex-1">
          <CardTitle as="h2" id={`recipe-${recipe.id}-title`}>
            {recipe.name}
          </CardTitle>
          {recipe.category && (
            <Badge variant="secondary" className="mt-1">
              {recipe.category}
            </Badge>
          )}
          {recipe.description && (
            <CardDescription className="mt-2 whitespace-pre-line">{recipe.description}</CardDescription>
          )}
        </div>
        <RecipeImageButton recipe={recipe} />
        <Button variant="ghost" size="icon" aria-label={`Editar ${recipe.name}`} onClick={() => onEdit(recipe)}>
          <Pencil aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Eliminar ${recipe.name}`} onClick={() => onDelete(recipe)}>
          <Trash2 aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-slate-700" data-testid="recipe-yield">
          Rendimiento: {formatAmount(ratioOf(recipe.finalYield))} {recipe.yieldUnit}
        </p>
        {recipe.produces && <Produces output={recipe.produces} />}
        <ul
          aria-label={`Ingredientes de ${recipe.name}`}
          className="divide-y divide-slate-100 rounded-lg border border-slate-100"
        >
          {recipe.ingredients.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                {item.productName} · {formatQuantity(item.quantity, item.unit)}
                {item.yieldPercent && ` (rend. ${formatAmount(ratioOf(item.yieldPercent))} %)`}
                {item.unitProblem && <span className="block text-red-700">{item.unitProblem}</span>}
              </span>
              <span className="shrink-0 font-medium tabular-nums">{formatMoney(item.lineCost)}</span>
            </li>
          ))}
          {recipe.missingIngredients.map((item, index) => (
            <li key={`missing-${index}`} className="px-3 py-2 text-sm text-slate-600" data-testid="missing-ingredient">
              {item.name}
              {missingQuantityText(item)}: <span className="italic">{item.reason}</span>
            </li>
          ))}
        </ul>
        {incomplete > 0 && (
          <p
            className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-testid="recipe-incomplete"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden />
            {incompleteCostText(incomplete)}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <Figure label="Costo total" value={formatMoney(recipe.totalCost)} testId="recipe-total-cost" />
          <Figure
            label={`Costo por ${recipe.yieldUnit}`}
            value={formatMoney(recipe.costPerUnit)}
            testId="recipe-cost-per-unit"
          />
          {recipe.salePrice !== null && (
            <>
              <Figure label="Precio de venta" value={formatMoney(recipe.salePrice)} testId="recipe-sale-price" />
              {recipe.foodCostPercent !== null && (
                <Figure label="Costo de alimentos" value={`${recipe.foodCostPercent}%`} testId="recipe-food-cost" />
              )}
              {recipe.margin !== null && (
                <Figure label="Margen" value={formatMoney(recipe.margin)} testId="recipe-margin" />
              )}
            </>
          )}
        </dl>
        {recipe.preparationSteps.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">
              Preparación ({recipe.preparationSteps.length} pasos)
            </summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
              {recipe.preparationSteps.map((step, index) => (
                <li key={index} className="whitespace-pre-line">
                  {step}
                </li>
              ))}
            </ol>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

function Produces({ output }: { output: NonNullable<Recipe['produces']> }) {
  return (
    <div className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950" data-testid="recipe-produces">
      <p className="font-medium">{producesText(output)}</p>
      <p>
        {output.unitCost !== null && `${formatPricePer(output.unitCost, output.product.unit)} · `}
        En inventario: {formatQuantity(output.stockQuantity, output.product.unit)}
      </p>
      {output.unitProblem && <p className="text-red-700">{output.unitProblem}</p>}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
