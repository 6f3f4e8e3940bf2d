import { Navigate, useNavigate, useSearchParams } from '@web/lib/router';
import type { SessionUser } from '@common/accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useSession } from '@web/lib/session';
import { pathAfterSignIn } from './redirects';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { user, isLoading } = useSession();
  const goOn = (signedIn: SessionUser) => navigate(pathAfterSignIn(signedIn, search), { replace: true });

  if (isLoading) return <Spinner className="mx-auto mt-24" />;
  if (user) return <Navigate to={pathAfterSignIn(user, search)} replace />;

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center px-4 py-10">
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Alacena
          </CardTitle>
          <CardDescription>Inventario, recetas y compras para tu negocio</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={search.get('next') ? 'signup' : 'signin'}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Iniciar sesión</TabsTrigger>
              <TabsTrigger value="signup">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm onSignedIn={goOn} />
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              <SignUpForm onSignedUp={goOn} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
