// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Package, Truck } from 'lucide-react';
import { StatGrid } from './stat-grid';

afterEach(cleanup);

describe('StatGrid', () => {
  it('shows each figure under its heading, with its hint when it has one', () => {
    const { container } = render(
      <StatGrid
        label="Estadísticas"
        stats={[
          { label: 'Productos', value: '12', hint: 'en tu catálogo', icon: Package },
          { label: 'Proveedores', value: '…', icon: Truck },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Estadísticas' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Productos', 'Proveedores']);
    const productos = container.querySelector('[data-stat="Productos"]')!;
    expect(productos.textContent).toBe('Productos12en tu catálogo');
    expect(container.querySelector('[data-stat="Proveedores"]')!.textContent).toBe('Proveedores…');
  });
});
