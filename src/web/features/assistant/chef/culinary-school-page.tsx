import { ChefHat } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ChefChat } from './chef-chat';
import { culinaryRecipeFrom, type CulinaryRecipeInput } from './culinary-recipe';
import { RecipePicker } from './recipe-picker';

/** /escuela-culinaria: Mi Chef IA coaches on a recipe from the book (SPEC §2). */
export function CulinarySchoolPage() {
  const [selected, setSelected] = useState<{ key: string; recipe: CulinaryRecipeInput } | null>(null);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <header className="flex items-center gap-2">
        <ChefHat className="size-7 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Mi Chef IA</h1>
      </header>
      <Tabs defaultValue="seleccionar">
        <TabsList>
          <TabsTrigger value="seleccionar">Seleccionar Receta</TabsTrigger>
        </TabsList>
        <TabsContent value="seleccionar">
          <RecipePicker selectedId={selected?.key ?? null} onSelect={(recipe) => setSelected({ key: recipe.id, recipe: culinaryRecipeFrom(recipe) })} />
        </TabsContent>
      </Tabs>
      {selected && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{selected.recipe.name}</CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-slate-700">
            Rinde {Number(selected.recipe.final_yield).toLocaleString('es-MX')} {selected.recipe.yield_unit} · {selected.recipe.ingredients.length} ingredientes
          </CardContent>
        </Card>
      )}
      <ChefChat key={selected?.key ?? 'sin-receta'} recipe={selected?.recipe ?? null} />
    </main>
  );
}
