import { endpointName } from '@mina-sidor/shared';
import { staffEndpoints } from '@mina-sidor/shared/staff';
import { writeAudit } from '../../auth/audit.ts';
import { route, type Module } from '../../http/module.ts';
import { searchCustomers } from './repository.ts';
import { searchTermsKind } from './rules.ts';

export const staffModule: Module = {
  name: 'staff',
  routes: () => [
    route(staffEndpoints.customerSearch, async ({ db, query, caller }) => {
      const hits = await searchCustomers(db, query.q);
      // A search shows up to 50 names and personnummer: audited like a read of one customer (decision 0002).
      await writeAudit(db, caller, {
        action: endpointName(staffEndpoints.customerSearch),
        customerId: null,
        detail: { terms: searchTermsKind(query.q), results: hits.length },
      });
      return hits;
    }),
  ],
};
