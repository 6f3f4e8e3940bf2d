import { useState } from 'react';
import { Menu } from 'lucide-react';
import type { SessionUser } from '@common/accounts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import type { NavBadge } from './nav-items';
import { navSections } from './nav-sections';
import { SectionLink } from './section-link';
import { cn } from '@web/lib/cn';
import { CHROME, CHROME_FOCUS } from './chrome';

/** Phones and tablets: "Más" in the header lists every section the bottom bar has no room for (decision 029). */
export function MoreMenu({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={cn(CHROME.moreButton, 'hover:bg-slate-100', CHROME_FOCUS)}>
        <Menu aria-hidden className="size-5" />
        Más
      </DialogTrigger>
      <DialogContent className="max-w-md gap-3 p-4">
        <DialogHeader>
          <DialogTitle>Todas las secciones</DialogTitle>
          <DialogDescription className="sr-only">Elige a dónde ir</DialogDescription>
        </DialogHeader>
        <nav aria-label="Todas las secciones" className="flex flex-col gap-3">
          {navSections(user).map((section) => (
            <div key={section.title}>
              <p className="pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{section.title}</p>
              <ul className="grid grid-cols-2 gap-1">
                {section.items.map((item) => (
                  <li key={item.to} className="min-w-0">
                    <SectionLink
                      item={item}
                      count={item.badge && counts[item.badge]}
                      onClick={() => setOpen(false)}
                      className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                      activeClassName="border-brand-600 bg-brand-50 text-brand-800"
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
