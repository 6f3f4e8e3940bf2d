import { useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import type { SessionUser } from '@common/accounts';
import { lazyDialog } from '@web/components/lazy-dialog';
import type { NavBadge } from './nav-items';
import { cn } from '@web/lib/cn';
import { CHROME, CHROME_FOCUS } from './chrome';

const loadDialog = () => import('./more-menu-dialog').then((module) => module.MoreMenuDialog);
/** Radix Dialog (≈ 12 KB gzip) loads when "Más" is first pressed (or pointed at), not with every page (decision 060). */
const MoreMenuDialog = lazyDialog(loadDialog, (props) => props.open);

/** Phones and tablets: "Más" in the header lists every section the bottom bar has no room for (decision 029). */
export function MoreMenu({ user, counts }: { user: SessionUser; counts: Partial<Record<NavBadge, number>> }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      {/* What Radix's DialogTrigger renders, without its code. */}
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        className={cn(CHROME.moreButton, 'hover:bg-slate-100', CHROME_FOCUS)}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden className="size-5" />
        Más
      </button>
      <MoreMenuDialog open={open} onOpenChange={setOpen} user={user} counts={counts} trigger={trigger} />
    </>
  );
}
