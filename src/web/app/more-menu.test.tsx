import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@web/lib/router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@common/accounts';
import { MoreMenu } from './more-menu';

const user = { roles: ['restaurant_owner'], role: 'restaurant_owner' } as unknown as SessionUser;

describe('MoreMenu', () => {
  it('loads its dialog on the first press, lists the sections, and gives focus back to "Más" when closed', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <MoreMenu user={user} counts={{}} />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'Más' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(more);
    const sections = await screen.findByRole('navigation', { name: 'Todas las secciones' });
    expect(screen.getByRole('dialog', { name: 'Todas las secciones' })).toBeTruthy();
    expect(sections.querySelector('a[href="/facturas"]')).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});
