import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { ToasterHost } from './toaster-host';

describe('ToasterHost', () => {
  it('puts the Toaster on screen with the first toast, which is not lost', async () => {
    render(<ToasterHost containerAriaLabel="Avisos" />);
    expect(screen.queryByRole('region', { name: /Avisos/ })).toBeNull();
    act(() => void toast.error('Error al guardar'));
    expect(await screen.findByText('Error al guardar', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Avisos/ })).toBeTruthy();
  });
});
