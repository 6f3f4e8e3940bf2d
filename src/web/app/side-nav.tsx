import { Link } from '@web/lib/router';
import type { SessionUser } from '@common/accounts';
import type { NavBadge } from './nav-items';
import { navSections } from './nav-sections';
import { SectionLink } from './section-link';
import { cn } from '@web/lib/cn';
import { CHROME, CHROME_FOCUS } from './chrome';

/** Screens ≥ 1024 px: every section in a sidebar instead of the bottom bar (decision 029). */
export function SideNav({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <aside className={CHROME.sidebar}>
      <Link to="/" className={cn(CHROME.sidebarBrand, CHROME_FOCUS)}>
        Alacena
      </Link>
      <nav aria-label="Navegación principal" className={CHROME.sidebarNav}>
        {navSections(user).map((section) => (
          <div key={section.title}>
            <p className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.title}</p>
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <li key={item.to}>
                  <SectionLink
                    item={item}
                    count={item.badge && counts[item.badge]}
                    className="flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                    activeClassName="bg-brand-50 text-brand-800"
                    labelClassName="truncate"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
