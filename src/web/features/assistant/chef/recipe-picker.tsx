import { Link } from '@web/lib/router';
import type { Recipe } from '@common/recipes';
import { formatMoney } from '@common/money';
import { Spinner } from '@web/components/ui/spinner';
import { useRecipes } from '@web/features/recipes/api/get-recipes';
import { cn } from '@web/lib/cn';

/** The recipe book as a list to choose from; the chosen one is what Mi Chef IA talks about. */
export function RecipePicker({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (recipe: Recipe) => void;
}) {
  const recipes = useRecipes();
  if (recipes.isPending) return <Spinner className="mx-auto my-6" />;
  if (!recipes.data?.length) {
    return (
      <p className="text-sm text-slate-700">
        No hay recetas creadas. Crea una en el{' '}
        <Link to="/recetario" className="text-brand-700 underline">
          Recetario
        </Link>{' '}
        o genera una en la pestaña Crear con IA.
      </p>
    );
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label="Tus recetas">
      {recipes.data.map((recipe) => (
        <li key={recipe.id}>
          <button
            type="button"
            aria-pressed={recipe.id === selectedId}
            onClick={() => onSelect(recipe)}
            className={cn(
              'w-full rounded-lg border p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
              recipe.id === selectedId ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
            )}
          >
            <span className="block font-medium">{recipe.name}</span>
            <span className="block text-sm text-slate-700">
              {recipe.category ?? 'Sin categoría'} · {formatMoney(recipe.costPerUnit)} por {recipe.yieldUnit}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
