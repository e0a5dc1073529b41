import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** Staff: the events the provider's systems have not taken (decision 0049). */
export const webhookDeliveriesRoute: FramedRouteDefinition = {
  path: paths.webhookDeliveries,
  access: 'signedIn',
  screen: () => import('./webhook-deliveries-screen.tsx').then((module) => module.WebhookDeliveriesScreen),
};
