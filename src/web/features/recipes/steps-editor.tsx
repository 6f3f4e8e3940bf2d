import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RecipeInput } from '@common/recipes';
import { Button } from '@web/components/ui/button';
import { fieldErrorId } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

const MAX_STEPS = 50;

/**
 * The recipe's preparation steps: add, edit, remove and reorder (decision 036), so that an AI
 * recipe's steps, and Mi Chef IA's advice "al editar la receta", can be acted on.
 */
export function StepsEditor() {
  const { control, setValue, formState } = useFormContext<RecipeInput>();
  const steps = useWatch({ control, name: 'preparationSteps' }) ?? [];
  const errors = formState.errors.preparationSteps;
  const change = (next: string[]) =>
    setValue('preparationSteps', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (from: number, to: number) => {
    const next = [...steps];
    [next[from], next[to]] = [next[to], next[from]];
    change(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Preparación</legend>
      {steps.length === 0 && <p className="text-sm text-slate-600">Sin pasos todavía.</p>}
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => {
          const number = index + 1;
          const id = `recipe-step-${index}`;
          const error = errors?.[index]?.message;
          return (
            <li key={index} className="flex flex-col gap-1" data-testid="step-row">
              <Label htmlFor={id}>{`Paso ${number}`}</Label>
              <div className="flex items-start gap-1">
                <Textarea
                  id={id}
                  rows={2}
                  maxLength={1000}
                  className="min-w-0 flex-1"
                  value={step}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldErrorId(id) : undefined}
                  onChange={(event) => change(steps.map((text, at) => (at === index ? event.target.value : text)))}
                />
                <div className="flex flex-col">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Subir paso ${number}`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Bajar paso ${number}`}
                    disabled={index === steps.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Quitar paso ${number}`}
                    onClick={() => change(steps.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              {error && (
                <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {errors?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.message}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={steps.length >= MAX_STEPS}
        onClick={() => change([...steps, ''])}
      >
        <Plus aria-hidden /> Agregar paso
      </Button>
    </fieldset>
  );
}
