// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdInputUntilHydrated, releaseHeldInput } from './hold-input';

function serverPage() {
  document.body.innerHTML = `<div data-prerendered-shell>
    <form><input name="buscar" /><input type="checkbox" /><select><option>a</option><option>b</option></select>
    <button type="submit">Buscar</button></form><a href="#recetario">Recetario</a><button type="button">Nuevo</button></div>`;
  return document.querySelector<HTMLElement>('[data-prerendered-shell]')!;
}

const dispatch = (target: Element, event: Event) => (target.dispatchEvent(event), event.defaultPrevented);
const cancelable = { bubbles: true, cancelable: true };

describe('holdInputUntilHydrated', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('holds typing, sending forms, ticking boxes and opening lists until the page is hydrated', () => {
    const page = serverPage();
    holdInputUntilHydrated(page);
    const field = page.querySelector('input[name="buscar"]')!;
    const box = page.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const select = page.querySelector('select')!;
    expect(dispatch(field, new InputEvent('beforeinput', { ...cancelable, data: 'j', inputType: 'insertText' }))).toBe(
      true,
    );
    expect(dispatch(page.querySelector('form')!, new SubmitEvent('submit', cancelable))).toBe(true);
    box.click();
    expect(box.checked).toBe(false);
    expect(dispatch(select, new MouseEvent('mousedown', cancelable))).toBe(true);
    expect(dispatch(select, new KeyboardEvent('keydown', { ...cancelable, key: 'ArrowDown' }))).toBe(true);

    releaseHeldInput(page);
    expect(dispatch(field, new InputEvent('beforeinput', { ...cancelable, data: 'j', inputType: 'insertText' }))).toBe(
      false,
    );
    box.click();
    expect(box.checked).toBe(true);
    expect(dispatch(select, new MouseEvent('mousedown', cancelable))).toBe(false);
  });

  it('lets links, buttons and Tab work meanwhile (React replays the taps once hydrated)', () => {
    const page = serverPage();
    holdInputUntilHydrated(page);
    expect(dispatch(page.querySelector('a')!, new MouseEvent('click', cancelable))).toBe(false);
    expect(dispatch(page.querySelector('button[type="button"]')!, new MouseEvent('click', cancelable))).toBe(false);
    expect(dispatch(page.querySelector('select')!, new KeyboardEvent('keydown', { ...cancelable, key: 'Tab' }))).toBe(
      false,
    );
  });
});
