import type { IdentityClaims, RuntimeConfig } from '@mina-sidor/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { userEvent } from '@testing-library/user-event';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { AuthProvider } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiProvider } from '@/api/api-context.tsx';
import { createApiClient } from '@/api/client.ts';
import { theme } from '@/app/theme.ts';
import { createAccessTokenSource } from '@/auth/access-token.ts';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context.tsx';
import type { UserSelection } from '@/selection/selection.ts';
import { SelectionProvider } from '@/selection/selection-context.tsx';
import { createSelectionStore } from '@/selection/selection-store.ts';
import type { Telemetry } from '@/telemetry/telemetry-context.tsx';
import { TelemetryProvider } from '@/telemetry/telemetry-context.tsx';

export const TEST_ACCESS_TOKEN = 'test-access-token';

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'test',
  apiBase: '/api',
  publicSiteUrl: 'https://www.example-energi.se',
  oidc: { authority: 'http://localhost/idp', clientId: 'mina-sidor-web', scope: 'openid profile' },
  errorReporting: null,
  tagManager: null,
};

interface RenderOptions {
  url: string;
  /** Routes, or a function building them with the UserManager (for the session routes). */
  routes: RouteObject[] | ((userManager: UserManager) => RouteObject[]);
  /** Claims of the signed-in person; omitted means signed out. */
  claims?: IdentityClaims;
  /** Seconds until the access token expires; negative for an expired one. */
  expiresIn?: number;
  /** The user selection already stored (a reload, or a switch done earlier). */
  selection?: Omit<UserSelection, 'subject'>;
  config?: Partial<RuntimeConfig>;
  /** Analytics and error reporting; silent unless a test watches them. */
  telemetry?: Telemetry;
}

export const silentTelemetry = (): Telemetry => ({
  tracker: { signedIn: vi.fn(), accountChanged: vi.fn() },
  errorReporter: { report: vi.fn() },
});

/**
 * Renders routes with the real providers: a real UserManager whose store
 * already holds a signed-in user, the real API client (tests stub `fetch`),
 * a selection store on a fresh storage and a QueryClient that does not retry.
 */
export async function renderRoutes({ url, routes, claims, expiresIn = 3600, selection, config, telemetry = silentTelemetry() }: RenderOptions) {
  const store = new InMemoryWebStorage();
  const userManager = new UserManager({
    authority: 'http://localhost/idp',
    client_id: 'mina-sidor-web',
    redirect_uri: 'http://localhost/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
  });
  if (claims) {
    const now = Math.floor(Date.now() / 1000);
    const profile = { iss: 'http://localhost/idp', aud: 'mina-sidor-web', iat: now, exp: now + 3600, ...claims };
    await userManager.storeUser(
      new User({ access_token: TEST_ACCESS_TOKEN, token_type: 'Bearer', profile, expires_at: now + expiresIn }),
    );
  }
  const selectionStore = createSelectionStore(new InMemoryWebStorage() as unknown as Storage);
  if (selection && claims) selectionStore.set({ subject: claims.sub, ...selection });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(userManager) : routes, {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ apiBase: '/api', getAccessToken: createAccessTokenSource(userManager) });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme} storageManager={null}>
      <RuntimeConfigProvider config={{ ...TEST_CONFIG, ...config }}>
        <TelemetryProvider telemetry={telemetry}>
        <AuthProvider userManager={userManager}>
          <ApiProvider client={api}>
            <QueryClientProvider client={queryClient}>
              <SelectionProvider store={selectionStore}>
                <RouterProvider router={router} />
              </SelectionProvider>
            </QueryClientProvider>
          </ApiProvider>
        </AuthProvider>
        </TelemetryProvider>
      </RuntimeConfigProvider>
    </ThemeProvider>,
  );
  return { router, user, userManager, selectionStore, queryClient, telemetry };
}
