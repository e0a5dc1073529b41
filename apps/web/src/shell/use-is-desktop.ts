import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Desktop has the permanent sidebar, mobile the bottom bar (spec §2.5). */
export function useIsDesktop(): boolean {
  // noSsr: the first render already knows, so the layout does not jump.
  return useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
}
