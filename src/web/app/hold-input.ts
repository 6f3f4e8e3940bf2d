/**
 * What a person does to the server's page before the app owns it would be lost or would leave the page: text
 * typed into a field (the app's first render keeps its own value), a form sent as a plain GET, a box ticked,
 * a list or file picker opened. Those defaults are held, in the capture phase, until the page is hydrated
 * (decision 072); the page also says so (`aria-disabled`, which tools and assistive technology read). Links
 * still work as links, and a tap on a button is replayed by React once its part is hydrated. Not `inert`:
 * taking it off restyled every element of the page in one long task.
 */
const HELD_EVENTS = ['beforeinput', 'submit', 'click', 'mousedown', 'keydown'] as const;

const releases = new WeakMap<HTMLElement, () => void>();

function holds(event: Event): boolean {
  if (event.type === 'beforeinput' || event.type === 'submit') return true;
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'click')
    return Boolean(target?.closest('input[type="checkbox"], input[type="radio"], input[type="file"]'));
  // A <select> opens on mousedown and changes with the arrow keys; Tab still moves on.
  if (event instanceof KeyboardEvent && event.key === 'Tab') return false;
  return Boolean(target?.closest('select'));
}

export function holdInputUntilHydrated(page: HTMLElement): void {
  const hold = (event: Event) => {
    if (holds(event)) event.preventDefault();
  };
  for (const type of HELD_EVENTS) page.addEventListener(type, hold, true);
  releases.set(page, () => {
    for (const type of HELD_EVENTS) page.removeEventListener(type, hold, true);
  });
}

export function releaseHeldInput(page: HTMLElement): void {
  releases.get(page)?.();
  releases.delete(page);
}
