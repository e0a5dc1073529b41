import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /vatten-avlopp/avlasning (spec §2.6, the water child): "Lämna mätarställning"
 * where the property's water is read by the customer, a list of the readings elsewhere.
 */
export const meterReadingsRoute: ChildRouteDefinition = {
  path: paths.meterReadings,
  title: 'Mätarställningar',
  retitled: { when: 'manualWaterReading', title: 'Lämna mätarställning' },
  screen: () => import('./meter-readings-screen.tsx').then((module) => module.MeterReadingsScreen),
};
