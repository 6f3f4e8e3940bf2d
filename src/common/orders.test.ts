import { describe, expect, it } from 'vitest';
import { NUMBER_MESSAGES } from './fields';
import { createOrderSchema, directOrderNumber, normalizeMexicanWhatsapp, orderMessage, whatsappLink } from './orders';

describe('orders contract', () => {
  it('drops lines with quantity 0, refuses a negative one, and requires a supplier and a product', () => {
    const id = '3f2a9c1d-aaaa-4bbb-8ccc-123456789012';
    const parsed = createOrderSchema.parse({
      supplierId: id,
      items: [
        { productId: id, quantity: 2 },
        { productId: id, quantity: 0 },
      ],
    });
    expect(parsed.items).toEqual([{ productId: id, quantity: 2, unit: null }]);
    const inCajas = createOrderSchema.parse({
      supplierId: id,
      items: [{ productId: id, quantity: 2, unit: ' cajas ' }],
    });
    expect(inCajas.items).toEqual([{ productId: id, quantity: 2, unit: 'cajas' }]);
    expect(
      createOrderSchema.safeParse({ supplierId: id, items: [{ productId: id, quantity: 1, unit: 'x'.repeat(51) }] })
        .error?.issues[0].message,
    ).toBe('La unidad no puede superar los 50 caracteres');
    const negative = createOrderSchema.safeParse({
      supplierId: id,
      items: [
        { productId: id, quantity: 2 },
        { productId: id, quantity: -1 },
      ],
    });
    expect(negative.error?.issues[0].message).toBe(NUMBER_MESSAGES.negative);
    const empty = createOrderSchema.safeParse({ supplierId: id, items: [{ productId: id, quantity: 0 }] });
    expect(empty.error?.issues[0].message).toBe('Agrega al menos un producto a la orden');
    expect(createOrderSchema.safeParse({ items: [] }).error?.issues.map((issue) => issue.message)).toContain(
      'Selecciona un proveedor',
    );
  });

  it('numbers own-contact orders ORD-{timestamp}', () => {
    expect(directOrderNumber(1700000000000)).toBe('ORD-1700000000000');
  });

  it('normalises Mexican WhatsApp numbers to 52 + 10 digits', () => {
    expect(normalizeMexicanWhatsapp('55 1234 5678')).toBe('525512345678');
    expect(normalizeMexicanWhatsapp('+52 1 55 1234 5678')).toBe('525512345678');
    expect(normalizeMexicanWhatsapp('(33) 3123-4567')).toBe('523331234567');
    expect(normalizeMexicanWhatsapp('0052 81 1234 5678')).toBe('528112345678');
    expect(normalizeMexicanWhatsapp('12345')).toBeNull();
    expect(normalizeMexicanWhatsapp('')).toBeNull();
  });

  it('writes the order as a Spanish message with es-MX money', () => {
    const text = orderMessage(
      {
        orderNumber: 'ORD-1',
        orderDate: '2026-03-05T15:00:00.000Z',
        notes: 'Entregar temprano',
        totalAmount: '1234.5',
        items: [{ productName: 'Tomate saladet', quantity: '10.000', unit: 'kg', totalPrice: '285.00' } as never],
      },
      'Taquería El Fogón',
    );
    expect(text).toContain('orden de compra ORD-1 de Taquería El Fogón');
    expect(text).toContain('• 10 kg Tomate saladet — $285.00');
    expect(text).toContain('Total: $1,234.50');
    expect(text).toContain('Notas: Entregar temprano');
    const packs = orderMessage(
      {
        orderNumber: 'ORD-2',
        orderDate: '2026-03-05T15:00:00.000Z',
        notes: null,
        totalAmount: '1006.38',
        items: [
          {
            productName: 'Jitomate',
            quantity: '2.000',
            unit: 'Caja',
            pack: { quantity: '25.000', unit: 'kg' },
            totalPrice: '1000.00',
          },
          { productName: 'Cilantro', quantity: '250.000', unit: 'g', pack: null, totalPrice: '6.38' },
        ] as never,
      },
      null,
    );
    expect(packs).toContain('• 2 cajas (50 kg) Jitomate — $1,000.00');
    expect(packs).toContain('• 250 g Cilantro — $6.38');
    expect(packs).not.toContain('Confirma o ajusta');
    const linked = orderMessage(
      { orderNumber: 'ORD-3', orderDate: '2026-03-05T15:00:00.000Z', notes: null, totalAmount: '1', items: [] },
      null,
      'https://alacena.mx/pedido/abc',
    );
    expect(linked).toContain('Confirma o ajusta el pedido aquí: https://alacena.mx/pedido/abc\n\n¡Gracias!');
    expect(whatsappLink('525512345678', 'Hola y adiós')).toBe('https://wa.me/525512345678?text=Hola%20y%20adi%C3%B3s');
  });
});
