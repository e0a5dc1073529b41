import { lazyScreen } from '@/lib/lazy-screen.ts';
import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/** "El" in the sidebar: its consumption pages; /el itself leads to Elförbrukning. */
export const electricityRoute: RouteDefinition = {
  path: '/el',
  title: 'El',
  section: 'services',
  infraService: 'EL',
  redirect: paths.electricityConsumption,
  children: [
    {
      path: paths.electricityConsumption,
      title: 'Elförbrukning',
      component: lazyScreen(() => import('./electricity-consumption-screen.tsx'), 'ElectricityConsumptionScreen'),
    },
    {
      path: '/el/eloverskott',
      title: 'Elöverskott',
      component: lazyScreen(() => import('./electricity-surplus-screen.tsx'), 'ElectricitySurplusScreen'),
      when: 'electricityProduction',
    },
  ],
};
