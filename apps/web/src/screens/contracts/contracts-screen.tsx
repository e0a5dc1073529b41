import type { Contract } from '@mina-sidor/shared/contract';
import type { Customer } from '@mina-sidor/shared/customer';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/auth/auth-context.tsx';
import { useApi } from '@/api/api-context.tsx';
import { customerQueries } from '@/api/customers/queries.ts';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { useRuntimeConfig } from '@/lib/runtime-config-context.tsx';
import { swedishToday } from '@/lib/swedish.ts';
import type { UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { ContractCard } from './contract-card.tsx';
import { contractGroups, hasEnded, mayChangeAgreements, renewalHref, type ContractGroup } from './contract-view.ts';
import { contractQueries } from './queries.ts';
import { QueryState } from '@/shell/query-state.tsx';

/**
 * /avtal (spec §2.6, §3.7, §2.10 "contracts"): the contracts of the selected property,
 * grouped by utility type, each with its prices and terms on request, and the way to renew an
 * electricity trading contract on the public site (spec §1).
 */
export function ContractsScreen() {
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  const identity = useIdentity();
  if (!selection || !customer) return <Loading />;
  const mayChange = identity !== null && mayChangeAgreements({ isLinked: selection.isLinked, isStaff: identity.isStaff });
  return <Contracts selection={selection} customer={customer} mayChange={mayChange} />;
}

interface ContractsProps {
  selection: UserSelection;
  customer: Customer;
  mayChange: boolean;
}

function Contracts({ selection, customer, mayChange }: ContractsProps) {
  const api = useApi();
  const { publicSiteUrl } = useRuntimeConfig();
  const accessToken = useAuth().user?.access_token;
  const { facilityKey, groupId, displayName } = selection.property;
  const contracts = useQuery(contractQueries.grouped(api, selection.customerId, { facilityKey, groupId }));
  // Facilities are in the cache from the selection already; a facility key stands in until they are.
  const facilities = useQuery(customerQueries.facilities(api, selection.customerId));
  // The day the page was opened decides which contracts have ended; it need not tick.
  const [today] = useState(() => swedishToday());
  const groups = useMemo(() => (contracts.data ? contractGroups(contracts.data) : []), [contracts.data]);

  const card = (contract: Contract) => (
    <ContractCard
      key={contract.contractId}
      customerId={selection.customerId}
      contract={contract}
      facilityName={facilities.data?.find((f) => f.facilityKey === contract.facilityKey)?.displayName ?? contract.facilityKey}
      ended={hasEnded(contract, today)}
      renewal={accessToken ? renewalHref(contract, { mayChange, publicSiteUrl, customer, accessToken }) : null}
    />
  );

  return (
    <Stack spacing={4}>
      <PageHeader subtitle={displayName} />
      <QueryState query={contracts} loading="Laddar avtalen...">
        {() =>
          groups.length === 0 ? (
            <Alert severity="info">{displayName ? `Det finns inga avtal för ${displayName}.` : 'Det finns inga avtal att visa.'}</Alert>
          ) : (
            groups.map((group) => <GroupSection key={group.name} group={group} card={card} />)
          )
        }
      </QueryState>
    </Stack>
  );
}

/** One utility type's contracts under its heading. */
function GroupSection({ group, card }: { group: ContractGroup; card: (contract: Contract) => ReactNode }) {
  return (
    <Section title={group.heading}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {group.contracts.map(card)}
      </Box>
    </Section>
  );
}
