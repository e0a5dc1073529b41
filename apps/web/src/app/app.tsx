import type { RuntimeConfig } from '@mina-sidor/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '@/api/api-context.tsx';
import { createApiClient } from '@/api/client.ts';
// The libraries, zod and the API client above, the app's modules with most of its contracts below: evaluated in two tasks.
import '@/lib/task-breaks/after-api-client.ts';
import { createAccessTokenSource } from '@/auth/access-token.ts';
import { AuthProvider } from '@/auth/auth-context.tsx';
import { createSession, storedUserKey } from '@/auth/session.ts';
import { paths } from '@/lib/paths.ts';
import { loadWithOneReload, pageReloadOptions } from '@/lib/reload-once.ts';
import { createQueryPersistence } from '@/lib/query-persistence.ts';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context.tsx';
import { usableStorage } from '@/lib/storage.ts';
import { APP_VERSION, BUILD_LABEL } from '@/lib/version.ts';
import { wait } from '@/lib/wait.ts';
import { SelectionProvider } from '@/selection/selection-context.tsx';
import { createSelectionStore } from '@/selection/selection-store.ts';
import { createErrorReporter, reportUncaughtErrors } from '@/telemetry/error-reporting.ts';
import { loadTagManager } from '@/telemetry/tag-manager.ts';
import { TelemetryProvider } from '@/telemetry/telemetry-context.tsx';
import { createTracker, windowDataLayer } from '@/telemetry/tracking.ts';
import { PersistedQueryCache } from './persisted-query-cache.tsx';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';
import { prefetchShellData } from './shell-prefetch.tsx';

/**
 * The app's services, made before its first render and each in a task of its own (`wait(0)` between
 * them): made while rendering, they were one long task of the page's start, in which the browser
 * could not answer a tap (about 80 ms of Lighthouse's mobile CPU, most of it the router's).
 */
export async function createServices(config: RuntimeConfig) {
  // oidc-client-ts is a chunk of its own, loaded when the session first needs more than its stored user (decision 0066).
  const session = createSession({
    storage: usableStorage('localStorage'),
    userKey: storedUserKey(config.oidc),
    // Spec §4.5: like a screen's code, a chunk a new release removed earns the page one reload.
    loadUserManager: () =>
      loadWithOneReload('user-manager', () => import('@/auth/user-manager.ts'), pageReloadOptions()).then((module) => module.createUserManager(config.oidc)),
  });
  await wait(0);
  // Spec §4.4: when the session can no longer be renewed, the person is signed out.
  const getAccessToken = createAccessTokenSource(session, () => void router.navigate(paths.signout));
  const api = createApiClient({ apiBase: config.apiBase, getAccessToken });
  const queryClient = createQueryClient();
  const storage = usableStorage('localStorage');
  const selectionStore = createSelectionStore(storage);
  const persistence = createQueryPersistence(queryClient, storage, { buster: `${APP_VERSION}+${BUILD_LABEL}` });
  // Before the router is made: its shell route asks for the shell's data at once, and must find what is kept.
  const subject = session.storedUser()?.profile.sub;
  if (subject) persistence.restore(subject);
  await wait(0);
  const router = createRouter({
    environment: config.environment,
    prefetchShellData: () => prefetchShellData({ session, selectionStore, api, queryClient }),
  });
  await wait(0);
  const tracker = createTracker({
    environment: config.environment,
    dataLayer: windowDataLayer,
    // Read only when an event is sent, after sign-in: a chunk of its own, off the first page. Like the
    // error-reporting SDK it is telemetry, so a failed load loses that one event instead of reloading the page.
    subject: () => import('./tracking-subject.ts').then((module) => module.currentTrackingSubject({ session, selectionStore, queryClient, api })),
  });
  const errorReporter = createErrorReporter({
    environment: config.environment,
    dsn: config.errorReporting?.dsn ?? null,
    // A chunk of its own: the SDK is not part of the JavaScript index.html asks for.
    loadSdk: () => import('@/telemetry/sentry.ts').then((module) => module.sentrySdk),
    release: APP_VERSION,
  });
  return {
    session,
    router,
    api,
    queryClient,
    selectionStore,
    persistence,
    telemetry: { tracker, errorReporter },
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

export function App({ config, services }: { config: RuntimeConfig; services: Services }) {
  // Spec §7: what no error boundary catches goes to the reporter too; the tag manager reads the data layer.
  useEffect(() => reportUncaughtErrors(window, services.telemetry.errorReporter), [services]);
  useEffect(() => {
    loadTagManager({ environment: config.environment, tagManager: config.tagManager });
  }, [config]);
  return (
    <RuntimeConfigProvider config={config}>
      <TelemetryProvider telemetry={services.telemetry}>
        <AuthProvider session={services.session}>
          <ApiProvider client={services.api}>
            <QueryClientProvider client={services.queryClient}>
              <PersistedQueryCache persistence={services.persistence}>
                <SelectionProvider store={services.selectionStore}>
                  <RouterProvider router={services.router} />
                </SelectionProvider>
              </PersistedQueryCache>
            </QueryClientProvider>
          </ApiProvider>
        </AuthProvider>
      </TelemetryProvider>
    </RuntimeConfigProvider>
  );
}
