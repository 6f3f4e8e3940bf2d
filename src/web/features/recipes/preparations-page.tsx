import { lazyDialog } from '@web/components/lazy-dialog';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import type { Recipe } from '@common/recipes';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { usePreparations } from './api/get-preparations';
import { useRecipes } from './api/get-recipes';
import { AvailableRecipeCard } from './available-recipe-card';
import { RecentPreparations } from './recent-preparations';
import { RECIPE_TEXTS } from './recipe-texts';

const PrepareDialog = lazyDialog(
  async () => (await import('./prepare-dialog')).PrepareDialog,
  (props) => props.recipe !== null,
);

/** SPEC §2 /preparaciones: prepare a recipe (consumes stock), and the last 10 preparations. */
export function PreparationsPage() {
  const recipes = useRecipes();
  const preparations = usePreparations();
  const [preparing, setPreparing] = useState<Recipe | null>(null);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 lg:max-w-5xl">
      <h1 className="text-2xl font-bold">Preparaciones</h1>
      <section aria-labelledby="available-title" className="flex flex-col gap-3">
        <h2 id="available-title" className="text-lg font-semibold">
          {RECIPE_TEXTS.availableRecipes}
        </h2>
        {recipes.isPending ? (
          <Spinner className="mx-auto" />
        ) : recipes.isError ? (
          <p role="alert" className="text-red-700">
            No se pudieron cargar las recetas.
          </p>
        ) : recipes.data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-slate-600">{RECIPE_TEXTS.noRecipes}</p>
            <Button asChild>
              <Link to="/recetario">
                <BookOpen aria-hidden /> Ir al Recetario
              </Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            {recipes.data.map((recipe) => (
              <AvailableRecipeCard key={recipe.id} recipe={recipe} onPrepare={setPreparing} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="recent-title" className="flex flex-col gap-3">
        <h2 id="recent-title" className="text-lg font-semibold">
          {RECIPE_TEXTS.recentPreparations}
        </h2>
        {preparations.isPending ? (
          <Spinner className="mx-auto" />
        ) : preparations.isError ? (
          <p role="alert" className="text-red-700">
            No se pudieron cargar las preparaciones.
          </p>
        ) : (
          <RecentPreparations preparations={preparations.data} />
        )}
      </section>
      <PrepareDialog recipe={preparing} onClose={() => setPreparing(null)} />
    </main>
  );
}
