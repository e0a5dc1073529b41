/** A chart's height in pixels unless it says otherwise; its placeholders take the same, so nothing below it moves. */
export const CHART_HEIGHT = 360;
