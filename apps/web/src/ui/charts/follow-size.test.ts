import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSize } from './follow-size.ts';

/** A ResizeObserver the test calls itself, as the browser would on each report. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly report: () => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

function elementOfSize(width: number, height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  return element;
}

afterEach(() => vi.unstubAllGlobals());

describe('followSize', () => {
  it('leaves the chart alone when the first report is the size it was drawn at, and redraws on a change', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const chart = { getWidth: () => 380, getHeight: () => 360, resize: vi.fn() };
    const element = elementOfSize(380, 360);
    followSize(chart, element);
    FakeObserver.current!.report();
    expect(chart.resize).not.toHaveBeenCalled();

    Object.defineProperty(element, 'clientWidth', { value: 700 });
    FakeObserver.current!.report();
    expect(chart.resize).toHaveBeenCalledTimes(1);
  });

  it('stops following when asked', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const element = elementOfSize(380, 360);
    const stop = followSize({ getWidth: () => 380, getHeight: () => 360, resize: vi.fn() }, element);
    expect(FakeObserver.current!.observed).toEqual([element]);
    stop();
    expect(FakeObserver.current!.observed).toEqual([]);
  });
});
