import { z } from 'zod';
import {
  AUTH_MESSAGES,
  MIN_BUSINESS_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  ROLES,
  SELECTABLE_ROLES,
} from './accounts-rules';
import { lineText } from './fields';

export * from './accounts-rules';

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
