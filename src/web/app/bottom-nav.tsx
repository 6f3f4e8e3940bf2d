import { NavLink } from 'react-router';
import type { SessionUser } from '@common/accounts';
import { cn } from '@web/lib/cn';
import { NavBadgeCount } from './nav-badge';
import { NAV_ICONS } from './nav-icons';
import { navItems, type NavBadge, type NavItem } from './nav-items';

/** Phones and tablets: SPEC §2's items in a bar fixed to the bottom; every other section is under "Más". */
export function BottomNav({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <nav
      aria-label="Navegación principal"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-3xl justify-around">
        {navItems(user).map((item) => (
          <li key={item.to} className="min-w-0 flex-1">
            <NavItemLink item={item} count={item.badge ? counts[item.badge] : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavItemLink({ item, count }: { item: NavItem; count?: number }) {
  const Icon = NAV_ICONS[item.icon];
  return (
    <NavLink
      to={item.to}
      title={item.label}
      className={({ isActive }) =>
        cn(
          'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-0.5 text-[11px] font-medium text-slate-600 hover:text-brand-700 sm:text-xs',
          isActive && 'text-brand-700',
        )
      }
    >
      <span className="relative">
        <Icon aria-hidden className="size-5" />
        <NavBadgeCount count={count} className="absolute -top-2 -right-3" />
      </span>
      <span className="max-w-full truncate">{item.label}</span>
    </NavLink>
  );
}
