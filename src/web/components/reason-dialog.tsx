import { useId, useState, type ReactNode } from 'react';
import { cancelOrderSchema } from '@common/orders';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './ui/alert-dialog';
import { FormField } from './ui/form-field';
import { Textarea } from './ui/textarea';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A cancellation that must say why ("Motivo"), for either side of an order (decision 043). */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = cancelOrderSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setReason('');
        setError(null);
        onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <FormField label="Motivo" htmlFor={id} error={error ?? undefined}>
          <Textarea id={id} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <AlertDialogFooter>
          <AlertDialogCancel>Volver</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={pending}
            onClick={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
