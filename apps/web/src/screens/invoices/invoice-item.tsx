import { type Invoice, totalBasisText } from '@mina-sidor/shared/invoice';
import type { VatBasis } from '@mina-sidor/shared/money';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, paymentText } from '@/lib/invoice-status.ts';
import { formatMoney } from '@/lib/number-format.ts';
import { Disclosure } from '@/ui/disclosure.tsx';
import { Card } from '@/ui/section.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { periodTitle, serviceName } from './invoice-view.ts';

/** One invoice in the list: the month, amount, due date and status; its lines and PDF on request. */
export function InvoiceItem({ customerId, invoice, basis }: { customerId: string; invoice: Invoice; basis: VatBasis }) {
  const titleId = useId();
  return (
    <Card component="li" labelledBy={titleId}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h3">
              {periodTitle(invoice.periodFrom)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Faktura {invoice.invoiceNumber} · {invoice.services.map(serviceName).join(', ')}
            </Typography>
          </Box>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end', ml: 'auto' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Chip label={INVOICE_STATUS_LABELS[invoice.status]} color={INVOICE_STATUS_COLORS[invoice.status]} size="small" sx={{ fontWeight: 700 }} />
              <Typography sx={{ fontSize: '1.25rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.amountOre)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {totalBasisText(invoice, basis)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {paymentText(invoice, (date) => date)}
            </Typography>
          </Stack>
        </Stack>
        <Disclosure show="Visa fakturan" hide="Dölj fakturan" describedBy={titleId}>
          {() => <InvoiceDetails customerId={customerId} invoiceId={invoice.invoiceId} />}
        </Disclosure>
      </Stack>
    </Card>
  );
}
