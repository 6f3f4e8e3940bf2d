import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import type { z } from 'zod';
import { SUPPLIER_MESSAGES, companyInputSchema } from '@common/suppliers';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { useSubscription } from '@web/features/billing/api/get-subscription';
import { errorMessage } from '@web/lib/api-client';
import { useCompany, useCreateCompany } from './api/company';

type FormValues = z.input<typeof companyInputSchema>;

/** SPEC §2 /proveedor/setup: 'Configura tu Empresa', then on to the plans. */
export function SupplierSetupPage() {
  const navigate = useNavigate();
  const company = useCompany();
  const subscription = useSubscription();
  const create = useCreateCompany();
  const form = useForm<FormValues, unknown, z.output<typeof companyInputSchema>>({
    resolver: zodResolver(companyInputSchema),
    defaultValues: { companyName: '', businessDescription: '', phone: '', address: '', taxId: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success(SUPPLIER_MESSAGES.createSuccess);
      navigate('/supplier/pricing', { replace: true });
    } catch (error) {
      toast.error(SUPPLIER_MESSAGES.createFailed, { description: errorMessage(error, '') || undefined });
    }
  });

  if (company.isPending || subscription.isPending) return <Spinner className="mx-auto mt-24" />;
  // The company exists already (and this is not the submit that just created it): move along.
  if (company.data && create.isIdle)
    return <Navigate to={subscription.subscribed ? '/proveedor/dashboard' : '/supplier/pricing'} replace />;

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <Card>
        <CardHeader>
          <Building2 aria-hidden className="size-10 text-brand-700" />
          <CardTitle as="h1" className="text-2xl">
            Configura tu Empresa
          </CardTitle>
          <CardDescription>Estos datos verán los restaurantes en el marketplace.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <FormField label="Nombre de la empresa" htmlFor="company-name" error={errors.companyName?.message}>
              <Input id="company-name" autoComplete="organization" {...form.register('companyName')} />
            </FormField>
            <FormField
              label="Descripción del negocio (opcional)"
              htmlFor="company-description"
              error={errors.businessDescription?.message}
            >
              <Textarea id="company-description" {...form.register('businessDescription')} />
            </FormField>
            <FormField label="Teléfono" htmlFor="company-phone" error={errors.phone?.message}>
              <Input id="company-phone" type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label="Dirección" htmlFor="company-address" error={errors.address?.message}>
              <Input id="company-address" autoComplete="street-address" {...form.register('address')} />
            </FormField>
            <FormField label="RFC (opcional)" htmlFor="company-tax-id" error={errors.taxId?.message}>
              <Input id="company-tax-id" autoCapitalize="characters" {...form.register('taxId')} />
            </FormField>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creando empresa...' : 'Crear empresa'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
