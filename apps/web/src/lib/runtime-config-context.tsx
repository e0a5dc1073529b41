import type { RuntimeConfig } from '@mina-sidor/shared';
import { createContext, use, type ReactNode } from 'react';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** /config.json as loaded at start: where this build runs (environment, public site, identity provider). */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = use(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  return config;
}
