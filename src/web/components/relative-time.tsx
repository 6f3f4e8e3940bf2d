import { formatRelative } from '@web/lib/format-date';

/**
 * 'hace 5 minutos' in a <time>. The server's page and the browser's hydration compute it seconds
 * apart, so across a boundary ('hace menos de un minuto' → 'hace 1 minuto') their texts differ: the
 * mismatch is expected, the server's text stays until the next render, and React is told not to
 * redraw the page over it.
 */
export function RelativeTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {formatRelative(value)}
    </time>
  );
}
