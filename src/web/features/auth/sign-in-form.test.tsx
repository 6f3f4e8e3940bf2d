import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@common/accounts-rules';
import { renderWithApp, stubApi } from '@web/test/render';
import { SignInForm } from './sign-in-form';

afterEach(() => void vi.unstubAllGlobals());

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  if (password) await userEvent.type(screen.getByLabelText('Contraseña'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
};

describe('SignInForm', () => {
  it('asks for a valid email and a password before calling the API', async () => {
    const calls = stubApi({});
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />);
    await fill('ana', '');
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.shortPassword)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('focuses the first invalid field and checks a field again as it changes', async () => {
    stubApi({});
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />);
    await fill('ana', '');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Correo electrónico')));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), '@fonda.mx');
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.invalidEmail)).toBeNull());
    expect(screen.getByText(AUTH_MESSAGES.shortPassword)).toBeTruthy();
  });

  it('shows the server’s Spanish message for wrong credentials and stays signed out', async () => {
    const refusal = { error: { code: 'invalid_credentials', message: AUTH_MESSAGES.invalidCredentials } };
    const calls = stubApi({ 'POST /api/auth/sign-in': { status: 401, body: refusal } });
    const onSignedIn = vi.fn();
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />);
    await fill('Ana@Fonda.mx', 'equivocada');
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/auth/sign-in', body: { email: 'ana@fonda.mx', password: 'equivocada' } },
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands over the signed-in user', async () => {
    const user = { id: 'u1', email: 'ana@fonda.mx', name: 'Fonda Ana', role: 'restaurant_owner' };
    stubApi({ 'POST /api/auth/sign-in': { status: 200, body: { user } } });
    const onSignedIn = vi.fn();
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />);
    await fill('ana@fonda.mx', 'secreto123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(await screen.findByText(AUTH_MESSAGES.signInSuccess)).toBeTruthy();
  });
});
