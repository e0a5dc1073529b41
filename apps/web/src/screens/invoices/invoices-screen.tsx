import type { Customer } from '@mina-sidor/shared/customer';
import { type VatBasis, vatBasisOf } from '@mina-sidor/shared/money';
import { paymentMethodOf, type InvoiceList, type InvoiceListQuery } from '@mina-sidor/shared/invoice';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useApi } from '@/api/api-context.tsx';
import { useQuery } from '@/api/use-query.ts';
import { paths } from '@/lib/paths.ts';
import type { UserSelection } from '@/selection/selection.ts';
import { useCurrentSelection } from '@/selection/selection-context.tsx';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { useHasRoute } from '@/shell/current-route.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageHeader } from '@/shell/page-header.tsx';
import { Section } from '@/ui/section.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { InvoiceItem } from './invoice-item.tsx';
import { paymentMethodText, serviceName } from './invoice-view.ts';
import { invoiceQueries } from './queries.ts';

/**
 * /fakturor (spec §2.6, §2.10 "invoices"): the selected account's invoices, newest first,
 * filtered by year and service, each opening with its lines and its PDF; and how the customer pays.
 */
export function InvoicesScreen() {
  const selection = useCurrentSelection();
  const customer = useSelectedCustomer(selection).data;
  if (!selection || !customer) return <Loading />;
  return <Invoices selection={selection} customer={customer} />;
}

interface Filter {
  year: string;
  service: string;
}
const ALL: Filter = { year: '', service: '' };

function Invoices({ selection, customer }: { selection: UserSelection; customer: Customer }) {
  const api = useApi();
  const [filter, setFilter] = useState<Filter>(ALL);
  const query: InvoiceListQuery = {
    customerAccountId: selection.customerAccountId ?? undefined,
    year: filter.year || undefined,
    service: (filter.service || undefined) as InvoiceListQuery['service'],
  };
  const list = useQuery(invoiceQueries.list(api, selection.customerId, query));
  // With several accounts, say whose invoices these are.
  const account = customer.customerAccounts.length > 1 ? customer.customerAccounts.find((a) => a.customerAccountId === selection.customerAccountId) : undefined;

  return (
    <Stack spacing={3}>
      <PageHeader subtitle={account?.name} />
      <HowYouPay customer={customer} bankgiro={list.data?.invoices[0]?.bankgiro ?? null} />
      <QueryState query={list} isEmpty={(data) => data.years.length === 0} empty={<NoInvoices />}>
        {(data) => (
          <InvoiceResults
            customerId={selection.customerId}
            basis={vatBasisOf(customer)}
            list={data}
            filter={filter}
            onFilter={setFilter}
            updating={list.isPlaceholderData}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function HowYouPay({ customer, bankgiro }: { customer: Customer; bankgiro: string | null }) {
  const mayChangeReferences = useHasRoute(paths.invoiceReferences);
  const hasEvenPayment = useHasRoute(paths.evenPayment);
  return (
    <Section title="Så betalar du" card spacing={1}>
      <Typography>{paymentMethodText(paymentMethodOf(customer.paymentInfo), bankgiro)}</Typography>
      {mayChangeReferences && (
        <Typography color="text.secondary">
          Vill ni ha er referens, kostnadsställe eller ordernummer på fakturorna?{' '}
          <Link component={RouterLink} to={paths.invoiceReferences}>
            Ändra fakturareferens
          </Link>
        </Typography>
      )}
      {hasEvenPayment && (
        <Typography color="text.secondary">
          Vill du betala lika mycket varje månad?{' '}
          <Link component={RouterLink} to={paths.evenPayment}>
            Utjämnad betalning
          </Link>
        </Typography>
      )}
    </Section>
  );
}

interface ResultsProps {
  customerId: string;
  /** The customer's VAT basis: what the totals say beside them. */
  basis: VatBasis;
  list: InvoiceList;
  filter: Filter;
  onFilter: (filter: Filter) => void;
  /** The last filter's invoices are shown while the new filter's load. */
  updating: boolean;
}

function InvoiceResults({ customerId, basis, list, filter, onFilter, updating }: ResultsProps) {
  const headingId = useId();
  const count = list.invoices.length;
  return (
    <Section title="Dina fakturor" headingId={headingId}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {list.years.length > 1 && (
          <TextField
            select
            label="År"
            value={filter.year}
            onChange={(event) => onFilter({ ...filter, year: event.target.value })}
            // “Alla …” is a value shown in the field: the label stays above it.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160 }}
          >
            <option value="">Alla år</option>
            {list.years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </TextField>
        )}
        {list.services.length > 1 && (
          <TextField
            select
            label="Tjänst"
            value={filter.service}
            onChange={(event) => onFilter({ ...filter, service: event.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="">Alla tjänster</option>
            {list.services.map((service) => (
              <option key={service} value={service}>
                {serviceName(service)}
              </option>
            ))}
          </TextField>
        )}
        <Typography role="status" color="text.secondary">
          {count === 1 ? '1 faktura' : `${count} fakturor`}
        </Typography>
      </Stack>
      {count === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onFilter(ALL)}>
              Visa alla fakturor
            </Button>
          }
        >
          Det finns inga fakturor för det du har valt.
        </Alert>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} aria-busy={updating} spacing={2} sx={{ m: 0, p: 0, listStyle: 'none', opacity: updating ? 0.6 : 1 }}>
          {list.invoices.map((invoice) => (
            <InvoiceItem key={invoice.invoiceId} customerId={customerId} invoice={invoice} basis={basis} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function NoInvoices() {
  return (
    <Section title="Inga fakturor ännu" card spacing={1}>
      <Typography color="text.secondary">Fakturorna visas här när de har skickats. Vi fakturerar i början av varje månad för månaden innan.</Typography>
    </Section>
  );
}
