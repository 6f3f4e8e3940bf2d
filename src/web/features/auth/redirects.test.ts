import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/accounts';
import { pathAfterSignIn } from './redirects';

const user = (roles: SessionUser['roles']): SessionUser => ({
  id: 'u1',
  email: 'a@b.mx',
  businessName: 'X',
  roles,
  role: roles[0] ?? null,
  isSupplier: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('pathAfterSignIn', () => {
  it('sends users with a role to the dashboard', () => {
    expect(pathAfterSignIn(user(['restaurant_owner']), new URLSearchParams('next=choose-role&role=supplier'))).toBe(
      '/dashboard',
    );
  });

  it('sends users without a role to next, keeping ?role=', () => {
    expect(pathAfterSignIn(user([]), new URLSearchParams('next=choose-role&role=supplier'))).toBe(
      '/choose-role?role=supplier',
    );
    expect(pathAfterSignIn(user([]), new URLSearchParams(''))).toBe('/choose-role');
    expect(pathAfterSignIn(user([]), new URLSearchParams('role=restaurant'))).toBe('/choose-role?role=restaurant');
  });

  it('never follows a next that leaves the site or an unknown role', () => {
    expect(pathAfterSignIn(user([]), new URLSearchParams('next=//evil.example'))).toBe('/choose-role');
    expect(pathAfterSignIn(user([]), new URLSearchParams('next=https://evil.example'))).toBe('/choose-role');
    expect(pathAfterSignIn(user([]), new URLSearchParams('role=hacker'))).toBe('/choose-role');
  });
});
