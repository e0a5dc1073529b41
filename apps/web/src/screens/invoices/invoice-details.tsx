import { type InvoiceDetail, invoiceTotals } from '@mina-sidor/shared/invoice';
import { VAT_LABELS } from '@mina-sidor/shared/money';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useId } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { formatMoney } from '@/lib/number-format.ts';
import { QueryState } from '@/shell/query-state.tsx';
import { ActionButton } from '@/ui/action-button.tsx';
import { DataTable } from '@/ui/data-table.tsx';
import { type Fact, Facts } from '@/ui/facts.tsx';
import { lineColumns, lineGroups, PAYMENT_METHOD_NAMES } from './invoice-view.ts';
import { downloadInvoicePdf, invoiceQueries } from './queries.ts';

/** An opened invoice: its facts, its lines with VAT and total, and its PDF. */
export function InvoiceDetails({ customerId, invoiceId }: { customerId: string; invoiceId: string }) {
  const api = useApi();
  const detail = useQuery(invoiceQueries.detail(api, customerId, invoiceId));
  return (
    <QueryState query={detail} loading="Laddar fakturan...">
      {(invoice) => <Details customerId={customerId} invoice={invoice} />}
    </QueryState>
  );
}

function Details({ customerId, invoice }: { customerId: string; invoice: InvoiceDetail }) {
  const api = useApi();
  const download = useMutation({ mutationFn: () => downloadInvoicePdf(api, customerId, invoice) });
  const { yourReference, costCentre, orderNumber } = invoice.references;
  // A fact marked wide takes two columns: the period and the 16-digit OCR number stay on one line.
  const facts: Fact[] = [
    ['Period', `${invoice.periodFrom} – ${invoice.periodTo}`, true],
    ['Fakturadatum', invoice.issueDate],
    ['Förfallodag', invoice.dueDate],
    ['OCR-nummer', invoice.ocr, true],
    ['Bankgiro', invoice.bankgiro],
    ['Betalsätt', PAYMENT_METHOD_NAMES[invoice.paymentMethod]],
    ...(yourReference ? [['Er referens', yourReference] as Fact] : []),
    ...(costCentre ? [['Kostnadsställe', costCentre] as Fact] : []),
    ...(orderNumber ? [['Ordernummer', orderNumber] as Fact] : []),
  ];
  const basis = VAT_LABELS[invoice.vatBasis];

  return (
    <Stack spacing={2.5}>
      <Facts facts={facts} minColumnWidth="9.5rem" />
      <DataTable
        frame="card"
        caption="Fakturarader"
        hideCaption
        columns={[
          { label: 'Beskrivning' },
          // Under the description on a phone, in columns of their own on a wider screen.
          { label: 'Antal', numeric: true, wideOnly: true },
          { label: `À-pris ${basis}`, numeric: true, wideOnly: true },
          { label: `Belopp ${basis}`, numeric: true },
        ]}
        groups={lineGroups(invoice.shownLines).map((group) => ({
          heading: group.heading,
          rows: group.lines.map((line, index) => {
            const columns = lineColumns(line);
            return {
              // The same description can come twice (two metering points of one facility): the position tells them apart.
              key: String(index),
              narrowNote: columns.quantity && `${columns.quantity} × ${columns.price}`,
              cells: [line.description, columns.quantity, columns.price, formatMoney(line.amountOre)],
            };
          }),
        }))}
      />
      <Box
        component="dl"
        sx={{ m: 0, ml: { sm: 'auto' }, width: { xs: '100%', sm: 320 }, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}
      >
        {invoiceTotals(invoice).map(({ label, ore, total }) => {
          const sx = total ? { fontWeight: 800, fontSize: '1.125rem', pt: 1 } : {};
          return (
            <Fragment key={label}>
              <Typography component="dt" sx={sx}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ ...sx, m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(ore)}
              </Typography>
            </Fragment>
          );
        })}
      </Box>
      {invoice.payments.length > 0 && <Payments invoice={invoice} />}
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ActionButton variant="outlined" startIcon={<DownloadIcon aria-hidden />} loading={download.isPending} onClick={() => download.mutate()}>
          Ladda ner PDF
        </ActionButton>
        {download.isError && <Alert severity="error">{errorMessage(download.error)}</Alert>}
      </Stack>
    </Stack>
  );
}

/** The payments set against the invoice, and while it is not paid in full what is left. */
function Payments({ invoice }: { invoice: InvoiceDetail }) {
  const titleId = useId();
  const amount = { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 320 } }}>
      <Typography id={titleId} variant="h4" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
        Betalningar
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}>
        {invoice.payments.map((payment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: payments have no id; two of one day and amount are two payments, in the billing system's order.
          <Fragment key={index}>
            <Typography component="dt">{payment.date}</Typography>
            <Typography component="dd" sx={amount}>
              {formatMoney(payment.amountOre)}
            </Typography>
          </Fragment>
        ))}
        {!invoice.paid && (
          <>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {invoice.amountOre < 0 ? 'Kvar att få tillbaka' : 'Kvar att betala'} {VAT_LABELS.incl}
            </Typography>
            <Typography component="dd" sx={{ ...amount, fontWeight: 700 }}>
              {formatMoney(Math.abs(invoice.remainingOre))}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}
