import { lazyDialog } from '@web/components/lazy-dialog';
import { ChefHat, Plus, Sparkles, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import type { Recipe } from '@common/recipes';
import { matchesRecipeSearch } from '@common/recipes-rules';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/ui/search-input';
import { Spinner } from '@web/components/ui/spinner';
import { useRecipes } from './api/get-recipes';
import { RecipeCard } from './recipe-card';
import { RECIPE_TEXTS } from './recipe-texts';

const RecipeFormDialog = lazyDialog(
  async () => (await import('./recipe-form-dialog')).RecipeFormDialog,
  (props) => props.open,
);
const DeleteRecipeDialog = lazyDialog(
  async () => (await import('./delete-recipe-dialog')).DeleteRecipeDialog,
  (props) => props.recipe !== null,
);

/** SPEC §2 /recetario: recipe cards costed from current prices; searched by name or category here (a kitchen has tens of recipes). */
export function RecipesPage() {
  const recipes = useRecipes();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Recipe | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const all = recipes.data ?? [];
  const shown = all.filter((recipe) => matchesRecipeSearch(recipe, search));

  const openForm = (recipe: Recipe | null) => {
    setEditing(recipe);
    setFormOpen(true);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Recetario</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/categorias-recetas">
              <Tags aria-hidden /> Categorías
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/escuela-culinaria">
              <Sparkles aria-hidden /> Mi Chef IA
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/preparaciones">
              <ChefHat aria-hidden /> Preparaciones
            </Link>
          </Button>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden /> Nueva Receta
          </Button>
        </div>
      </div>
      <SearchInput
        aria-label="Buscar recetas"
        placeholder="Buscar por nombre o categoría..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {recipes.isPending ? (
        <Spinner className="mx-auto" />
      ) : recipes.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las recetas.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-slate-600">
          {all.length === 0 ? RECIPE_TEXTS.noRecipes : RECIPE_TEXTS.noRecipesFound}
        </p>
      ) : (
        <ul aria-label="Recetas" className="flex flex-col gap-4">
          {shown.map((recipe) => (
            <li key={recipe.id} className="offscreen-lazy-card">
              <RecipeCard recipe={recipe} onEdit={openForm} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      <RecipeFormDialog recipe={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteRecipeDialog recipe={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
