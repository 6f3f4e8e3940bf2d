import { toast } from '@web/lib/toast';
import type { SessionUser } from '@common/accounts';
import { AUTH_MESSAGES } from '@common/accounts-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api-client';
import { lazySchema, useLazySchemaForm } from '@web/lib/lazy-schema-form';
import { useSignIn } from './api/sign-in';

/** The form is the page's first paint: zod loads on its first focus or check, not with /auth. */
const schema = lazySchema(() => import('@common/accounts').then((module) => module.signInSchema));

export function SignInForm({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const signIn = useSignIn();
  const { errors, submit, recheck } = useLazySchemaForm(schema, async (input) => {
    try {
      const { user } = await signIn.mutateAsync(input);
      toast.success(AUTH_MESSAGES.signInSuccess);
      onSignedIn(user);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.signInFailed));
    }
  });

  return (
    <form onSubmit={submit} onChange={recheck} onFocus={schema.preload} className="flex flex-col gap-4" noValidate>
      <FormField label="Correo electrónico" htmlFor="signin-email" error={errors.email}>
        <Input id="signin-email" type="email" autoComplete="email" name="email" />
      </FormField>
      <FormField label="Contraseña" htmlFor="signin-password" error={errors.password}>
        <Input id="signin-password" type="password" autoComplete="current-password" name="password" />
      </FormField>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}
