import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPersistedQueries, createQueryPersistence, PERSIST_MAX_AGE_MS } from './query-persistence.ts';

const KEY = 'mina-sidor.query-cache';
let clock = 0;
const now = () => clock;

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

async function persistedBy(subject: string, fill: (client: QueryClient) => Promise<void>, buster = 'v1') {
  const client = new QueryClient();
  const stop = createQueryPersistence(client, localStorage, { buster, now }).start(subject);
  await fill(client);
  await vi.advanceTimersByTimeAsync(1000);
  stop();
}

function restoredFor(subject: string, buster = 'v1') {
  const client = new QueryClient();
  createQueryPersistence(client, localStorage, { buster, now }).restore(subject);
  return client;
}

describe('the persisted query cache (spec §9)', () => {
  it('restores the same login’s successful data, without what a query asks not to keep', async () => {
    await persistedBy('anna', async (client) => {
      await client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => ({ name: 'Anna' }) });
      await client.fetchQuery({ queryKey: ['consumption', 'series'], queryFn: async () => [1, 2, 3], meta: { persist: false } });
      await client.fetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('nej')) }).catch(() => undefined);
    });

    const client = restoredFor('anna');
    expect(client.getQueryData(['customers', '1001'])).toEqual({ name: 'Anna' });
    expect(client.getQueryData(['consumption', 'series'])).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['broken'] })).toBeUndefined();
  });

  it('never gives one login’s data to another, and drops it', async () => {
    await persistedBy('anna', (client) => client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' }));
    expect(restoredFor('lars').getQueryData(['customers', '1001'])).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps data at most 24 h', async () => {
    await persistedBy('anna', (client) => client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' }));
    clock += PERSIST_MAX_AGE_MS - 1;
    expect(restoredFor('anna').getQueryData(['customers', '1001'])).toBe('Anna');
    clock += 1;
    expect(restoredFor('anna').getQueryData(['customers', '1001'])).toBeUndefined();
  });

  it('restores once per login: the app restores at its start and again in its first render (app/app.tsx)', async () => {
    await persistedBy('anna', (client) => client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' }));
    const client = new QueryClient();
    const persistence = createQueryPersistence(client, localStorage, { buster: 'v1', now });
    persistence.restore('anna');
    client.removeQueries({ queryKey: ['customers', '1001'] });
    persistence.restore('anna');
    expect(client.getQueryData(['customers', '1001'])).toBeUndefined();
  });

  it('drops data written by another release', async () => {
    await persistedBy('anna', (client) => client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' }), 'v1');
    expect(restoredFor('anna', 'v2').getQueryData(['customers', '1001'])).toBeUndefined();
  });

  it('is cleared on sign-out, and an emptied cache leaves nothing behind', async () => {
    await persistedBy('anna', (client) => client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' }));
    expect(localStorage.getItem(KEY)).not.toBeNull();
    clearPersistedQueries(localStorage);
    expect(localStorage.getItem(KEY)).toBeNull();

    await persistedBy('anna', async (client) => {
      await client.fetchQuery({ queryKey: ['customers', '1001'], queryFn: async () => 'Anna' });
      client.clear();
    });
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
