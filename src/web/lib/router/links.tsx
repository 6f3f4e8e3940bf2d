import { useEffect, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as WouterLink } from 'wouter';
import { useLocation, useNavigate } from './location';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** An <a> that navigates in the app (a click with a modifier key or another button opens it as the browser would). */
export function Link({ to, ...props }: LinkProps) {
  return <WouterLink to={to} {...props} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not on the ones under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
}

/**
 * A Link that knows when its section is open, as react-router's NavLink: active on its path and the ones
 * under it (or only on its own with `end`), case-insensitive, with aria-current="page" while active.
 */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = to.split(/[?#]/)[0].toLowerCase();
  const isActive =
    pathname === target || (!end && target !== '/' && pathname.startsWith(target) && pathname[target.length] === '/');
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined
      }
      {...props}
    />
  );
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
