import { contractEndpoints } from '@mina-sidor/shared/contract';
import { found } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { findVatBasis } from '../customers/index.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { vatPercentFor } from '../price-lists/index.ts';
import { findContractDetails, listContracts } from './repository.ts';
import { detailsOnBasis, groupByUtilityType } from './rules.ts';

export const contractsModule: Module = {
  name: 'contracts',
  routes: ({ priceLists }) => [
    route(contractEndpoints.list, async ({ db, params, query }) => listContracts(db, params.id, query)),
    route(contractEndpoints.grouped, async ({ db, params, query }) => groupByUtilityType(await listContracts(db, params.id, query))),
    route(contractEndpoints.details, async ({ db, params }) => {
      const details = found(await findContractDetails(db, params.id, params.contractId), 'Avtalet hittades inte.');
      const basis = await findVatBasis(db, params.id);
      // The prices in force now, at the VAT rate in force now (decision 0052).
      return detailsOnBasis(details, basis, vatPercentFor(basis, swedishToday(), (await priceLists.current()).lists.vat));
    }),
  ],
};
