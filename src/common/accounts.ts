import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE, lineText } from './fields';

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

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.invalidEmail).max(320, AUTH_MESSAGES.invalidEmail));
const password = z
  .string(AUTH_MESSAGES.shortPassword)
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.shortPassword)
  .max(128, 'La contraseña no puede superar los 128 caracteres');
const businessName = lineText(AUTH_MESSAGES.businessNameRequired)
  .trim()
  .min(MIN_BUSINESS_NAME_LENGTH, AUTH_MESSAGES.businessNameRequired)
  .max(200, 'El nombre del negocio no puede superar los 200 caracteres');

export const signInSchema = z.object({
  email,
  password: z.string(AUTH_MESSAGES.shortPassword).min(1, AUTH_MESSAGES.shortPassword).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({ email, password, businessName });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const chooseRoleSchema = z.object({
  role: z.enum(SELECTABLE_ROLES, 'Rol inválido'),
});

export const updateProfileSchema = z.object({ businessName });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  /** SPEC §4 role resolution: admin, else supplier_vendor, else restaurant_owner, else none. */
  role: z.enum(ROLES).nullable(),
  isSupplier: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });

/** SPEC §4: admin if the admin check is true; else supplier_vendor; else restaurant_owner; else none. */
export function resolveRole(roles: readonly Role[]): Role | null {
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('supplier_vendor')) return 'supplier_vendor';
  if (roles.includes('restaurant_owner')) return 'restaurant_owner';
  return null;
}
