import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';
import { navSections } from './nav-sections';

const paths = (user: Parameters<typeof navSections>[0]) =>
  navSections(user).flatMap((section) => section.items.map((item) => item.to));

describe('navSections', () => {
  it('reaches every restaurant section, each once', () => {
    const all = paths({ roles: ['restaurant_owner'], role: 'restaurant_owner' });
    expect(all).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/marketplace',
        '/productos',
        '/proveedores',
        '/ordenes',
        '/escanear',
        '/facturas',
        '/recetario',
        '/categorias-recetas',
        '/preparaciones',
        '/escuela-culinaria',
        '/mensajes',
        '/alertas',
        '/notificaciones',
        '/restaurant/setup',
        '/perfil',
      ]),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('holds every bottom-bar item, for every kind of user', () => {
    for (const user of [
      { roles: ['restaurant_owner'], role: 'restaurant_owner' },
      { roles: ['supplier_vendor'], role: 'supplier_vendor' },
      { roles: ['admin', 'restaurant_owner'], role: 'admin' },
      { roles: [], role: null },
    ] as const) {
      const all = paths({ roles: [...user.roles], role: user.role });
      expect(all).toEqual(
        expect.arrayContaining(navItems({ roles: [...user.roles], role: user.role }).map((item) => item.to)),
      );
    }
  });

  it('gives suppliers their dashboard and plans but no restaurant sections', () => {
    const all = paths({ roles: ['supplier_vendor'], role: 'supplier_vendor' });
    expect(all).toEqual(expect.arrayContaining(['/proveedor/dashboard', '/proveedor/precios', '/mensajes', '/perfil']));
    expect(all).not.toContain('/recetario');
  });

  it('adds the admin panel and ads for admins', () => {
    expect(paths({ roles: ['admin'], role: 'admin' })).toEqual(
      expect.arrayContaining(['/admin', '/admin/anuncios', '/perfil']),
    );
  });
});
