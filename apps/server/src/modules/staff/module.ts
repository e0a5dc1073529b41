import { staffEndpoints } from '@mina-sidor/shared/staff';
import { route, type Module } from '../../http/module.ts';
import { searchCustomers } from './repository.ts';

export const staffModule: Module = {
  name: 'staff',
  routes: () => [route(staffEndpoints.customerSearch, async ({ db, query }) => searchCustomers(db, query.q))],
};
