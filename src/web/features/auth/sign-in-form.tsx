import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { AUTH_MESSAGES, signInSchema, type SessionUser, type SignInInput } from '@common/accounts';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useSignIn } from './api/sign-in';

export function SignInForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { user } = await signIn.mutateAsync(input);
      toast.success(AUTH_MESSAGES.signInSuccess);
      onSignedIn(user);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label="Correo electrónico" htmlFor="signin-email" error={errors.email?.message}>
        <Input id="signin-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Contraseña" htmlFor="signin-password" error={errors.password?.message}>
        <Input id="signin-password" type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
