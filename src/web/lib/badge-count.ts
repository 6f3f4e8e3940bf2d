/** Navigation badges cap at '9+' (SPEC §9); nothing shows for 0. */
export function badgeLabel(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}
