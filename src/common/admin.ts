import { z } from 'zod';
import { ROLES } from './accounts';

export const ADMIN_MESSAGES = {
  accessDenied: 'Acceso Denegado',
  accessDeniedToast: 'Acceso denegado',
  noPermission: 'No tienes permisos para acceder a esta página',
  promoted: 'Usuario promovido a administrador',
  promoteError: 'Error al promover usuario',
  cannotPromoteSelf: 'No puedes promoverte a ti mismo',
  alreadyAdmin: 'El usuario ya es administrador',
  userNotFound: 'Usuario no encontrado',
} as const;

export const ROLE_LABELS: Record<(typeof ROLES)[number], string> = {
  admin: 'Administrador',
  restaurant_owner: 'Restaurante',
  supplier_vendor: 'Proveedor',
};

export const isAdminResponseSchema = z.object({ isAdmin: z.boolean() });

/** SPEC §2 /admin stat cards: Total Usuarios, Total Productos, Proveedores, Órdenes. */
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalProducts: z.number().int(),
  totalSuppliers: z.number().int(),
  totalOrders: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  businessName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const promoteParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,100}$/, ADMIN_MESSAGES.userNotFound) });

export const AUDIT_ACTIONS = ['user.promoted', 'ad.created', 'ad.activated', 'ad.deactivated', 'ad.deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What the entry names: the promoted user's e-mail or the ad's title. */
  targetLabel: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How many recent audit entries the panel shows. */
export const AUDIT_PAGE_SIZE = 20;

/** The Spanish sentence for an audit entry ("what"). */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'targetLabel'>): string {
  const label = entry.targetLabel ?? '';
  switch (entry.action) {
    case 'user.promoted':
      return `Promovió a ${label} a administrador`;
    case 'ad.created':
      return `Creó el anuncio «${label}»`;
    case 'ad.activated':
      return `Activó el anuncio «${label}»`;
    case 'ad.deactivated':
      return `Desactivó el anuncio «${label}»`;
    case 'ad.deleted':
      return `Eliminó el anuncio «${label}»`;
    default:
      return entry.action;
  }
}
