import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in the browser’s idle time once the delay has passed, and not once cancelled', () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, 1000);
    vi.advanceTimersByTime(999);
    expect(callbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(work).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);

    const cancelledEarly = vi.fn();
    whenIdle(cancelledEarly, 1000)();
    vi.advanceTimersByTime(5000);
    expect(callbacks).toHaveLength(1);
  });

  it('waits a moment more where the browser has no idle callbacks (Safari), and not once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    const cancel = whenIdle(cancelled);
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
