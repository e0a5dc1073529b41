import type { HanPort, HanPortStatus } from '@mina-sidor/shared/han-port';
import { longDate } from '@/lib/swedish.ts';

export const STATUS_LABELS: Record<HanPortStatus, string> = { inactive: 'Inte aktiverad', requested: 'Aktivering beställd', active: 'Aktiv' };

/** What the state means for the customer, in one sentence. */
export function statusText(port: HanPort): string {
  if (port.status === 'active') return port.activatedAt ? `Porten är aktiv sedan ${longDate(port.activatedAt)}.` : 'Porten är aktiv.';
  if (port.status === 'requested') {
    const since = port.requestedAt ? ` ${longDate(port.requestedAt)}` : '';
    return `Du beställde aktivering${since}. Porten aktiveras inom några arbetsdagar.`;
  }
  return 'Porten är avstängd. Beställ aktivering om du vill ansluta egen utrustning.';
}
