import { NavLink } from '@web/lib/router';
import type { SessionUser } from '@common/accounts';
import { cn } from '@web/lib/cn';
import { NavBadgeCount } from './nav-badge';
import { NAV_ICONS } from './nav-icons';
import { navItems, type NavBadge, type NavItem } from './nav-items';
import { CHROME } from './chrome';

/** Phones and tablets: SPEC §2's items in a bar fixed to the bottom; every other section is under "Más". */
export function BottomNav({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <nav aria-label="Navegación principal" className={CHROME.bottomBar}>
      <ul className={CHROME.bottomBarList}>
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
      className={({ isActive }) => cn(CHROME.bottomBarItem, 'hover:text-brand-700', isActive && 'text-brand-700')}
    >
      <span className="relative">
        <Icon aria-hidden className="size-5" />
        <NavBadgeCount count={count} className="absolute -top-2 -right-3" />
      </span>
      <span className="max-w-full truncate">{item.label}</span>
    </NavLink>
  );
}
