import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createServices } from '@/app/app.tsx';
import { loadRuntimeConfig } from '@/app/runtime-config.ts';
import { captureRenewalFlag } from '@/auth/renewal.ts';
import { ErrorScreen } from '@/shell/error-screen.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';
import { theme } from '@/ui/theme.ts';

// Before anything reads the address: the flag must not end up in a redirect target.
captureRenewalFlag();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

function render(children: ReactNode) {
  root.render(
    <StrictMode>
      {/* No stored mode: the palette always follows the system setting. */}
      <ThemeProvider theme={theme} storageManager={null}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </StrictMode>,
  );
}

// Until the app's first render, the page shows index.html's loading frame.
loadRuntimeConfig()
  .then(async (config) => ({ config, services: await createServices(config) }))
  .then(
    ({ config, services }) => render(<App config={config} services={services} />),
    (error: unknown) => {
      // Without its runtime config, or the services made from it, the app cannot start: an error, not loading for ever.
      console.error('Could not start the app (/config.json or the services made from it)', error);
      render(
        <PageFrame>
          <ErrorScreen />
        </PageFrame>,
      );
    },
  );
