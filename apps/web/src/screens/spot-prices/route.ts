import { lazyScreen } from '@/lib/lazy-screen.ts';
import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /el/spotpriser, "Spotpriser" (spec §2.6: an electricity child, "a tool, only for some customers";
 * issue 12 item 6). In El's group rather than under "Verktyg": its prices are those of the
 * property's electricity (the facility's price area) and it sits beside the consumption they
 * weigh (docs/decisions/0021-spot-prices.md). Visibility: rule spotPrices, electricity at the spot price (decision 0047).
 */
export const spotPricesRoute: ChildRouteDefinition = {
  path: paths.spotPrices,
  title: 'Spotpriser',
  component: lazyScreen(() => import('./spot-prices-screen.tsx'), 'SpotPricesScreen'),
  when: 'spotPrices',
};
