import type { RefObject } from 'react';
import type { SessionUser } from '@common/accounts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { NavBadge } from './nav-items';
import { navSections } from './nav-sections';
import { SectionLink } from './section-link';

export interface MoreMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser;
  counts: Partial<Record<NavBadge, number>>;
  /** The "Más" button, outside the dialog's Radix root: focus goes back to it on close. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** "Más"'s list of every section, loaded the first time it opens (more-menu.tsx). */
export function MoreMenuDialog({ open, onOpenChange, user, counts, trigger }: MoreMenuDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-md gap-3 p-4"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
                      onClick={() => onOpenChange(false)}
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
