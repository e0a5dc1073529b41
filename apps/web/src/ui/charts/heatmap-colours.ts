/**
 * The heatmap's sequential scale, viridis (matplotlib's default): lightness rises steadily from
 * dark blue-violet to yellow, so it reads in order for the common kinds of colour blindness and in
 * greyscale, and both ends stand apart from a light and a dark panel.
 */
export const HEATMAP_COLOURS = ['#440154', '#482878', '#3e4989', '#31688e', '#26828e', '#1f9e89', '#35b779', '#6ece58', '#b5de2b', '#fde725'];

/** The same scale as a CSS gradient, for the legend. */
export const HEATMAP_GRADIENT = `linear-gradient(to right, ${HEATMAP_COLOURS.join(', ')})`;
