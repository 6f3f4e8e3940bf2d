import { Link } from 'react-router';
import type { SessionUser } from '@common/accounts';
import type { NavBadge } from './nav-items';
import { navSections } from './nav-sections';
import { SectionLink } from './section-link';

/** Screens ≥ 1024 px: every section in a sidebar instead of the bottom bar (decision 029). */
export function SideNav({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white lg:flex">
      <Link
        to="/"
        className="mx-3 mt-3 mb-2 rounded-lg px-2 py-1 text-xl font-bold text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        Alacena
      </Link>
      <nav aria-label="Navegación principal" className="flex flex-col gap-4 px-3 pb-6">
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
