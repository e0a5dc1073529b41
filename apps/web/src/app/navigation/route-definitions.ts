import { casesRoute } from '@/screens/cases/route.ts';
import { districtCoolingRoute, districtHeatingRoute, electricityRoute, tapHotWaterRoute, waterRoute } from '@/screens/consumption/route.ts';
import { accountRedirectRoute, contactDetailsRoute } from '@/screens/contact-details/route.ts';
import { contractsRoute } from '@/screens/contracts/route.ts';
import { districtHeatingContractRoute } from '@/screens/district-heating-contract/route.ts';
import { districtHeatingDetailRoutes } from '@/screens/district-heating/route.ts';
import { evenPaymentRoute } from '@/screens/even-payment/route.ts';
import { gridCostRoute } from '@/screens/grid-cost/route.ts';
import { groupReportRoute } from '@/screens/group-report/route.ts';
import { groupStructureRoute } from '@/screens/group-structure/route.ts';
import { hanPortRoute } from '@/screens/han-port/route.ts';
import { heatingComparisonRoute } from '@/screens/heating-comparison/route.ts';
import { highVoltageRoute } from '@/screens/high-voltage/route.ts';
import { invoicesRoute } from '@/screens/invoices/route.ts';
import { landingRoute } from '@/screens/landing/route.ts';
import { messagesRoute } from '@/screens/messages/route.ts';
import { meterReadingsRoute } from '@/screens/meter-readings/route.ts';
import { outageNotificationRoute } from '@/screens/outage-notification/route.ts';
import { peakPowerRoutes } from '@/screens/peak-power/route.ts';
import { powerHubRoute } from '@/screens/power-hub/route.ts';
import { powersOfAttorneyRoute } from '@/screens/powers-of-attorney/route.ts';
import { reportsRoute } from '@/screens/reports/route.ts';
import { spotPricesRoute } from '@/screens/spot-prices/route.ts';
import { usersRoute } from '@/screens/users/route.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/**
 * The main shell's route table (spec §2.6): one declaration per screen, each
 * in its screen's folder. A route is added here once its screen exists: no
 * placeholder pages. Visibility is named rules (shell/access.ts) and
 * services; see docs/decisions/0006-route-visibility.md for the rows still to
 * come and the rules they will use.
 */
export const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  landingRoute,
  // El's children declared by other screens' folders (spec §2.6) sit with the electricity pages.
  {
    ...electricityRoute,
    children: [
      ...(electricityRoute.children ?? []),
      hanPortRoute,
      highVoltageRoute,
      powerHubRoute,
      gridCostRoute,
      ...peakPowerRoutes,
      spotPricesRoute,
      powersOfAttorneyRoute,
    ],
  },
  // District heating's and water's children declared by other screens' folders, the same way.
  {
    ...districtHeatingRoute,
    children: [...(districtHeatingRoute.children ?? []), ...districtHeatingDetailRoutes, heatingComparisonRoute, districtHeatingContractRoute],
  },
  { ...waterRoute, children: [...(waterRoute.children ?? []), meterReadingsRoute] },
  districtCoolingRoute,
  tapHotWaterRoute,
  contractsRoute,
  invoicesRoute,
  evenPaymentRoute,
  usersRoute,
  contactDetailsRoute,
  accountRedirectRoute,
  messagesRoute,
  outageNotificationRoute,
  casesRoute,
  reportsRoute,
  groupReportRoute,
  groupStructureRoute,
];
