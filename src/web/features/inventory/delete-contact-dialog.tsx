import { toast } from '@web/lib/toast';
import type { ContactListItem } from '@common/inventory';
import { INVENTORY_TOASTS } from '@common/inventory-rules';
import { ConfirmDialog } from '@web/components/confirm-dialog';
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
  const orphans = contact?.productCount ? `Sus ${contact.productCount} productos quedarán sin proveedor. ` : '';
  return (
    <ConfirmDialog
      open={Boolean(contact)}
      title={INVENTORY_TOASTS.deleteContactTitle}
      description={`Se eliminará «${contact?.name}». ${orphans}Esta acción no se puede deshacer.`}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
