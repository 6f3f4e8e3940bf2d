import { ShieldAlert } from 'lucide-react';
import { Link } from '@web/lib/router';
import { ADMIN_MESSAGES } from '@common/admin';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** SPEC §2 /admin for non-admins. */
export function AccessDenied() {
  return (
    <main className="mx-auto flex max-w-md flex-col px-4 py-12">
      <Card className="text-center">
        <CardHeader className="items-center">
          <ShieldAlert aria-hidden className="size-10 text-red-700" />
          <CardTitle as="h1" className="text-xl">
            {ADMIN_MESSAGES.accessDenied}
          </CardTitle>
          <CardDescription>{ADMIN_MESSAGES.noPermission}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/">Volver al inicio</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
