import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createSwedishTheme } from '@/ui/swedish-theme.ts';

const theme = createSwedishTheme();

/** One component in the app's theme and baseline, without the app around it. */
export function renderThemed(children: ReactElement) {
  return render(
    <ThemeProvider theme={theme} storageManager={null}>
      <CssBaseline />
      {children}
    </ThemeProvider>,
  );
}
