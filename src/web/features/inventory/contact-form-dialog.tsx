import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { INVENTORY_TOASTS, contactInputSchema, type Contact, type ContactInput } from '@common/inventory';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { useSaveContact } from './api/save-contact';

type ContactPayload = z.output<typeof contactInputSchema>;

interface Props {
  contact: Contact | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 supplier contact: name required (max 200), contact info (500), WhatsApp (20) and e-mail (254, decision 053) optional. */
export function ContactFormDialog({ contact, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contact ? 'Editar proveedor' : 'Nuevo proveedor'}</DialogTitle>
          <DialogDescription>Tus proveedores de confianza, para tus productos y órdenes de compra.</DialogDescription>
        </DialogHeader>
        {open && <ContactForm key={contact?.id ?? 'new'} contact={contact} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ contact, onDone }: { contact: Contact | null; onDone: () => void }) {
  const save = useSaveContact();
  const form = useForm<ContactInput, unknown, ContactPayload>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: {
      name: contact?.name ?? '',
      contactInfo: contact?.contactInfo ?? '',
      whatsappNumber: contact?.whatsappNumber ?? '',
      email: contact?.email ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: contact?.id, input });
      toast.success(contact ? INVENTORY_TOASTS.contactUpdated : INVENTORY_TOASTS.contactCreated);
      onDone();
    } catch (error) {
      toast.error(contact ? INVENTORY_TOASTS.contactUpdateFailed : INVENTORY_TOASTS.contactCreateFailed, {
        description: errorMessage(error, '') || undefined,
      });
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre" htmlFor="contact-name" error={errors.name?.message}>
        <Input id="contact-name" maxLength={200} {...form.register('name')} />
      </FormField>
      <FormField label="Información de contacto (opcional)" htmlFor="contact-info" error={errors.contactInfo?.message}>
        <Textarea
          id="contact-info"
          maxLength={500}
          placeholder="Teléfono, correo, dirección, horario..."
          {...form.register('contactInfo')}
        />
      </FormField>
      <FormField label="WhatsApp (opcional)" htmlFor="contact-whatsapp" error={errors.whatsappNumber?.message}>
        <Input
          id="contact-whatsapp"
          type="tel"
          inputMode="tel"
          maxLength={20}
          placeholder="55 1234 5678"
          {...form.register('whatsappNumber')}
        />
      </FormField>
      <FormField label="Correo (opcional)" htmlFor="contact-email" error={errors.email?.message}>
        <Input
          id="contact-email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          placeholder="ventas@proveedor.mx"
          {...form.register('email')}
        />
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : contact ? 'Guardar cambios' : 'Crear proveedor'}
        </Button>
      </DialogFooter>
    </form>
  );
}
