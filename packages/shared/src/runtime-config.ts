import { z } from 'zod';

export const ENVIRONMENTS = ['production', 'test', 'development'] as const;

/** `/config.json`: what one build of the web app needs to know about where it runs. */
export const runtimeConfig = z.object({
  environment: z.enum(ENVIRONMENTS),
  apiBase: z.string(),
  /** The provider's public web site; contract renewal (spec §4.1 step 7) continues there. */
  publicSiteUrl: z.string(),
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
