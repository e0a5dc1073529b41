import type { RuntimeConfig } from '@mina-sidor/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '@/api/api-context.tsx';
import { createApiClient } from '@/api/client.ts';
import { createAccessTokenSource } from '@/auth/access-token.ts';
import { createUserManager } from '@/auth/user-manager.ts';
import { paths } from '@/lib/paths.ts';
import { RuntimeConfigProvider } from '@/lib/runtime-config-context.tsx';
import { usableStorage } from '@/lib/storage.ts';
import { SelectionProvider } from '@/selection/selection-context.tsx';
import { createSelectionStore } from '@/selection/selection-store.ts';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

function createServices(config: RuntimeConfig) {
  const userManager = createUserManager(config.oidc);
  const router = createRouter({ userManager, environment: config.environment });
  // Spec §4.4: when the session can no longer be renewed, the person is signed out.
  const getAccessToken = createAccessTokenSource(userManager, () => void router.navigate(paths.signout));
  return {
    userManager,
    router,
    api: createApiClient({ apiBase: config.apiBase, getAccessToken }),
    queryClient: createQueryClient(),
    selectionStore: createSelectionStore(usableStorage('localStorage')),
  };
}

export function App({ config }: { config: RuntimeConfig }) {
  const [services] = useState(() => createServices(config));
  return (
    <RuntimeConfigProvider config={config}>
      <AuthProvider
        userManager={services.userManager}
        // /callback and /silent-renew handle their responses themselves (spec §8 error rules).
        skipSigninCallback
      >
        <ApiProvider client={services.api}>
          <QueryClientProvider client={services.queryClient}>
            <SelectionProvider store={services.selectionStore}>
              <RouterProvider router={services.router} />
            </SelectionProvider>
          </QueryClientProvider>
        </ApiProvider>
      </AuthProvider>
    </RuntimeConfigProvider>
  );
}
