import { lazyDialog } from '@web/components/lazy-dialog';
import { Mail, MessageCircle, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ContactListItem } from '@common/inventory';
import { INVENTORY_TOASTS, normalizeName } from '@common/inventory-rules';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useContacts } from './api/get-contacts';

const ContactFormDialog = lazyDialog(
  async () => (await import('./contact-form-dialog')).ContactFormDialog,
  (props) => props.open,
);
const DeleteContactDialog = lazyDialog(
  async () => (await import('./delete-contact-dialog')).DeleteContactDialog,
  (props) => props.contact !== null,
);

/** SPEC §2 /proveedores: the restaurant's own suppliers. A restaurant has tens of them: filtered here. */
export function SuppliersPage({ ad }: { ad?: ReactNode }) {
  const contacts = useContacts();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ContactListItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<ContactListItem | null>(null);
  const term = normalizeName(search);
  const shown = (contacts.data ?? []).filter((contact) => normalizeName(contact.name).includes(term));

  const openForm = (contact: ContactListItem | null) => {
    setEditing(contact);
    setFormOpen(true);
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6 lg:max-w-5xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Proveedores</h1>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden /> Nuevo proveedor
        </Button>
      </div>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label="Buscar proveedores"
          placeholder="Buscar proveedores..."
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {ad}
      {contacts.isPending ? (
        <Spinner className="mx-auto" />
      ) : contacts.isError ? (
        <p role="alert" className="text-red-700">
          No se pudieron cargar los proveedores.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{INVENTORY_TOASTS.noContacts}</p>
      ) : (
        <ul aria-label="Proveedores" className="flex flex-col gap-3">
          {shown.map((contact) => (
            <li
              key={contact.id}
              className="flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="contact-row"
            >
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">{contact.name}</h2>
                {contact.contactInfo && (
                  <p className="text-sm whitespace-pre-line text-slate-600">{contact.contactInfo}</p>
                )}
                {contact.whatsappNumber && (
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                    <MessageCircle aria-hidden className="size-4" /> WhatsApp: {contact.whatsappNumber}
                  </p>
                )}
                {contact.email && (
                  <p className="mt-1 flex min-w-0 items-center gap-1 text-sm break-all text-slate-700">
                    <Mail aria-hidden className="size-4 shrink-0" /> Correo: {contact.email}
                  </p>
                )}
                <p className="mt-1 text-xs text-slate-600">
                  {contact.productCount} {contact.productCount === 1 ? 'producto' : 'productos'}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${contact.name}`}
                onClick={() => openForm(contact)}
              >
                <Pencil aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Eliminar ${contact.name}`}
                onClick={() => setDeleting(contact)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ContactFormDialog contact={editing} open={formOpen} onOpenChange={setFormOpen} />
      <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />
    </main>
  );
}
