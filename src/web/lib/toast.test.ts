import { describe, expect, it } from 'vitest';
import { toast as sonner } from 'sonner';
import { toast } from './toast';

const shown = (title: string) => sonner.getToasts().filter((item) => 'title' in item && item.title === title);

describe('toast', () => {
  it('keeps one toast per title, the newest replacing the older', () => {
    for (let index = 1; index <= 10; index += 1)
      toast.success('Producto agregado', { description: `Producto ${index}` });
    expect(shown('Producto agregado')).toHaveLength(1);
    expect(shown('Producto agregado')[0]).toMatchObject({ description: 'Producto 10', type: 'success' });
  });

  it('still shows different kinds side by side, and an explicit id wins', () => {
    toast.error('Error al crear producto');
    toast('Orden creada exitosamente');
    toast('Orden creada exitosamente', { id: 'otra' });
    expect(shown('Error al crear producto')).toHaveLength(1);
    expect(shown('Orden creada exitosamente')).toHaveLength(2);
  });
});
