import { svSE } from '@mui/material/locale';
import { createAppTheme } from './theme.ts';

/**
 * The app's theme with MUI's Swedish texts. A module of its own: loading it makes the page's first
 * number formatter (MUI's Swedish locale does as it loads), which load-theme.ts keeps out of the first
 * page's script. Tests and benches import it directly.
 */
export function createSwedishTheme() {
  return createAppTheme(svSE);
}
