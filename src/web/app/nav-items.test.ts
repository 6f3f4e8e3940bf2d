import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items';

const labels = (roles: Parameters<typeof navItems>[0]['roles'], role: Parameters<typeof navItems>[0]['role']) =>
  navItems({ roles, role }).map((item) => item.label);

describe('navItems', () => {
  it('gives restaurant owners the full restaurant navigation ending in Perfil', () => {
    expect(labels(['restaurant_owner'], 'restaurant_owner')).toEqual([
      'Inicio',
      'Market',
      'Productos',
      'Órdenes',
      'Mensajes',
      'Alertas',
      'Perfil',
    ]);
  });

  it('gives suppliers Dashboard, Mensajes and Alertas', () => {
    expect(labels(['supplier_vendor'], 'supplier_vendor')).toEqual([
      'Inicio',
      'Dashboard',
      'Mensajes',
      'Alertas',
      'Perfil',
    ]);
  });

  it('ends with Admin for admins, who see restaurant items once they add that role', () => {
    expect(labels(['admin'], 'admin')).toEqual(['Inicio', 'Admin']);
    expect(labels(['admin', 'restaurant_owner'], 'admin')).toEqual([
      'Inicio',
      'Market',
      'Productos',
      'Órdenes',
      'Mensajes',
      'Alertas',
      'Admin',
    ]);
  });

  it('gives users without a role only Inicio and Perfil', () => {
    expect(labels([], null)).toEqual(['Inicio', 'Perfil']);
  });
});
