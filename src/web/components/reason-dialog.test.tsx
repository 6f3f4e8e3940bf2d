// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog } from './reason-dialog';

afterEach(cleanup);

describe('ReasonDialog', () => {
  it('asks for the reason before cancelling, then passes it trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ReasonDialog
        open
        title="¿Cancelar pedido?"
        description="Avisaremos al restaurante."
        confirmLabel="Sí, cancelar pedido"
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(screen.getByText('Escribe el motivo de la cancelación')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Motivo'), '  Sin existencias  ');
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(onConfirm).toHaveBeenCalledWith('Sin existencias');
  });
});
