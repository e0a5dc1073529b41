import type { IdentityClaims, RuntimeConfig } from '@mina-sidor/shared';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '@/api/api-context.tsx';
import { createApiClient } from '@/api/client.ts';
import { appRoutes } from '@/app/router.tsx';
import { prefetchShellData } from '@/app/shell-prefetch.tsx';
import { createAccessTokenSource } from '@/auth/access-token.ts';
import { AuthProvider } from '@/auth/auth-context.tsx';
import { createSession, storedUserKey } from '@/auth/session.ts';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context.tsx';
import type { UserSelection } from '@/selection/selection.ts';
import { SelectionProvider } from '@/selection/selection-context.tsx';
import { createSelectionStore } from '@/selection/selection-store.ts';
import { TelemetryProvider, type Telemetry } from '@/telemetry/telemetry-context.tsx';
import { createSwedishTheme } from '@/ui/swedish-theme.ts';
import { stubServer, type ContractAnswer } from './fake-server.ts';
import { PERSONAS, personaAnswers, personaSelection, type PersonaKey } from './personas.ts';

const theme = createSwedishTheme();

export const TEST_ACCESS_TOKEN = 'test-access-token';

const TEST_CONFIG: RuntimeConfig = {
  environment: 'test',
  apiBase: '/api',
  publicSiteUrl: 'https://www.example-energi.se',
  oidc: { authority: 'http://localhost/idp', clientId: 'mina-sidor-web', scope: 'openid profile' },
  errorReporting: null,
  tagManager: null,
};

interface RenderScreenOptions {
  url: string;
  /**
   * Who is signed in: the persona's claims, its selection (whose pages it is on), and its data
   * on the fake server. Omitted: signed out, with the demo data on the server.
   */
  persona?: PersonaKey;
  /** Changes to the persona's claims. */
  claims?: Partial<IdentityClaims>;
  /** This test's answers, by contract; they win over the persona's. */
  answers?: readonly ContractAnswer[];
  /** The routes to render; the whole app by default. */
  routes?: RouteObject[];
  /** Changes to the persona's selection; null: nothing chosen yet (a fresh sign-in). */
  selection?: Partial<Omit<UserSelection, 'subject'>> | null;
  /** Seconds until the access token expires; negative for an expired one. */
  expiresIn?: number;
  config?: Partial<RuntimeConfig>;
  /** Analytics and error reporting; silent unless a test watches them. */
  telemetry?: Telemetry;
}

/** The shell loads lazily; a test file rendering it loads it once up front, so each test waits only for its data. */
export async function preloadShell(): Promise<void> {
  await Promise.all([import('@/app/main-shell.tsx'), import('@/app/shell-routes.tsx')]);
}

const silentTelemetry = (): Telemetry => ({
  tracker: { signedIn: vi.fn(), accountChanged: vi.fn() },
  errorReporter: { report: vi.fn() },
});

function storedSelection(persona: PersonaKey | undefined, changes: RenderScreenOptions['selection']): Omit<UserSelection, 'subject'> | undefined {
  const own = persona ? personaSelection(persona) : undefined;
  if (changes === null || (!own && !changes)) return undefined;
  if (!own) throw new Error(`${persona ?? 'a signed-out visitor'} views no customer: give the whole selection`);
  return { ...own, ...changes };
}

/**
 * Renders a screen as a person meets it: the real providers, a real UserManager whose store
 * already holds the persona, the real API client talking to a fake server keyed by contract,
 * a selection store on a fresh storage and a QueryClient that does not retry.
 */
export async function renderScreen(options: RenderScreenOptions) {
  const { url, persona, claims: claimChanges, answers = [], routes, selection, expiresIn = 3600, config, telemetry = silentTelemetry() } = options;
  const runtimeConfig = { ...TEST_CONFIG, ...config };
  const server = stubServer([...personaAnswers(persona), ...answers]);
  const store = new InMemoryWebStorage();
  const userManager = new UserManager({
    authority: TEST_CONFIG.oidc.authority,
    client_id: TEST_CONFIG.oidc.clientId,
    redirect_uri: 'http://localhost/callback',
    automaticSilentRenew: false,
    userStore: new WebStorageStateStore({ store }),
    stateStore: new WebStorageStateStore({ store }),
  });
  const claims = persona ? { ...PERSONAS[persona].claims, ...claimChanges } : null;
  if (claims) {
    const now = Math.floor(Date.now() / 1000);
    const profile = { iss: 'http://localhost/idp', aud: 'mina-sidor-web', iat: now, exp: now + 3600, ...claims };
    await userManager.storeUser(new User({ access_token: TEST_ACCESS_TOKEN, token_type: 'Bearer', profile, expires_at: now + expiresIn }));
  }
  const selectionStore = createSelectionStore(new InMemoryWebStorage() as unknown as Storage);
  const selected = storedSelection(persona, selection);
  if (claims && selected) selectionStore.set({ subject: claims.sub, ...selected });
  // The app's session over this UserManager's store, loading it the way the app loads its own: later, and asynchronously.
  const session = createSession({ storage: store, userKey: storedUserKey(TEST_CONFIG.oidc), loadUserManager: async () => userManager });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({ apiBase: runtimeConfig.apiBase, getAccessToken: createAccessTokenSource(session) });
  const prefetch = () => prefetchShellData({ session, selectionStore, api, queryClient });
  const router = createMemoryRouter(routes ?? appRoutes({ environment: runtimeConfig.environment, prefetchShellData: prefetch }), { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme} storageManager={null}>
      <RuntimeConfigProvider config={runtimeConfig}>
        <TelemetryProvider telemetry={telemetry}>
          <AuthProvider session={session}>
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
  return { router, user, userManager, selectionStore, queryClient, telemetry, server };
}
