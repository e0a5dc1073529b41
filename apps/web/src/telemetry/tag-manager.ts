import { TAG_MANAGER_ORIGIN, type RuntimeConfig } from '@mina-sidor/shared';
import { TRACKING_ENVIRONMENTS, windowDataLayer } from './tracking.ts';

export const tagManagerScriptUrl = (containerId: string) => `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;

export interface TagManagerOptions {
  environment: RuntimeConfig['environment'];
  tagManager: RuntimeConfig['tagManager'];
  document?: Document;
  dataLayer?: () => unknown[];
  now?: () => number;
}

/**
 * Spec §7: the tag manager reads the data layer, only on the production and
 * test hosts. Google's loader, without its inline snippet (the CSP allows no
 * inline script): the start event onto the data layer, then gtm.js as an
 * external script. Loading twice adds nothing. Returns whether the container
 * is on the page.
 */
export function loadTagManager({
  environment,
  tagManager,
  document = window.document,
  dataLayer = windowDataLayer,
  now = Date.now,
}: TagManagerOptions): boolean {
  if (!tagManager || !TRACKING_ENVIRONMENTS.includes(environment)) return false;
  const src = tagManagerScriptUrl(tagManager.containerId);
  if (Array.from(document.scripts).some((script) => script.src === src)) return true;
  dataLayer().push({ 'gtm.start': now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
  return true;
}
