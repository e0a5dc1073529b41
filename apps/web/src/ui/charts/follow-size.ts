/** What of an echarts instance following its element's size needs. */
type Resizable = { getWidth(): number; getHeight(): number; resize(): void };

/**
 * Redraws the chart when its element changes size; returns the way to stop. A ResizeObserver also
 * reports the size an element has when first observed — the size the chart was just drawn at — and
 * a resize is a whole second render (on a phone, a long task of its own): only a change redraws.
 */
export function followSize(chart: Resizable, element: HTMLElement): () => void {
  const observer = new ResizeObserver(() => {
    // echarts measures its element's client size when it draws.
    if (element.clientWidth !== chart.getWidth() || element.clientHeight !== chart.getHeight()) chart.resize();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
