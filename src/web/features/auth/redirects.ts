import type { SessionUser } from '@common/accounts';

const ROLE_PARAMS = new Set(['restaurant', 'supplier']);
const SAFE_NEXT = /^[a-z0-9-/]+$/i;

/**
 * SPEC §2 /auth: a user with roles goes to /dashboard; one without goes to /{next}
 * (or /choose-role), keeping ?role=.
 */
export function pathAfterSignIn(user: SessionUser, search: URLSearchParams): string {
  if (user.roles.length > 0) return '/dashboard';
  const next = search.get('next');
  const role = search.get('role');
  const path = next && SAFE_NEXT.test(next) && !next.includes('//') ? `/${next.replace(/^\/+/, '')}` : '/choose-role';
  return role && ROLE_PARAMS.has(role) ? `${path}?role=${role}` : path;
}
