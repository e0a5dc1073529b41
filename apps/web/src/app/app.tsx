import type { RuntimeConfig } from '@mina-sidor/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { ApiProvider } from '@/api/api-context.tsx';
import { createApiClient } from '@/api/client.ts';
import { createAccessTokenSource } from '@/auth/access-token.ts';
import { createUserManager } from '@/auth/user-manager.ts';
import { createQueryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

function createServices(config: RuntimeConfig) {
  const userManager = createUserManager(config.oidc);
  return {
    userManager,
    api: createApiClient({ apiBase: config.apiBase, getAccessToken: createAccessTokenSource(userManager) }),
    queryClient: createQueryClient(),
    router: createRouter(userManager),
  };
}

export function App({ config }: { config: RuntimeConfig }) {
  const [services] = useState(() => createServices(config));
  return (
    <AuthProvider
      userManager={services.userManager}
      // /callback and /silent-renew handle their responses themselves (spec §8 error rules).
      skipSigninCallback
    >
      <ApiProvider client={services.api}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={services.router} />
        </QueryClientProvider>
      </ApiProvider>
    </AuthProvider>
  );
}
