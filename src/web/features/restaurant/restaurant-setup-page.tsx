import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Plus } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { RESTAURANT_MESSAGES, type Restaurant, type RestaurantInput } from '@common/restaurant';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api-client';
import { useRestaurant } from './api/get-restaurant';
import { useSaveRestaurant } from './api/save-restaurant';
import { BranchFields } from './branch-fields';
import { TaxFields } from './tax-fields';
import { emptyBranch, formValuesOf, restaurantFormSchema, type RestaurantPayload } from './restaurant-form';

/** SPEC §2 /restaurant/setup: general information and the branches. Save, cancel and back go to /dashboard. */
export function RestaurantSetupPage() {
  const restaurant = useRestaurant();
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link to="/dashboard" aria-label="Volver al inicio">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">Configurar Mi Restaurante</h1>
      </div>
      {restaurant.isPending ? (
        <Spinner className="mx-auto" />
      ) : restaurant.isError ? (
        <p role="alert" className="text-red-700">
          No se pudo cargar la información del restaurante.
        </p>
      ) : (
        <RestaurantForm restaurant={restaurant.data} />
      )}
    </main>
  );
}

function RestaurantForm({ restaurant }: { restaurant: Restaurant }) {
  const navigate = useNavigate();
  const save = useSaveRestaurant();
  const form = useForm<RestaurantInput, unknown, RestaurantPayload>({
    resolver: zodResolver(restaurantFormSchema),
    defaultValues: formValuesOf(restaurant),
  });
  const branches = useFieldArray({ control: form.control, name: 'locations', keyName: 'key' });
  const locations = useWatch({ control: form.control, name: 'locations' });
  const { errors } = form.formState;

  const makeMain = (index: number) =>
    branches.fields.forEach((_, other) =>
      form.setValue(`locations.${other}.isMainLocation`, other === index, { shouldDirty: true }),
    );
  const removeBranch = (index: number) => {
    const wasMain = form.getValues(`locations.${index}.isMainLocation`);
    branches.remove(index);
    if (wasMain) form.setValue('locations.0.isMainLocation', true, { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(RESTAURANT_MESSAGES.saved);
      navigate('/dashboard');
    } catch (error) {
      toast.error(RESTAURANT_MESSAGES.saveFailed(errorMessage(error, 'Error desconocido')));
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Información general</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField label="Nombre del restaurante" htmlFor="restaurant-name" error={errors.restaurantName?.message}>
            <Input
              id="restaurant-name"
              maxLength={200}
              autoComplete="organization"
              {...form.register('restaurantName')}
            />
          </FormField>
          <FormField
            label="Descripción (opcional)"
            htmlFor="restaurant-description"
            error={errors.description?.message}
          >
            <Textarea id="restaurant-description" maxLength={1000} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Teléfono (opcional)" htmlFor="restaurant-phone" error={errors.phone?.message}>
              <Input id="restaurant-phone" type="tel" maxLength={30} autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label="Correo electrónico (opcional)" htmlFor="restaurant-email" error={errors.email?.message}>
              <Input
                id="restaurant-email"
                type="email"
                maxLength={320}
                autoComplete="email"
                {...form.register('email')}
              />
            </FormField>
          </div>
          <FormField label="Sitio web (opcional)" htmlFor="restaurant-website" error={errors.website?.message}>
            <Input
              id="restaurant-website"
              type="url"
              maxLength={500}
              placeholder="https://"
              {...form.register('website')}
            />
          </FormField>
          <TaxFields register={form.register} errors={errors} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Sucursales</CardTitle>
          <CardDescription>
            Se guardan las sucursales con nombre y dirección. Una de ellas es la principal.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {branches.fields.map((field, index) => (
            <BranchFields
              key={field.key}
              index={index}
              register={form.register}
              errors={errors.locations}
              isMain={Boolean(locations?.[index]?.isMainLocation)}
              onMain={() => makeMain(index)}
              canRemove={branches.fields.length > 1}
              onRemove={() => removeBranch(index)}
            />
          ))}
          <Button
            variant="outline"
            className="self-start"
            onClick={() => branches.append(emptyBranch(false))}
            disabled={branches.fields.length >= 50}
          >
            <Plus aria-hidden /> Agregar sucursal
          </Button>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/dashboard">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
