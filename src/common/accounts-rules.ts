import { INVALID_EMAIL_MESSAGE } from './fields-rules';

/** Roles, limits and messages of accounts without zod (docs/decisions/059); accounts.ts holds the schemas. */

export const ROLES = ['admin', 'restaurant_owner', 'supplier_vendor'] as const;
export type Role = (typeof ROLES)[number];
/** The role a user picks once after sign-up; admin is only granted. */
export const SELECTABLE_ROLES = ['restaurant_owner', 'supplier_vendor'] as const;
export type SelectableRole = (typeof SELECTABLE_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 6;
export const MIN_BUSINESS_NAME_LENGTH = 2;

export const AUTH_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  shortPassword: 'La contraseña debe tener al menos 6 caracteres',
  businessNameRequired: 'El nombre del negocio es requerido',
  alreadyRegistered: 'Este email ya está registrado. Intenta iniciar sesión.',
  invalidCredentials: 'Email o contraseña incorrectos',
  signUpFailed: 'Error al crear cuenta',
  signInFailed: 'Error al iniciar sesión',
  signUpSuccess: '¡Bienvenido! 🎉 Tu cuenta ha sido creada',
  signInSuccess: 'Sesión iniciada exitosamente',
  tooManyAttempts: 'Demasiados intentos. Por favor, espera un momento.',
} as const;

/** SPEC §4: admin if the admin check is true; else supplier_vendor; else restaurant_owner; else none. */
export function resolveRole(roles: readonly Role[]): Role | null {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('supplier_vendor')) return 'supplier_vendor';
  if (roles.includes('restaurant_owner')) return 'restaurant_owner';
  return null;
}
