import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';

interface Props {
  recipeName: string;
  imageUrl: string | null;
  pending: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDraw: () => void;
  onRegenerate: () => void;
}

/** The recipe's picture, or a placeholder while it is drawn; opened from RecipeImageButton. */
export function RecipeImageDialog({ recipeName, imageUrl, pending, open, onOpenChange, onDraw, onRegenerate }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{recipeName}</DialogTitle>
        </DialogHeader>
        {imageUrl ? (
          <img src={imageUrl} alt={`Imagen de ${recipeName}`} className="aspect-[3/2] w-full rounded-lg object-cover" />
        ) : (
          <div className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-slate-100">
            {pending ? <Spinner label="Generando imagen…" /> : <p className="text-sm text-slate-700">Sin imagen</p>}
          </div>
        )}
        <Button variant="outline" onClick={imageUrl ? onRegenerate : onDraw} disabled={pending}>
          <RefreshCw aria-hidden />
          {imageUrl ? 'Regenerar imagen' : 'Generar imagen'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
