import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/api/client.ts';

const MAX_RETRIES = 3;

/** Spec §9: exponential backoff from 1 s, capped at 30 s. */
function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/** A 4xx answer is the same the next time; only network trouble and 5xx are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2 * 60 * 60 * 1000,
        gcTime: 5 * 60 * 1000,
        retry: shouldRetry,
        retryDelay,
      },
    },
  });
}
