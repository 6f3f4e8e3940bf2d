import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@common/accounts-rules';
import { renderWithApp, stubApi } from '@web/test/render';
import { SignUpForm } from './sign-up-form';

afterEach(() => void vi.unstubAllGlobals());

const user = { id: 'u1', email: 'ana@fonda.mx', name: 'Fonda Ana', role: null };

describe('SignUpForm', () => {
  it('shows the Spanish message under each invalid field and sends nothing', async () => {
    const calls = stubApi({});
    const onSignedUp = vi.fn();
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    await userEvent.type(screen.getByLabelText('Nombre del negocio'), 'A');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await userEvent.type(screen.getByLabelText('Contraseña'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(AUTH_MESSAGES.businessNameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.shortPassword)).toBeTruthy();
    expect(screen.getByLabelText('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('posts the trimmed, lower-cased account and hands over the new user', async () => {
    const calls = stubApi({ 'POST /api/auth/sign-up': { status: 200, body: { user } } });
    const onSignedUp = vi.fn();
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    await userEvent.type(screen.getByLabelText('Nombre del negocio'), '  Fonda Ana ');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'Ana@Fonda.MX');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(user));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-up',
        body: { email: 'ana@fonda.mx', password: 'secreto123', businessName: 'Fonda Ana' },
      },
    ]);
    expect(await screen.findByText(AUTH_MESSAGES.signUpSuccess)).toBeTruthy();
  });

  it('shows the server’s Spanish message when the email is taken', async () => {
    stubApi({
      'POST /api/auth/sign-up': {
        status: 409,
        body: { error: { code: 'conflict', message: AUTH_MESSAGES.alreadyRegistered } },
      },
    });
    const onSignedUp = vi.fn();
    renderWithApp(<SignUpForm onSignedUp={onSignedUp} />);
    await userEvent.type(screen.getByLabelText('Nombre del negocio'), 'Fonda Ana');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@fonda.mx');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText(AUTH_MESSAGES.alreadyRegistered)).toBeTruthy();
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
