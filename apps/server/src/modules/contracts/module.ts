import { contractEndpoints } from '@mina-sidor/shared/contract';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { demoContracts } from './demo-data.ts';
import { findContractDetails, listContracts } from './repository.ts';
import { groupByUtilityType } from './rules.ts';

export const contractsModule: Module = {
  name: 'contracts',
  routes: () => [
    route(contractEndpoints.list, async ({ db, params, query }) => listContracts(db, params.id, query)),
    route(contractEndpoints.grouped, async ({ db, params, query }) => groupByUtilityType(await listContracts(db, params.id, query))),
    route(contractEndpoints.details, async ({ db, params }) => found(await findContractDetails(db, params.id, params.contractId), 'Avtalet hittades inte.')),
  ],
  demoRows: demoContracts,
};
