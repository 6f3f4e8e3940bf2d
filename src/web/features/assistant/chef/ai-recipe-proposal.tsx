import type { AiRecipeResult } from '@common/assistant-recipes';
import { formatMoney } from '@common/money';
import { formatAmount, formatQuantity } from '@common/quantity-format';
import { ratioOf } from '@common/ratio';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** The proposal as the §3 AI recipe result: picture, ingredients with what the user has, steps, and where to buy what is missing. */
export function AiRecipeProposal({ result }: { result: AiRecipeResult }) {
  const { recipe, imageUrl, supplier_suggestions: suggestions } = result;
  const missing = new Set(recipe.missing_ingredients);
  return (
    <Card data-testid="ai-recipe-proposal" role="article" aria-labelledby="ai-recipe-title">
      {imageUrl && (
        <img
          src={imageUrl}
          alt={`Ilustración de ${recipe.name}`}
          className="aspect-[3/2] w-full rounded-t-xl object-cover"
        />
      )}
      <CardHeader>
        <CardTitle as="h2" id="ai-recipe-title">
          {recipe.name}
        </CardTitle>
        <Badge variant="secondary" className="w-fit">
          {recipe.category}
        </Badge>
        <CardDescription>{recipe.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <p>
          Rinde {formatAmount(ratioOf(recipe.final_yield))} {recipe.yield_unit}
        </p>
        <section aria-label="Ingredientes">
          <h3 className="mb-1 font-semibold">Ingredientes</h3>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-100">
            {recipe.ingredients.map((item) => (
              <li key={item.product_name} className="flex justify-between gap-2 px-3 py-2">
                <span>
                  {item.product_name} · {formatQuantity(item.quantity, item.unit)}
                </span>
                <span className={missing.has(item.product_name) ? 'text-red-700' : 'text-brand-800'}>
                  {missing.has(item.product_name)
                    ? `Falta (tienes ${formatQuantity(item.available_quantity, item.unit)})`
                    : 'Disponible'}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Preparación">
          <h3 className="mb-1 font-semibold">Preparación</h3>
          <ol className="list-decimal space-y-1 pl-5">
            {recipe.preparation_steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        {suggestions.length > 0 && (
          <section aria-label="Dónde comprar lo que falta">
            <h3 className="mb-1 font-semibold">Dónde comprar lo que falta</h3>
            <ul className="space-y-2">
              {suggestions.map((item) => (
                <li key={item.ingredient} className="rounded-lg border border-slate-200 p-2">
                  <p className="font-medium">
                    {item.ingredient}: {item.supplier.product_name} a {formatMoney(item.supplier.price)} por{' '}
                    {item.supplier.unit}
                  </p>
                  <p className="text-slate-700">
                    {item.supplier.company_name} · Tel. {item.supplier.phone} · {item.supplier.address}
                  </p>
                  <p className="text-slate-600">{item.reason}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
