import { Link } from '@web/lib/router';
import { clsx } from 'clsx';
import { ArrowRight, Store, Truck } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';

export const restaurantSignupPath = '/auth?next=choose-role&role=restaurant';
export const supplierSignupPath = '/auth?next=choose-role&role=supplier';

/** The two sign-up calls to action, used in the hero and again at the end of the page. */
export function RoleLinks({ className }: { className?: string }) {
  return (
    <div className={clsx('flex flex-col gap-3 sm:flex-row', className)}>
      <Link to={restaurantSignupPath} className={buttonVariants({ size: 'lg' })}>
        <Store aria-hidden="true" />
        Soy restaurante
        <ArrowRight aria-hidden="true" />
      </Link>
      <Link to={supplierSignupPath} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
        <Truck aria-hidden="true" />
        Soy proveedor
      </Link>
    </div>
  );
}
