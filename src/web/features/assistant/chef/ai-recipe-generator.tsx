import { RefreshCw, Save, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { AI_MESSAGES } from '@common/assistant-rules';
import type { AiRecipeResult } from '@common/assistant-recipes';
import { incompleteCostText } from '@common/recipes-rules';
import { Button } from '@web/components/ui/button';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useGenerateRecipe, useSaveAiRecipe } from '../api/ai-recipes';
import { AiRecipeProposal } from './ai-recipe-proposal';

/** 'Crear con IA': a proposal from the inventory, then saved to the recipe book or discarded (SPEC §4). */
export function AiRecipeGenerator({ onProposal }: { onProposal: (result: AiRecipeResult | null) => void }) {
  const [result, setResult] = useState<AiRecipeResult | null>(null);
  const [seen, setSeen] = useState<string[]>([]);
  const generate = useGenerateRecipe();
  const save = useSaveAiRecipe();

  const show = (next: AiRecipeResult | null) => {
    setResult(next);
    onProposal(next);
  };
  const propose = (exclude: string[]) =>
    generate.mutate(
      { exclude },
      {
        onSuccess: (next) => {
          setSeen([...exclude, next.recipe.name]);
          show(next);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'no_products')
            toast.error(AI_MESSAGES.noProducts, { description: AI_MESSAGES.noProductsDetail });
          else
            toast.error(AI_MESSAGES.generateRecipeFailed, {
              description: errorMessage(error, AI_MESSAGES.connectionFailed),
            });
        },
      },
    );
  const keep = () => {
    if (!result) return;
    const { recipe, imageUrl } = result;
    save.mutate(
      {
        ...recipe,
        ingredients: recipe.ingredients.map(({ product_name, quantity, unit }) => ({ product_name, quantity, unit })),
        imageUrl,
      },
      {
        onSuccess: ({ missing }) => {
          toast.success(
            AI_MESSAGES.recipeSaved,
            missing.length
              ? {
                  description: `${incompleteCostText(missing.length)} (${missing.map((item) => item.name).join(', ')})`,
                }
              : undefined,
          );
          show(null);
        },
        onError: (error) =>
          toast.error(AI_MESSAGES.saveRecipeFailed, { description: errorMessage(error, AI_MESSAGES.saveRecipeFailed) }),
      },
    );
  };
  const discard = () => {
    show(null);
    toast(AI_MESSAGES.recipeDiscarded);
  };

  if (!result) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700">
          Chef IA propone una receta de restaurante con lo que tienes en tu inventario y te dice qué falta y dónde
          comprarlo.
        </p>
        <Button onClick={() => propose(seen)} disabled={generate.isPending}>
          <Sparkles aria-hidden="true" />
          {generate.isPending ? 'Generando...' : 'Generar receta'}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <AiRecipeProposal result={result} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={keep} disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? 'Guardando...' : 'Guardar en recetario'}
        </Button>
        <Button variant="outline" onClick={() => propose(seen)} disabled={generate.isPending}>
          <RefreshCw aria-hidden="true" />
          Otra propuesta
        </Button>
        <Button variant="ghost" onClick={discard}>
          <X aria-hidden="true" />
          Descartar
        </Button>
      </div>
    </div>
  );
}
