import { powerOfAttorneyEndpoints } from '@mina-sidor/shared/power-of-attorney';
import { route, type Module } from '../../http/module.ts';
import { demoPowersOfAttorney } from './demo-data.ts';
import { listPowersOfAttorney } from './repository.ts';

export const powersOfAttorneyModule: Module = {
  name: 'powers-of-attorney',
  routes: () => [route(powerOfAttorneyEndpoints.list, async ({ db, params }) => listPowersOfAttorney(db, params.id))],
  demoRows: demoPowersOfAttorney,
};
