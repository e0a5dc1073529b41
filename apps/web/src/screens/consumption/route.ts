import { paths } from '@/lib/paths.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';

/** "El" in the sidebar: its consumption pages; /el itself leads to Elförbrukning. */
export const electricityRoute: RouteDefinition = {
  path: paths.electricity,
  title: 'El',
  section: 'services',
  infraService: 'EL',
  redirect: paths.electricityConsumption,
  children: [
    {
      path: paths.electricityConsumption,
      title: 'Elförbrukning',
      screen: () => import('./electricity-consumption-screen.tsx').then((module) => module.ElectricityConsumptionScreen),
    },
    {
      path: paths.electricitySurplus,
      title: 'Elöverskott',
      screen: () => import('./electricity-surplus-screen.tsx').then((module) => module.ElectricitySurplusScreen),
      when: 'electricityProduction',
    },
    {
      path: paths.electricitySubMetering,
      title: 'Undermätning el',
      screen: () => import('./sub-metering-screens.tsx').then((module) => module.ElectricitySubMeteringScreen),
      when: 'electricitySubMetering',
    },
  ],
};

/** "Fjärrvärme" in the sidebar (spec §2.6): /fjarrvarme leads to Fjärrvärmeförbrukning; sub-metering where there are sub-meters. */
export const districtHeatingRoute: RouteDefinition = {
  path: paths.districtHeating,
  title: 'Fjärrvärme',
  section: 'services',
  infraService: 'FJV',
  redirect: paths.districtHeatingConsumption,
  children: [
    {
      path: paths.districtHeatingConsumption,
      title: 'Fjärrvärmeförbrukning',
      screen: () => import('./district-heating-consumption-screen.tsx').then((module) => module.DistrictHeatingConsumptionScreen),
    },
    {
      path: paths.districtHeatingSubMetering,
      title: 'Undermätning fjärrvärme',
      screen: () => import('./sub-metering-screens.tsx').then((module) => module.DistrictHeatingSubMeteringScreen),
      when: 'districtHeatingSubMetering',
    },
  ],
};

/** "Vatten och avlopp" in the sidebar (spec §2.6): /vatten-avlopp leads to Vattenförbrukning. */
export const waterRoute: RouteDefinition = {
  path: paths.water,
  title: 'Vatten och avlopp',
  section: 'services',
  infraService: 'VA',
  redirect: paths.waterConsumption,
  children: [
    {
      path: paths.waterConsumption,
      title: 'Vattenförbrukning',
      screen: () => import('./water-consumption-screen.tsx').then((module) => module.WaterConsumptionScreen),
    },
    {
      path: paths.waterSubMetering,
      title: 'Undermätning vatten',
      screen: () => import('./sub-metering-screens.tsx').then((module) => module.WaterSubMeteringScreen),
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
  screen: () => import('./district-cooling-consumption-screen.tsx').then((module) => module.DistrictCoolingConsumptionScreen),
};

/** "Tappvarmvatten" in the sidebar (spec §2.6), where the property's tap hot water is metered. */
export const tapHotWaterRoute: RouteDefinition = {
  path: paths.tapHotWater,
  title: 'Tappvarmvatten',
  section: 'services',
  infraService: 'TVV',
  screen: () => import('./tap-hot-water-consumption-screen.tsx').then((module) => module.TapHotWaterConsumptionScreen),
};
