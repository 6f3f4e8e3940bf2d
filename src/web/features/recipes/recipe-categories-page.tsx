import { lazyDialog } from '@web/components/lazy-dialog';
import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@web/lib/router';
import type { RecipeCategory } from '@common/recipes';
import { Button } from '@web/components/ui/button';
import { SearchInput } from '@web/components/ui/search-input';
import { Spinner } from '@web/components/ui/spinner';
import { useRecipeCategories } from './api/get-recipe-categories';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { RECIPE_TEXTS } from './recipe-texts';

const CategoryFormDialog = lazyDialog(
  async () => (await import('./category-form-dialog')).CategoryFormDialog,
  (props) => props.open,
);

/** SPEC §2 /categorias-recetas: a kitchen has tens of categories, so the search filters here. */
export function RecipeCategoriesPage() {
  const categories = useRecipeCategories();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<RecipeCategory | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<RecipeCategory | null>(null);
  const all = categories.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter((category) => category.name.toLowerCase().includes(needle));

  const openForm = (category: RecipeCategory | null) => {
    setEditing(category);
    setFormOpen(true);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/recetario">
          <ArrowLeft aria-hidden /> Volver al recetario
        </Link>
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Categorías de recetas</h1>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden /> Nueva Categoría
        </Button>
      </div>
      <SearchInput
        aria-label="Buscar categorías"
        placeholder="Buscar categorías..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {categories.isPending ? (
        <Spinner className="mx-auto" />
      ) : categories.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar las categorías.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-slate-600">
          {all.length === 0 ? RECIPE_TEXTS.noCategories : RECIPE_TEXTS.noCategoriesFound}
        </p>
      ) : (
        <ul aria-label="Categorías" className="flex flex-col gap-3">
          {shown.map((category) => (
            <li
              key={category.id}
              className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="category-row"
            >
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">{category.name}</h2>
                {category.description && (
                  <p className="text-sm whitespace-pre-line text-slate-600">{category.description}</p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${category.name}`}
                onClick={() => openForm(category)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar ${category.name}`}
                onClick={() => setDeleting(category)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CategoryFormDialog category={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
