import { badgeLabel } from '@web/lib/badge-count';
import { cn } from '@web/lib/cn';

/** The red unread badge of a navigation item (SPEC §2: 9+ above 9). */
export function NavBadgeCount({ count, className }: { count?: number; className?: string }) {
  const badge = badgeLabel(count);
  if (!badge) return null;
  return (
    <span
      aria-label={`${badge} sin leer`}
      className={cn(
        'min-w-5 rounded-full bg-red-600 px-1 text-center text-[10px] leading-5 font-bold text-white',
        className,
      )}
    >
      {badge}
    </span>
  );
}
