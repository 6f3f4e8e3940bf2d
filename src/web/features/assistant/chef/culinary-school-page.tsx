import { ChefHat } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AiRecipeGenerator } from './ai-recipe-generator';
import { culinaryRecipeFrom, culinaryRecipeFromProposal, type CulinaryRecipeInput } from './culinary-recipe';
import { RecipePicker } from './recipe-picker';

/** The chat and its streaming client (the `ai` SDK, ≈ 36 KB gzip) load after the recipe picker has painted. */
const ChefChat = lazy(async () => ({ default: (await import('./chef-chat')).ChefChat }));

/** /escuela-culinaria: Mi Chef IA coaches on a recipe from the book or on one it proposes (SPEC §2). */
export function CulinarySchoolPage() {
  const [selected, setSelected] = useState<{ key: string; recipe: CulinaryRecipeInput } | null>(null);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <header className="flex items-center gap-2">
        <ChefHat className="size-7 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Mi Chef IA</h1>
      </header>
      <Tabs defaultValue="seleccionar" onValueChange={() => setSelected(null)}>
        <TabsList>
          <TabsTrigger value="seleccionar">Seleccionar Receta</TabsTrigger>
          <TabsTrigger value="crear">Crear con IA</TabsTrigger>
        </TabsList>
        <TabsContent value="seleccionar" className="flex flex-col gap-3">
          <RecipePicker
            selectedId={selected?.key ?? null}
            onSelect={(recipe) => setSelected({ key: recipe.id, recipe: culinaryRecipeFrom(recipe) })}
          />
          {selected && (
            <Card>
              <CardHeader>
                <CardTitle as="h2">{selected.recipe.name}</CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-slate-700">
                Rinde {Number(selected.recipe.final_yield).toLocaleString('es-MX')} {selected.recipe.yield_unit} ·{' '}
                {selected.recipe.ingredients.length} ingredientes
              </CardContent>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="crear">
          <AiRecipeGenerator
            onProposal={(result) =>
              setSelected(
                result ? { key: `ia:${result.recipe.name}`, recipe: culinaryRecipeFromProposal(result.recipe) } : null,
              )
            }
          />
        </TabsContent>
      </Tabs>
      <Suspense fallback={<Spinner className="mx-auto" />}>
        <ChefChat key={selected?.key ?? 'sin-receta'} recipe={selected?.recipe ?? null} />
      </Suspense>
    </main>
  );
}
