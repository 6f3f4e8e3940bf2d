// @vitest-environment jsdom
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slot } from './slot';

afterEach(cleanup);

describe('Slot', () => {
  it('merges its props into the child as Radix’s Slot did', async () => {
    const calls: string[] = [];
    const ref = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={ref}
        className="a"
        title="slot"
        aria-describedby="x-error"
        style={{ color: 'red', margin: 0 }}
        onClick={() => calls.push('slot')}
      >
        <a
          href="#"
          ref={childRef}
          className="b"
          title="child"
          aria-describedby="x-description x-error"
          style={{ color: 'blue' }}
          onClick={(event) => {
            event.preventDefault();
            calls.push('child');
          }}
        >
          enlace
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'enlace' });
    expect(link.className).toBe('a b');
    expect(link.title).toBe('child');
    expect(link.getAttribute('aria-describedby')).toBe('x-description x-error');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('0px');
    await userEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(ref.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('gives the slot’s handler and attributes to a child without them', () => {
    const onFocus = vi.fn();
    render(
      <Slot aria-invalid onFocus={onFocus}>
        <input aria-label="campo" />
      </Slot>,
    );
    const input = screen.getByLabelText('campo');
    input.focus();
    expect(onFocus).toHaveBeenCalledOnce();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
