import { describe, expect, it, vi } from 'vitest';
import { toast as sonner } from 'sonner';
import { toast } from './toast';

const shown = (title: string) => sonner.getToasts().filter((item) => 'title' in item && item.title === title);

describe('toast', () => {
  it('keeps one toast per title, the newest replacing the older', async () => {
    for (let index = 1; index <= 10; index += 1)
      toast.success('Producto agregado', { description: `Producto ${index}` });
    await vi.waitFor(() => expect(shown('Producto agregado')[0]).toMatchObject({ description: 'Producto 10' }));
    expect(shown('Producto agregado')).toHaveLength(1);
    expect(shown('Producto agregado')[0]).toMatchObject({ description: 'Producto 10', type: 'success' });
  });

  it('still shows different kinds side by side, and an explicit id wins', async () => {
    toast.error('Error al crear producto');
    toast('Orden creada exitosamente');
    toast('Orden creada exitosamente', { id: 'otra' });
    await vi.waitFor(() => expect(shown('Orden creada exitosamente')).toHaveLength(2));
    expect(shown('Error al crear producto')).toHaveLength(1);
  });

  it('gives the id at once, so a loading toast can be ended before sonner has loaded', async () => {
    const id = toast.loading('Subiendo foto…');
    expect(id).toBe('Subiendo foto…');
    toast.success('Foto subida', { id });
    await vi.waitFor(() => expect(shown('Foto subida')).toHaveLength(1));
    expect(shown('Subiendo foto…')).toHaveLength(0);
    expect(typeof toast(() => 'sin título')).toBe('string');
  });
});
