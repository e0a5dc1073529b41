import { runtimeConfig, type RuntimeConfig } from '@mina-sidor/shared';

/** One build serves every environment: where it runs is read at start, and checked. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return runtimeConfig.parse(await response.json());
}
