import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@web/lib/router';
import { toast } from '@web/lib/toast';
import { updateProfileSchema, type UpdateProfileInput } from '@common/accounts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useSignOut } from '@web/lib/sign-out';
import { useProfile, useUpdateProfile } from './api/profile';

export function ProfilePage() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const signOut = useSignOut();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { businessName: '' },
  });

  useEffect(() => {
    if (profile.data) form.reset({ businessName: profile.data.businessName ?? '' });
  }, [profile.data, form]);

  const save = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      toast.success('Perfil actualizado exitosamente');
    } catch {
      toast.error('Error al actualizar perfil');
    }
  });

  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden /> Volver
        </Link>
      </Button>
      <h1 className="text-2xl font-bold">Mi Perfil</h1>
      {profile.isPending ? (
        <Spinner />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Información de la cuenta</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={save} className="flex flex-col gap-4" noValidate>
              <FormField
                label="Correo electrónico"
                htmlFor="profile-email"
                description="El correo electrónico no se puede cambiar"
              >
                <Input id="profile-email" value={profile.data?.email ?? ''} readOnly disabled />
              </FormField>
              <FormField
                label="Nombre del negocio"
                htmlFor="profile-business"
                error={form.formState.errors.businessName?.message}
              >
                <Input id="profile-business" {...form.register('businessName')} />
              </FormField>
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Guardando...' : 'Guardar cambios'}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle as="h2">Tu cuenta es 100% gratuita</CardTitle>
          <CardDescription>Alacena es gratis para restaurantes: sin tarjetas ni cargos ocultos.</CardDescription>
        </CardHeader>
      </Card>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden /> Cerrar sesión
      </Button>
    </main>
  );
}
