import { Link } from 'react-router';
import { FormField } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { useContacts } from '@web/features/inventory/api/get-contacts';

/** The restaurant's own suppliers; without any, a way to add one. */
export function SupplierSelect({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const contacts = useContacts();
  if (contacts.isPending) return <Spinner />;
  if (contacts.isError) return <p role="alert" className="text-red-700">No se pudieron cargar los proveedores.</p>;
  if (contacts.data.length === 0) {
    return (
      <p className="text-slate-600">
        Aún no tienes proveedores.{' '}
        <Link to="/proveedores" className="font-medium text-brand-700 underline">
          Agrega uno en Proveedores
        </Link>
        .
      </p>
    );
  }
  return (
    <FormField label="Proveedor" htmlFor="order-supplier">
      <Select value={value ?? undefined} onValueChange={onChange}>
        <SelectTrigger id="order-supplier">
          <SelectValue placeholder="Selecciona un proveedor" />
        </SelectTrigger>
        <SelectContent>
          {contacts.data.map((contact) => (
            <SelectItem key={contact.id} value={contact.id}>
              {contact.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
