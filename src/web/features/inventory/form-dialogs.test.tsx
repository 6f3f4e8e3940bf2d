// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { NUMBER_MESSAGES } from '@common/fields-rules';
import { INVENTORY_MESSAGES } from '@common/inventory-rules';
import { createQueryClient } from '@web/lib/query-client';
import { ProductFormDialog } from './product-form-dialog';
import { ContactFormDialog } from './contact-form-dialog';

const posted: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push({ url, body });
        return Response.json({ id: '00000000-0000-4000-8000-000000000001', ...body });
      }
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderDialog = (dialog: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{dialog}</QueryClientProvider>);

describe('ProductFormDialog', () => {
  it('says what is wrong with each number: negative, too large, too many decimals', async () => {
    const user = userEvent.setup();
    renderDialog(<ProductFormDialog product={null} open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('Nombre'), 'Tomate');
    await user.type(screen.getByLabelText('Precio'), '-5');
    await user.type(screen.getByLabelText('Stock'), '1.234');
    await user.clear(screen.getByLabelText('Stock mínimo'));
    await user.type(screen.getByLabelText('Stock mínimo'), '99999999999');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText(NUMBER_MESSAGES.negative)).toBeTruthy();
    expect(screen.getByText(NUMBER_MESSAGES.tooManyDecimals(2))).toBeTruthy();
    expect(screen.getByText(NUMBER_MESSAGES.tooLarge('9,999,999,999'))).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('keeps the required messages and sends a valid product', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderDialog(<ProductFormDialog product={null} open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.priceRequired)).toBeTruthy();
    expect(screen.getByText(INVENTORY_MESSAGES.stockRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Nombre'), 'Tomate');
    await user.type(screen.getByLabelText('Precio'), '24.9');
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Crear producto' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([
      {
        url: '/api/products',
        body: expect.objectContaining({
          name: 'Tomate',
          currentPrice: '24.9',
          stockQuantity: '3',
          minStockQuantity: '10',
        }),
      },
    ]);
  });
});

describe('ContactFormDialog', () => {
  it('takes a 200-character name and a long e-mail and requires a name', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderDialog(<ContactFormDialog contact={null} open onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByText(INVENTORY_MESSAGES.nameRequired)).toBeTruthy();

    const name = 'Superlargo'.repeat(20);
    await user.click(screen.getByLabelText('Nombre'));
    await user.paste(name);
    await user.click(screen.getByLabelText('Información de contacto (opcional)'));
    await user.paste(`${'p'.repeat(39)}@proveedoresunidos.mx`);
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted[0]).toMatchObject({
      url: '/api/contacts',
      body: { name, contactInfo: `${'p'.repeat(39)}@proveedoresunidos.mx` },
    });
  });
});
