import type { EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '@/api/api-context.tsx';
import { errorMessage } from '@/api/client.ts';
import { useQuery } from '@/api/use-query.ts';
import { moneyOn } from '@mina-sidor/shared/money';
import { formatMoney } from '@/lib/number-format.ts';
import { addMonths, longDate, monthName } from '@/lib/swedish.ts';
import { useSelectedCustomer } from '@/selection/use-selected-customer.ts';
import { Loading } from '@/shell/loading.tsx';
import { useViewer, type Viewer } from '@/shell/viewer.ts';
import { PageHeader } from '@/shell/page-header.tsx';
import { QueryState } from '@/shell/query-state.tsx';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { type FactColumns, Facts } from '@/ui/facts.tsx';
import { Section } from '@/ui/section.tsx';
import { balanceText, doneText, endQuestion, invoiceText, monthRange, perMonth, signedMoney, signUpQuestion } from './display.ts';
import { endEvenPayment, evenPaymentQueries, signUpForEvenPayment } from './queries.ts';

type Action = 'sign-up' | 'end';

/** Terms and their values, two columns where there is room. */
const ONE_OR_TWO: FactColumns = { xs: 1, sm: 2 };

const READ_ONLY_NOTES: Record<Exclude<Viewer, 'customer'>, string> = {
  linked: 'Du kan se beräkningen och avtalet, men bara kunden själv kan teckna eller avsluta utjämnad betalning.',
  staff: 'Du ser kundens utjämnade betalning som personal. Kunden tecknar och avslutar den själv här på Mina sidor.',
};

/**
 * /teckna/utjamnad-betalning (spec §2.8, §2.10 "equalised payment"): the selected account's
 * estimated annual cost in 12 equal parts and the 19 kr fee, signing up and ending, and how the
 * part is adjusted and reconciled. Linked users and staff read; only the customer changes it.
 */
export function EvenPaymentScreen() {
  const seen = useViewer();
  const customer = useSelectedCustomer(seen?.selection ?? null).data;
  if (!seen || !customer) return <Loading />;
  const { selection, viewer } = seen;
  const accountId = selection.customerAccountId;
  // With several accounts, say whose invoices these are.
  const account = customer.customerAccounts.length > 1 ? customer.customerAccounts.find((a) => a.customerAccountId === accountId) : undefined;
  return (
    <Stack spacing={4} sx={{ maxWidth: 880 }}>
      <PageHeader subtitle={account ? `Kundkonto ${account.name}` : 'Betala lika mycket varje månad, hela året.'} />
      {viewer !== 'customer' && (
        <Alert severity="info" role="note">
          {READ_ONLY_NOTES[viewer]}
        </Alert>
      )}
      {accountId ? (
        <EvenPayment key={accountId} customerId={selection.customerId} customerAccountId={accountId} mayChange={viewer === 'customer'} />
      ) : (
        <Alert severity="info">Kunden har inget kundkonto att betala med utjämnad betalning.</Alert>
      )}
      <HowItWorks />
    </Stack>
  );
}

interface EvenPaymentProps {
  customerId: string;
  customerAccountId: string;
  mayChange: boolean;
}

function EvenPayment({ customerId, customerAccountId, mayChange }: EvenPaymentProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = evenPaymentQueries.status(api, customerId, customerAccountId);
  const status = useQuery(query);
  // Kept after closing, so the dialog does not go blank while it fades out.
  const [asked, setAsked] = useState<{ action: Action; open: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (action: Action) => (action === 'sign-up' ? signUpForEvenPayment : endEvenPayment)(api, customerId, customerAccountId),
    onSuccess: (next, action) => {
      queryClient.setQueryData(query.queryKey, next);
      setDone(doneText(action, next));
      setAsked((current) => current && { ...current, open: false });
    },
  });

  function ask(action: Action) {
    change.reset();
    setDone(null);
    setAsked({ action, open: true });
  }

  return (
    <QueryState query={status}>
      {(data) => {
        const question = asked && (asked.action === 'sign-up' ? signUpQuestion(data) : endQuestion(data));
        return (
          <>
            {done && (
              <Alert severity="success" role="status" onClose={() => setDone(null)}>
                {done}
              </Alert>
            )}
            {data.agreement?.endMonth ? (
              <Ending status={data} />
            ) : data.agreement ? (
              <Running status={data} own={mayChange} onEnd={mayChange ? () => ask('end') : undefined} />
            ) : data.estimate ? (
              <Offer status={data} own={mayChange} onSignUp={mayChange ? () => ask('sign-up') : undefined} />
            ) : (
              <NoEstimate status={data} />
            )}
            <ConfirmDialog
              open={asked?.open ?? false}
              question={question}
              busy={change.isPending}
              error={change.isError ? errorMessage(change.error) : null}
              onConfirm={() => asked && change.mutate(asked.action)}
              onCancel={() => setAsked((current) => current && { ...current, open: false })}
            />
          </>
        );
      }}
    </QueryState>
  );
}

/** What each invoice asks for, large, with how it is made up. */
function Amount({ amount, detail }: { amount: string; detail: string }) {
  return (
    <Box>
      <Typography component="p" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, fontWeight: 800, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </Typography>
      <Typography color="text.secondary">{detail}</Typography>
    </Box>
  );
}

/** `own`: the customer's own pages, said to them; a linked user or staff read about the customer. */
function Offer({ status, own, onSignUp }: { status: EvenPaymentStatus; own: boolean; onSignUp: (() => void) | undefined }) {
  const estimate = status.estimate!;
  return (
    <Section card spacing={2.5} title={own ? 'Ditt månadsbelopp med utjämnad betalning' : 'Månadsbelopp med utjämnad betalning'}>
      <Amount
        amount={perMonth(estimate.monthlyPartOre, status.feeOre)}
        detail={`${formatMoney(estimate.monthlyPartOre)} i månadsbelopp och ${formatMoney(status.feeOre)} i avgift.`}
      />
      <Facts
        columns={ONE_OR_TWO}
        facts={[
          ['Beräknad årskostnad', moneyOn(estimate.annualOre, 'incl')],
          ['Räknad på fakturorna för', monthRange(estimate.fromMonth, estimate.toMonth)],
          ['12 lika delar', `12 × ${formatMoney(estimate.monthlyPartOre)}`],
          ['Avgift', `${formatMoney(status.feeOre)} i månaden, moms ingår`],
        ]}
      />
      <Typography>
        {own ? 'Tecknar du nu gäller det' : 'Tecknas det nu gäller det'} från {invoiceText(status.nextMonth)}.
      </Typography>
      {onSignUp && (
        <div>
          <Button variant="contained" onClick={onSignUp}>
            Teckna utjämnad betalning
          </Button>
        </div>
      )}
    </Section>
  );
}

function Running({ status, own, onEnd }: { status: EvenPaymentStatus; own: boolean; onEnd: (() => void) | undefined }) {
  const agreement = status.agreement!;
  const signedUp = `Tecknad ${longDate(agreement.signedUpAt)}${agreement.signedUpBy ? ` av ${agreement.signedUpBy}` : ''}`;
  // Signed up, but its first invoice is not sent yet: no balance to speak of.
  const nothingSent = agreement.startMonth >= status.nextMonth;
  return (
    <Section card spacing={2.5} title={own ? 'Du har utjämnad betalning' : 'Kunden har utjämnad betalning'}>
      <Amount
        amount={perMonth(agreement.monthlyPartOre, status.feeOre)}
        detail={`${formatMoney(agreement.monthlyPartOre)} i månadsbelopp och ${formatMoney(status.feeOre)} i avgift, på varje faktura.`}
      />
      <Facts
        columns={ONE_OR_TWO}
        facts={[
          ['Sedan', `Fakturan för ${monthName(agreement.startMonth)}`],
          ['Nästa avstämning', `Fakturan för ${monthName(agreement.reviewMonth)}`],
          ['Saldo hittills', nothingSent ? 'Ingen faktura ännu' : signedMoney(status.balanceOre)],
          ['Årskostnaden beloppet bygger på', moneyOn(agreement.annualEstimateOre, 'incl')],
        ]}
      />
      <Typography>
        {nothingSent ? `Den första fakturan med utjämnad betalning är ${invoiceText(agreement.startMonth)}.` : balanceText(status.balanceOre)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {signedUp}.
      </Typography>
      {onEnd && (
        <div>
          <Button variant="outlined" color="error" onClick={onEnd}>
            Avsluta utjämnad betalning
          </Button>
        </div>
      )}
    </Section>
  );
}

function Ending({ status }: { status: EvenPaymentStatus }) {
  const agreement = status.agreement!;
  const endMonth = agreement.endMonth!;
  const ended = agreement.endedAt ? `Avslutad ${longDate(agreement.endedAt)}${agreement.endedBy ? ` av ${agreement.endedBy}` : ''}.` : null;
  return (
    <Section card spacing={2.5} title="Utjämnad betalning är avslutad">
      <Typography>Från {invoiceText(endMonth)} betalar du det du använder varje månad. Den fakturan stämmer av saldot.</Typography>
      <Facts
        columns={ONE_OR_TWO}
        facts={[
          ['Sista månaden med lika delar', monthName(addMonths(endMonth, -1))],
          ['Saldo att stämma av', signedMoney(status.balanceOre)],
        ]}
      />
      <Typography>{balanceText(status.balanceOre)}</Typography>
      {ended && (
        <Typography variant="body2" color="text.secondary">
          {ended} Du kan teckna utjämnad betalning igen när fakturan för {monthName(endMonth)} har skickats.
        </Typography>
      )}
    </Section>
  );
}

function NoEstimate({ status }: { status: EvenPaymentStatus }) {
  const from = addMonths(status.nextMonth, -12);
  const to = addMonths(status.nextMonth, -1);
  return (
    <Section card spacing={2.5} title="Vi kan inte räkna fram en årskostnad ännu">
      <Typography>
        Utjämnad betalning bygger på fakturorna för de senaste 12 månaderna, {monthRange(from, to)}. Kundkontot har fakturor för{' '}
        {status.invoiceMonths === 0 ? 'ingen' : status.invoiceMonths} av dem.
      </Typography>
      <Typography color="text.secondary">När det finns fakturor för alla 12 månaderna går det att teckna utjämnad betalning här.</Typography>
    </Section>
  );
}

function HowItWorks() {
  const points = [
    'Vi räknar ut årskostnaden från fakturorna för de senaste 12 månaderna och delar den på 12 lika stora månadsbelopp, avrundat uppåt till hela kronor.',
    'Avgiften är 19 kr i månaden, moms ingår.',
    'De kommande fakturorna följer avtalet: varje faktura visar fortfarande det du har använt, och skillnaden mot månadsbeloppet står som Utjämning. Skillnaderna samlas i ett saldo.',
    'Minst en gång om året, på den tolfte fakturan, gör vi en årsavstämning. Har du betalat för mycket får du tillbaka mellanskillnaden, har du betalat för lite läggs den till. Samtidigt räknar vi om månadsbeloppet från de senaste 12 månaderna.',
    'Du kan avsluta när du vill. Fakturan efter avslutet visar det du har använt och stämmer av saldot.',
  ];
  return (
    <Section title="Så fungerar utjämnad betalning" spacing={1.5}>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
        {points.map((point) => (
          <Typography component="li" key={point}>
            {point}
          </Typography>
        ))}
      </Box>
    </Section>
  );
}
