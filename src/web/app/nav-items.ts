import type { SessionUser } from '@common/accounts';

export type NavBadge = 'messages' | 'alerts';
export type NavIcon =
  | 'home'
  | 'waste'
  | 'chart'
  | 'store'
  | 'package'
  | 'clipboard'
  | 'message'
  | 'bell'
  | 'dashboard'
  | 'shield'
  | 'user'
  | 'truck'
  | 'scan'
  | 'invoice'
  | 'book'
  | 'tags'
  | 'flame'
  | 'chef'
  | 'card'
  | 'megaphone'
  | 'inbox'
  | 'building';
export interface NavItem {
  to: string;
  label: string;
  icon: NavIcon;
  badge?: NavBadge;
}

/**
 * SPEC §2 bottom navigation: everyone gets Inicio; restaurant owners also Market, Productos,
 * Órdenes, Mensajes and Alertas; suppliers Dashboard, Mensajes and Alertas; admins end with Admin,
 * everyone else with Perfil.
 */
export function navItems(user: Pick<SessionUser, 'roles' | 'role'>): NavItem[] {
  const items: NavItem[] = [{ to: '/dashboard', label: 'Inicio', icon: 'home' }];
  if (user.role === 'supplier_vendor') {
    items.push(
      { to: '/proveedor/dashboard', label: 'Dashboard', icon: 'dashboard' },
      { to: '/mensajes', label: 'Mensajes', icon: 'message', badge: 'messages' },
      { to: '/alertas', label: 'Alertas', icon: 'bell', badge: 'alerts' },
    );
  } else if (user.roles.includes('restaurant_owner')) {
    items.push(
      { to: '/marketplace', label: 'Market', icon: 'store' },
      { to: '/productos', label: 'Productos', icon: 'package' },
      { to: '/ordenes', label: 'Órdenes', icon: 'clipboard' },
      { to: '/mensajes', label: 'Mensajes', icon: 'message', badge: 'messages' },
      { to: '/alertas', label: 'Alertas', icon: 'bell', badge: 'alerts' },
    );
  }
  items.push(
    user.roles.includes('admin')
      ? { to: '/admin', label: 'Admin', icon: 'shield' }
      : { to: '/perfil', label: 'Perfil', icon: 'user' },
  );
  return items;
}
