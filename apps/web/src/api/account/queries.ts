import { account, type Account } from '@mina-sidor/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/api/client.ts';

const accountList = z.array(account);

export const accountQueries = {
  all: () => ['account'] as const,
  /** The signed-in login's own account; null when the server knows none. */
  current: (api: ApiClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'current'],
      queryFn: async ({ signal }): Promise<Account | null> => {
        const [first] = await api.get('/v1/account', accountList, signal);
        return first ?? null;
      },
    }),
};
