import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { AUTH_MESSAGES, signUpSchema, type SessionUser, type SignUpInput } from '@common/accounts';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { useSignUp } from './api/sign-up';

export function SignUpForm({ onSignedUp }: { onSignedUp: (user: SessionUser) => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', businessName: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const { user } = await signUp.mutateAsync(input);
      toast.success(AUTH_MESSAGES.signUpSuccess);
      onSignedUp(user);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signUpFailed));
    }
  });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre del negocio" htmlFor="signup-business" error={errors.businessName?.message}>
        <Input id="signup-business" autoComplete="organization" {...form.register('businessName')} />
      </FormField>
      <FormField label="Correo electrónico" htmlFor="signup-email" error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Contraseña" htmlFor="signup-password" error={errors.password?.message}>
        <Input id="signup-password" type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}
