import { z } from 'zod/mini';

export const ENVIRONMENTS = ['production', 'test', 'development'] as const;

/** A Google Tag Manager container id, e.g. GTM-AB12CD3. */
export const TAG_MANAGER_CONTAINER_ID = /^GTM-[A-Z0-9]+$/;
/** Where the tag manager's script comes from; the server's CSP allows it only when a container is configured. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

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
  /** Spec §7: the error-reporting service (a Sentry DSN); null when none is configured. */
  errorReporting: z.nullable(z.object({ dsn: z.url() })),
  /** Spec §7: the tag-manager container the analytics data layer feeds; null when none is configured. */
  tagManager: z.nullable(z.object({ containerId: z.string().check(z.regex(TAG_MANAGER_CONTAINER_ID)) })),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;
