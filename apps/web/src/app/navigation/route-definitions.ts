import { paths } from '@/lib/paths.ts';
import { lazyScreen } from '../lazy-screen.ts';
import type { RouteDefinition } from './route-table.ts';

const LandingScreen = lazyScreen(() => import('@/screens/landing/landing-screen.tsx'), 'LandingScreen');
const ElectricityConsumptionScreen = lazyScreen(() => import('@/screens/consumption/electricity-consumption-screen.tsx'), 'ElectricityConsumptionScreen');
const ElectricitySurplusScreen = lazyScreen(() => import('@/screens/consumption/electricity-surplus-screen.tsx'), 'ElectricitySurplusScreen');

/**
 * The main shell's route table (spec §2.6) as data. A route is added here
 * once its screen exists: no placeholder pages. Visibility is named rules
 * (access.ts) and services; see docs/decisions/0006-route-visibility.md for
 * the rows still to come and the rules they will use.
 */
export const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  { path: paths.home, title: 'Översikt', section: 'overview', component: LandingScreen },
  {
    path: paths.electricity,
    title: 'El',
    section: 'services',
    infraService: 'EL',
    redirect: paths.electricityConsumption,
    children: [
      { path: paths.electricityConsumption, title: 'Elförbrukning', component: ElectricityConsumptionScreen },
      { path: paths.electricitySurplus, title: 'Elöverskott', component: ElectricitySurplusScreen, when: 'electricityProduction' },
    ],
  },
];
