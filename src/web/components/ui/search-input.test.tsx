// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchInput } from './search-input';

afterEach(cleanup);

describe('SearchInput', () => {
  it('is a search box named by its label, with the magnifier hidden from screen readers, and passes what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <SearchInput className="flex-1" aria-label="Buscar recetas" placeholder="Buscar…" onChange={onChange} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Buscar recetas' });
    await user.type(box, 'mole');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect((box as HTMLInputElement).value).toBe('mole');
    expect(box.className).toContain('pl-9');
    expect(container.firstElementChild?.className).toBe('relative flex-1');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
