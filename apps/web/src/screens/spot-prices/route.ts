import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/spotpriser, "Ditt elpris" (spec §2.6: an electricity child). In El's
 * group rather than under "Verktyg": its prices are those of the property's electricity (the customer's
 * contract, the facility's price area) and it sits beside the consumption they weigh
 * (docs/decisions/0021-spot-prices.md). Visibility: rule spotPrices, a facility with electricity (decision 0072).
 */
export const spotPricesRoute: ChildRouteDefinition = {
  path: paths.spotPrices,
  title: 'Ditt elpris',
  screen: () => import('./spot-prices-screen.tsx').then((module) => module.SpotPricesScreen),
  when: 'spotPrices',
};
