import { toast } from '@web/lib/toast';
import type { SessionUser } from '@common/accounts';
import { AUTH_MESSAGES } from '@common/accounts-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { lazySchema, useLazySchemaForm } from '@web/lib/lazy-schema-form';
import { useSignUp } from './api/sign-up';

/** The form is the page's first paint: zod loads on its first focus or check, not with /auth. */
const schema = lazySchema(() => import('@common/accounts').then((module) => module.signUpSchema));

export function SignUpForm({ onSignedUp }: { onSignedUp: (user: SessionUser) => void }) {
  const signUp = useSignUp();
  const { errors, submit, recheck } = useLazySchemaForm(schema, async (input) => {
    try {
      const { user } = await signUp.mutateAsync(input);
      toast.success(AUTH_MESSAGES.signUpSuccess);
      onSignedUp(user);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signUpFailed));
    }
  });

  return (
    <form onSubmit={submit} onChange={recheck} onFocus={schema.preload} className="flex flex-col gap-4" noValidate>
      <FormField label="Nombre del negocio" htmlFor="signup-business" error={errors.businessName}>
        <Input id="signup-business" autoComplete="organization" name="businessName" />
      </FormField>
      <FormField label="Correo electrónico" htmlFor="signup-email" error={errors.email}>
        <Input id="signup-email" type="email" autoComplete="email" name="email" />
      </FormField>
      <FormField label="Contraseña" htmlFor="signup-password" error={errors.password}>
        <Input id="signup-password" type="password" autoComplete="new-password" name="password" />
      </FormField>
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}
