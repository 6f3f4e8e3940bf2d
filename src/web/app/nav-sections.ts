import type { SessionUser } from '@common/accounts';
import type { NavItem } from './nav-items';

export interface NavSection {
  title: string;
  items: NavItem[];
}

const RESTAURANT: NavSection[] = [
  {
    title: 'Compras e inventario',
    items: [
      { to: '/productos', label: 'Productos', icon: 'package' },
      { to: '/proveedores', label: 'Proveedores', icon: 'truck' },
      { to: '/ordenes', label: 'Órdenes', icon: 'clipboard' },
      { to: '/marketplace', label: 'Market', icon: 'store' },
      { to: '/escanear', label: 'Escanear recibo', icon: 'scan' },
      { to: '/facturas', label: 'Facturas CFDI', icon: 'invoice' },
      { to: '/reportes', label: 'Reportes', icon: 'chart' },
    ],
  },
  {
    title: 'Cocina',
    items: [
      { to: '/recetario', label: 'Recetario', icon: 'book' },
      { to: '/categorias-recetas', label: 'Categorías de recetas', icon: 'tags' },
      { to: '/preparaciones', label: 'Preparaciones', icon: 'flame' },
      { to: '/merma', label: 'Merma', icon: 'waste' },
      { to: '/escuela-culinaria', label: 'Mi Chef IA', icon: 'chef' },
    ],
  },
];

const SUPPLIER: NavSection = {
  title: 'Proveedor',
  items: [
    { to: '/proveedor/dashboard', label: 'Dashboard', icon: 'dashboard' },
    { to: '/proveedor/precios', label: 'Planes', icon: 'card' },
  ],
};

const ADMIN: NavSection = {
  title: 'Administración',
  items: [
    { to: '/admin', label: 'Admin', icon: 'shield' },
    { to: '/admin/anuncios', label: 'Anuncios', icon: 'megaphone' },
  ],
};

/**
 * Every section a user may open, grouped, for "Más" on phones and the sidebar on wide screens
 * (decision 029). The bottom bar keeps SPEC §2's items; this list is the superset.
 */
export function navSections(user: Pick<SessionUser, 'roles' | 'role'>): NavSection[] {
  const isSupplier = user.role === 'supplier_vendor';
  const isRestaurant = !isSupplier && user.roles.includes('restaurant_owner');
  const sections: NavSection[] = [{ title: 'General', items: [{ to: '/dashboard', label: 'Inicio', icon: 'home' }] }];
  if (isRestaurant) sections.push(...RESTAURANT);
  if (isSupplier) sections.push(SUPPLIER);
  const communication: NavItem[] = [];
  if (isRestaurant || isSupplier) {
    communication.push(
      { to: '/mensajes', label: 'Mensajes', icon: 'message', badge: 'messages' },
      { to: '/alertas', label: 'Alertas', icon: 'bell', badge: 'alerts' },
    );
  }
  communication.push({ to: '/notificaciones', label: 'Notificaciones', icon: 'inbox' });
  sections.push({ title: 'Comunicación', items: communication });
  if (user.roles.includes('admin')) sections.push(ADMIN);
  const account: NavItem[] = [];
  if (isRestaurant) account.push({ to: '/restaurant/setup', label: 'Mi restaurante', icon: 'building' });
  account.push({ to: '/perfil', label: 'Perfil', icon: 'user' });
  sections.push({ title: 'Cuenta', items: account });
  return sections;
}
