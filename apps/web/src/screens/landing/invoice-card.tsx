import type { Customer } from '@mina-sidor/shared/customer';
import { type Invoice, totalBasisText } from '@mina-sidor/shared/invoice';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, paymentText } from '@/lib/invoice-status.ts';
import { formatMoney } from '@/lib/number-format.ts';
import { vatBasisOf } from '@mina-sidor/shared/money';
import { paths } from '@/lib/paths.ts';
import { longDate } from '@/lib/swedish.ts';
import { OverviewCard } from './overview-card.tsx';
import { monthName } from './overview-text.ts';

/** The newest invoice: amount, due date, its status (the server's); the way to all invoices. */
export function InvoiceCard({ invoice, customer }: { invoice: Invoice | null; customer: Customer }) {
  const allInvoices = (
    <Link component={RouterLink} to={paths.invoices} sx={{ alignSelf: 'flex-start', fontWeight: 700 }}>
      Alla fakturor
    </Link>
  );
  if (!invoice) {
    return (
      <OverviewCard title="Senaste fakturan">
        <Typography>Du har inga fakturor ännu.</Typography>
        {allInvoices}
      </OverviewCard>
    );
  }
  // With several accounts, say which one the invoice is for.
  const account = customer.customerAccounts.length > 1 ? customer.customerAccounts.find((a) => a.customerAccountId === invoice.customerAccountId) : undefined;
  return (
    <OverviewCard title="Senaste fakturan">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>{formatMoney(invoice.amountOre)}</Typography>
        <Chip label={INVOICE_STATUS_LABELS[invoice.status]} color={INVOICE_STATUS_COLORS[invoice.status]} size="small" sx={{ fontWeight: 700 }} />
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {totalBasisText(invoice, vatBasisOf(customer))}
        </Typography>
        <Typography>{paymentText(invoice, longDate)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Avser {monthName(invoice.periodFrom.slice(0, 7))} · Fakturanummer {invoice.invoiceNumber}
        </Typography>
        {invoice.paymentMethod === 'autogiro' && (
          <Typography variant="body2" color="text.secondary">
            Betalas med autogiro
          </Typography>
        )}
        {account && (
          <Typography variant="body2" color="text.secondary">
            {account.name}
          </Typography>
        )}
      </Stack>
      {allInvoices}
    </OverviewCard>
  );
}
