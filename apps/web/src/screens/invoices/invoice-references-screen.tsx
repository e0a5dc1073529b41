import type { AccountInvoiceReferences } from '@mina-sidor/shared/invoice';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { useIdentity } from '@/auth/use-identity.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { ReferenceForm, ReferenceSummary } from './reference-form.tsx';
import { invoiceQueries } from './queries.ts';

/**
 * /fakturor/andra-fakturareferens/ (spec §2.6, §2.10 "invoice reference"): the references
 * printed on an account's next invoices. Linked users do not have the page (route rule notLinked,
 * and the API refuses them); staff read them, only the customer changes them.
 */
export function InvoiceReferencesScreen() {
  const selection = useCurrentSelection();
  const identity = useIdentity();
  if (!selection || !identity) return <Loading />;
  return (
    <InvoiceReferences customerId={selection.customerId} selectedAccountId={selection.customerAccountId} mayChange={!identity.isStaff && !selection.isLinked} />
  );
}

interface Props {
  customerId: string;
  selectedAccountId: string | null;
  mayChange: boolean;
}

function InvoiceReferences({ customerId, selectedAccountId, mayChange }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const listQuery = invoiceQueries.references(api, customerId);
  // A form starts from what the server has now, not from a cache restored hours later (spec §9).
  const list = useQuery({ ...listQuery, refetchOnMount: 'always' });
  const [chosen, setChosen] = useState<string | null>(selectedAccountId);

  const accounts = list.data ?? [];
  const account = accounts.find((a) => a.customerAccountId === chosen) ?? accounts[0];

  function saved(stored: AccountInvoiceReferences) {
    queryClient.setQueryData(listQuery.queryKey, (current) => current?.map((a) => (a.customerAccountId === stored.customerAccountId ? stored : a)));
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <PageHeader subtitle="Referenserna skrivs på fakturan, så att den hamnar rätt hos er: hos rätt person, på rätt kostnadsställe eller beställning." />
      <QueryState query={list}>
        {() =>
          !account ? (
            <Alert severity="info">Det finns inget kundkonto att ange fakturareferenser för.</Alert>
          ) : (
            <>
              {accounts.length > 1 && (
                <TextField
                  select
                  label="Kundkonto"
                  value={account.customerAccountId}
                  onChange={(event) => setChosen(event.target.value)}
                  slotProps={{ select: { native: true } }}
                >
                  {accounts.map((a) => (
                    <option key={a.customerAccountId} value={a.customerAccountId}>
                      {a.accountName} ({a.customerAccountId})
                    </option>
                  ))}
                </TextField>
              )}
              {mayChange ? (
                // A new form for another account.
                <ReferenceForm key={account.customerAccountId} customerId={customerId} account={account} onSaved={saved} />
              ) : (
                <>
                  <Alert severity="info" role="note">
                    Du ser kundens fakturareferenser som personal. Kunden ändrar dem själv här på Mina sidor.
                  </Alert>
                  <ReferenceSummary account={account} />
                </>
              )}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
