// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RelativeTime } from './relative-time';

afterEach(() => vi.useRealTimers());

describe('RelativeTime', () => {
  it('takes over a server page written seconds earlier, across a boundary, without redrawing it', async () => {
    const sent = '2026-11-29T12:00:00.000Z';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:20.000Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RelativeTime value={sent} />);
    expect(container.textContent).toBe('hace menos de un minuto');

    vi.setSystemTime(new Date('2026-11-29T12:00:40.000Z'));
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <RelativeTime value={sent} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(sent);
  });
});
