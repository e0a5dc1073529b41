import type { Customer } from '@mina-sidor/shared/customer';
import type { Invoice } from '@mina-sidor/shared/overview';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@/lib/number-format.ts';
import { longDate, swedishToday } from '@/lib/swedish.ts';
import { OverviewCard } from './overview-card.tsx';
import { invoiceStatus, monthName, type InvoiceStatus } from './overview-text.ts';

const STATUS_COLORS: Record<InvoiceStatus, 'success' | 'default' | 'error'> = { Betald: 'success', Obetald: 'default', Förfallen: 'error' };

/** The newest invoice: amount, due date, paid or not. */
export function InvoiceCard({ invoice, customer }: { invoice: Invoice | null; customer: Customer }) {
  if (!invoice) {
    return (
      <OverviewCard title="Senaste fakturan">
        <Typography>Du har inga fakturor ännu.</Typography>
      </OverviewCard>
    );
  }
  const status = invoiceStatus(invoice, swedishToday());
  // With several accounts, say which one the invoice is for.
  const account = customer.customerAccounts.length > 1 ? customer.customerAccounts.find((a) => a.customerAccountId === invoice.customerAccountId) : undefined;
  return (
    <OverviewCard title="Senaste fakturan">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>{formatMoney(invoice.amountOre)}</Typography>
        <Chip label={status} color={STATUS_COLORS[status]} size="small" sx={{ fontWeight: 700 }} />
      </Stack>
      <Stack spacing={0.5}>
        <Typography>{invoice.paid && invoice.paidDate ? `Betald ${longDate(invoice.paidDate)}` : `Förfaller ${longDate(invoice.dueDate)}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          Avser {monthName(invoice.periodFrom.slice(0, 7))} · Fakturanummer {invoice.invoiceNumber}
        </Typography>
        {customer.paymentInfo.directDebit && (
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
    </OverviewCard>
  );
}
