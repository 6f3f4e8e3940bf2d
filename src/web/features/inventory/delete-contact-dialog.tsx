import { toast } from 'sonner';
import { INVENTORY_TOASTS, type ContactListItem } from '@common/inventory';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/components/ui/alert-dialog';
import { useDeleteContact } from './api/delete-contact';

export function DeleteContactDialog({ contact, onClose }: { contact: ContactListItem | null; onClose: () => void }) {
  const remove = useDeleteContact();
  const confirm = async () => {
    if (!contact) return;
    try {
      await remove.mutateAsync(contact.id);
      toast.success(INVENTORY_TOASTS.contactDeleted);
      onClose();
    } catch {
      toast.error(INVENTORY_TOASTS.contactDeleteFailed);
    }
  };
  return (
    <AlertDialog open={Boolean(contact)} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{INVENTORY_TOASTS.deleteContactTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            Se eliminará «{contact?.name}». {contact?.productCount ? `Sus ${contact.productCount} productos quedarán sin proveedor. ` : ''}Esta acción no se puede
            deshacer.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              void confirm();
            }}
          >
            Eliminar
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
