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
    {
      path: paths.electricitySubMetering,
      title: 'Undermätning el',
      component: lazyScreen(() => import('./sub-metering-screens.tsx'), 'ElectricitySubMeteringScreen'),
      when: 'electricitySubMetering',
    },
  ],
};

/** "Fjärrvärme" in the sidebar (spec §2.6): /fjarrvarme leads to Fjärrvärmeförbrukning; sub-metering where there are sub-meters. */
export const districtHeatingRoute: RouteDefinition = {
  path: '/fjarrvarme',
  title: 'Fjärrvärme',
  section: 'services',
  infraService: 'FJV',
  redirect: paths.districtHeatingConsumption,
  children: [
    {
      path: paths.districtHeatingConsumption,
      title: 'Fjärrvärmeförbrukning',
      component: lazyScreen(() => import('./district-heating-consumption-screen.tsx'), 'DistrictHeatingConsumptionScreen'),
    },
    {
      path: paths.districtHeatingSubMetering,
      title: 'Undermätning fjärrvärme',
      component: lazyScreen(() => import('./sub-metering-screens.tsx'), 'DistrictHeatingSubMeteringScreen'),
      when: 'districtHeatingSubMetering',
    },
  ],
};

/** "Vatten och avlopp" in the sidebar (spec §2.6): /vatten-avlopp leads to Vattenförbrukning. */
export const waterRoute: RouteDefinition = {
  path: '/vatten-avlopp',
  title: 'Vatten och avlopp',
  section: 'services',
  infraService: 'VA',
  redirect: paths.waterConsumption,
  children: [
    {
      path: paths.waterConsumption,
      title: 'Vattenförbrukning',
      component: lazyScreen(() => import('./water-consumption-screen.tsx'), 'WaterConsumptionScreen'),
    },
    {
      path: paths.waterSubMetering,
      title: 'Undermätning vatten',
      component: lazyScreen(() => import('./sub-metering-screens.tsx'), 'WaterSubMeteringScreen'),
      when: 'waterSubMetering',
    },
  ],
};

/** "Fjärrkyla" in the sidebar (spec §2.6), where the property has district cooling. */
export const districtCoolingRoute: RouteDefinition = {
  path: paths.districtCooling,
  title: 'Fjärrkyla',
  section: 'services',
  infraService: 'FJK',
  component: lazyScreen(() => import('./district-cooling-consumption-screen.tsx'), 'DistrictCoolingConsumptionScreen'),
};

/** "Tappvarmvatten" in the sidebar (spec §2.6), where the property's tap hot water is metered. */
export const tapHotWaterRoute: RouteDefinition = {
  path: paths.tapHotWater,
  title: 'Tappvarmvatten',
  section: 'services',
  infraService: 'TVV',
  component: lazyScreen(() => import('./tap-hot-water-consumption-screen.tsx'), 'TapHotWaterConsumptionScreen'),
};
