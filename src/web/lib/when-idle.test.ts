// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle moment, at most the given time, and can be undone', () => {
    const idle = new Map<number, IdleRequestCallback>();
    const asked: Array<IdleRequestOptions | undefined> = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      asked.push(options);
      idle.set(idle.size + 1, callback);
      return idle.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
    const work = vi.fn();
    whenIdle(work, 2000);
    const undo = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(asked).toEqual([{ timeout: 2000 }, { timeout: 5000 }]);
    undo();
    for (const callback of idle.values()) callback({} as IdleDeadline);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('uses a timer where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    const undone = vi.fn();
    whenIdle(undone)();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(undone).not.toHaveBeenCalled();
  });
});
