// First: the worker that loads the browser's locale data while the page's script runs.
import '@/lib/warm-intl.ts';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// React and MUI above, the app below: evaluated in two tasks.
import '@/lib/task-breaks/after-react.ts';
import { App, createServices } from '@/app/app.tsx';
import { loadRuntimeConfig } from '@/app/runtime-config.ts';
import { captureRenewalFlag } from '@/auth/renewal.ts';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';
import { loadTheme } from '@/ui/load-theme.ts';
import { createAppTheme } from '@/ui/theme.ts';
// Last: the modules above are evaluated, and the app started below, in tasks of their own.
import '@/lib/task-breaks/before-start.ts';

// Before anything reads the address: the flag must not end up in a redirect target.
captureRenewalFlag();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

/**
 * In a transition, React renders in slices of a few milliseconds with the browser free in between; the
 * page shows the HTML's frame meanwhile, so nothing waits on it (decision 0037).
 */
function render(theme: Theme, children: ReactNode) {
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* No stored mode: the palette always follows the system setting. */}
        <ThemeProvider theme={theme} storageManager={null}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}

// Until the app's first render, the page shows index.html's loading frame. React draws the same frame
// as soon as the theme is there, in a task of its own: inserting the theme's global styles and the
// frame's is most of a first render's work, which then does not add to the app's (decision 0037).
const theme = loadTheme();
void theme.then(
  (ready) =>
    render(
      ready,
      <PageFrame>
        <Loading />
      </PageFrame>,
    ),
  () => undefined,
);
loadRuntimeConfig()
  .then(async (config) => ({ config, services: await createServices(config), theme: await theme }))
  .then(
    ({ config, services, theme }) => render(theme, <App config={config} services={services} />),
    async (error: unknown) => {
      // Without its runtime config, the services made from it or its theme, the app cannot start: an error, not loading for ever.
      console.error('Could not start the app (/config.json, the services made from it or the theme)', error);
      // Should the theme be what failed, MUI's own English for its few texts of its own.
      render(
        await theme.catch(() => createAppTheme({})),
        <PageFrame>
          <ErrorScreen />
        </PageFrame>,
      );
    },
  );
