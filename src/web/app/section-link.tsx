import { NavLink } from '@web/lib/router';
import { cn } from '@web/lib/cn';
import { NavBadgeCount } from './nav-badge';
import { NAV_ICONS } from './nav-icons';
import type { NavItem } from './nav-items';

interface SectionLinkProps {
  item: NavItem;
  count?: number;
  /** The link's look, and what it adds while its section is open. */
  className: string;
  activeClassName: string;
  labelClassName?: string;
  onClick?: () => void;
}

/** One section of the sidebar or the "Más" menu: icon, label and unread badge (decision 029). */
export function SectionLink({ item, count, className, activeClassName, labelClassName, onClick }: SectionLinkProps) {
  const Icon = NAV_ICONS[item.icon];
  return (
    <NavLink
      to={item.to}
      end={item.to === '/admin'}
      onClick={onClick}
      className={({ isActive }) => cn(className, isActive && activeClassName)}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className={cn('min-w-0 flex-1', labelClassName)}>{item.label}</span>
      {item.badge && <NavBadgeCount count={count} />}
    </NavLink>
  );
}
