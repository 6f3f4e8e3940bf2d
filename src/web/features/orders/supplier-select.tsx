import { Link } from '@web/lib/router';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Spinner } from '@web/components/ui/spinner';
import { useContacts } from '@web/features/inventory/api/get-contacts';

/** The restaurant's own suppliers; without any, a way to add one. */
export function SupplierSelect({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  const contacts = useContacts();
  if (contacts.isPending) return <Spinner />;
  if (contacts.isError)
    return (
      <p role="alert" className="text-red-700">
        No se pudieron cargar los proveedores.
      </p>
    );
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
      <NativeSelect id="order-supplier" value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          Selecciona un proveedor
        </option>
        {contacts.data.map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contact.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
