import { paths } from '@/lib/paths.ts';
import type { ChildRouteDefinition } from '@/shell/route-definition.ts';

/**
 * /fjarrvarme/avtal (spec §2.6 district heating child avtal): sign a service or
 * operating agreement for the substation, and book its service visits. Linked users and staff see
 * it and read; the page's title and text say who signs, and the API refuses their changes.
 */
export const districtHeatingContractRoute: ChildRouteDefinition = {
  path: paths.districtHeatingContract,
  title: 'Avtal och service',
  screen: () => import('./district-heating-contract-screen.tsx').then((module) => module.DistrictHeatingContractScreen),
};
