import { Bell, ClipboardList, House, LayoutDashboard, MessageSquare, Package, Shield, Store, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { useSession } from '@web/lib/session';
import { badgeLabel } from '@web/lib/badge-count';
import { cn } from '@web/lib/cn';
import { navItems, type NavBadge, type NavItem } from './nav-items';
import { useNavCounts } from './use-nav-counts';

const ICONS: Record<NavItem['icon'], typeof House> = {
  home: House,
  store: Store,
  package: Package,
  clipboard: ClipboardList,
  message: MessageSquare,
  bell: Bell,
  dashboard: LayoutDashboard,
  shield: Shield,
  user: User,
};

export function BottomNav() {
  const { user } = useSession();
  const counts = useNavCounts(user);
  if (!user) return null;
  return (
    <nav aria-label="Navegación principal" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-3xl justify-around">
        {navItems(user).map((item) => (
          <li key={item.to} className="flex-1">
            <NavItemLink item={item} count={item.badge ? counts[item.badge as NavBadge] : undefined} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavItemLink({ item, count }: { item: NavItem; count?: number }) {
  const Icon = ICONS[item.icon];
  const badge = badgeLabel(count);
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) =>
        cn(
          'relative flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium text-slate-600 hover:text-brand-700',
          isActive && 'text-brand-700',
        )
      }
    >
      <span className="relative">
        <Icon aria-hidden className="size-5" />
        {badge && (
          <span
            aria-label={`${badge} sin leer`}
            className="absolute -top-2 -right-3 min-w-5 rounded-full bg-red-600 px-1 text-center text-[10px] leading-5 font-bold text-white"
          >
            {badge}
          </span>
        )}
      </span>
      {item.label}
    </NavLink>
  );
}
