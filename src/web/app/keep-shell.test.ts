// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepShellUntilPage } from './keep-shell';

const mount = (inner: string) => {
  document.body.innerHTML = `<div id="root">${inner}</div>`;
  return document.getElementById('root')!;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.useRealTimers());

describe('keepShellUntilPage', () => {
  it('keeps the shell on screen while the app renders hidden, and swaps them once the page has its heading', async () => {
    const root = mount('<div data-prerendered-shell><h1>Inicio</h1></div>');
    keepShellUntilPage(root);
    expect(root.hidden).toBe(true);
    expect(document.querySelector('[data-prerendered-shell]')?.nextElementSibling).toBe(root);
    root.innerHTML = '<div role="status">Cargando</div>';
    await flush();
    expect(root.hidden).toBe(true);
    root.innerHTML = '<main><h1>Inicio</h1></main>';
    await flush();
    expect(root.hidden).toBe(false);
    expect(document.querySelector('[data-prerendered-shell]')).toBeNull();
  });

  it('shows the app anyway when no heading comes', () => {
    vi.useFakeTimers();
    const root = mount('<div data-prerendered-shell><h1>Inicio</h1></div>');
    keepShellUntilPage(root);
    vi.advanceTimersByTime(5000);
    expect(root.hidden).toBe(false);
    expect(document.querySelector('[data-prerendered-shell]')).toBeNull();
  });

  it('leaves a page without a shell (the landing, a dev server) alone', () => {
    const root = mount('<div data-prerendered-landing>Portada</div>');
    keepShellUntilPage(root);
    expect(root.hidden).toBe(false);
    expect(root.textContent).toBe('Portada');
  });
});
