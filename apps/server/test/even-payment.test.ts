import { evenPaymentEndpoints, type EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import { invoiceEndpoints, invoiceIdOf, type InvoiceDetail } from '@mina-sidor/shared/invoice';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, swedishToday } from '../src/lib/swedish-time.ts';
import { firstOpenMonth, firstReviewMonth, monthlyPart } from '../src/modules/even-payment/rules.ts';
import { roundDiv } from '../src/lib/round-div.ts';
import { topUpInvoices } from '../src/demo-source/world/invoices.ts';
import { invoiceDates, monthsToBill } from '../src/modules/invoices/rules.ts';
import { call, urlOf, valueIn } from './support/endpoints.ts';
import { signIn } from './support/oidc-login.ts';
import { CUSTOMER_IDS } from './support/personas.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Utjämnad betalning (/teckna/utjamnad-betalning, spec §2.8): the estimate, signing up and ending,
// and the invoices the billing run sends under it (docs/decisions/0019-even-payment.md).

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Anna's villa with meter values: her invoices bill energy that changes month by month.
  server = await startTestServer({ meterValues: { facilityKeys: ['5000101-F01'], until: new Date() }, env: { WRITE_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const persona of ['privat', 'lankad', 'kundservice', 'foretag', 'inaktiv']) tokens[persona] = (await signIn(server.baseUrl, { persona })).access_token;
}, 180_000);
afterAll(() => server.close());

const PRIVAT: string = CUSTOMER_IDS.privat;
const ANNAS_ACCOUNT = '5000101001';
const today = swedishToday();
/** The first invoice not sent yet: the demo's billing run has sent every month up to the calendar's. */
const FIRST = firstOpenMonth(today, monthsToBill(today).at(-1)!);

const statusOf = async (persona: string, customerId = PRIVAT, customerAccountId = ANNAS_ACCOUNT): Promise<EvenPaymentStatus> => {
  const answer = await call(server, evenPaymentEndpoints.status, { params: { id: customerId, customerAccountId } }, tokens[persona]);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(evenPaymentEndpoints.status, answer)!;
};
const signUp = (persona: string, customerId = PRIVAT, customerAccountId = ANNAS_ACCOUNT) =>
  call(server, evenPaymentEndpoints.signUp, { params: { id: customerId, customerAccountId } }, tokens[persona]);
const end = (persona: string, customerId = PRIVAT, customerAccountId = ANNAS_ACCOUNT) =>
  call(server, evenPaymentEndpoints.end, { params: { id: customerId, customerAccountId } }, tokens[persona]);
const invoiceOf = async (month: string, customerAccountId = ANNAS_ACCOUNT): Promise<InvoiceDetail> => {
  const answer = await call(server, invoiceEndpoints.detail, { params: { id: PRIVAT, invoiceId: invoiceIdOf(month, customerAccountId) } }, tokens.privat);
  expect(answer.status, answer.text).toBe(200);
  return valueIn(invoiceEndpoints.detail, answer)!;
};
/** The billing run as on the day after the month's invoice is sent. */
const issueThrough = (month: string) => topUpInvoices(server.db, { until: new Date(`${invoiceDates(month).issueDate}T12:00:00Z`) });

async function storedRows() {
  const agreements = await server.db.selectFrom('even_payment_agreements').selectAll().orderBy('signed_up_at').execute();
  const ledger = await server.db.selectFrom('even_payment_invoices').selectAll().orderBy('month').execute();
  return { agreements, ledger };
}

/** An account's invoice totals by month, as the database has them. */
async function totals(customerAccountId: string, from: string, to: string): Promise<number[]> {
  const { rows } = await sql<{ amount: string }>`
    select amount_ore::text as amount from invoices
    where customer_account_id = ${customerAccountId} and period_from between ${`${from}-01`}::date and ${`${to}-01`}::date order by period_from`.execute(
    server.db,
  );
  return rows.map((r) => Number(r.amount));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const lineSum = (invoice: InvoiceDetail) => sum(invoice.lines.map((l) => l.amountOre));
/** The VAT is 25 % of the lines that sell something: all but the VAT itself and the adjustments, which move money between months. */
const taxedNet = (invoice: InvoiceDetail) =>
  sum(invoice.lines.filter((l) => l.kind !== 'vat' && !(l.kind === 'even-payment' && l.quantity === null)).map((l) => l.amountOre));

describe('the estimate (GET …/even-payment/:customerAccountId)', () => {
  it('sums the totals of the account’s last 12 monthly invoices and splits them in 12 parts rounded up to whole kronor', async () => {
    const status = await statusOf('privat');
    const last12 = await totals(ANNAS_ACCOUNT, addMonths(FIRST, -12), addMonths(FIRST, -1));
    expect(last12).toHaveLength(12);
    const annual = sum(last12);
    expect(status).toEqual({
      customerAccountId: ANNAS_ACCOUNT,
      accountName: 'Anna Andersson',
      nextMonth: FIRST,
      invoiceMonths: 12,
      estimate: { fromMonth: addMonths(FIRST, -12), toMonth: addMonths(FIRST, -1), annualOre: annual, monthlyPartOre: Math.ceil(annual / 1200) * 100 },
      feeOre: 1900,
      agreement: null,
      balanceOre: 0,
    });
    // The account has 24 months of invoices: only the last 12 count.
    expect((await totals(ANNAS_ACCOUNT, addMonths(FIRST, -24), addMonths(FIRST, -1))).length).toBeGreaterThan(12);
  });

  it('shows the linked user and customer service the same figures', async () => {
    const own = await statusOf('privat');
    expect(await statusOf('lankad')).toEqual(own);
    expect(await statusOf('kundservice')).toEqual(own);
  });

  it('has no estimate for an account without invoices for 12 months', async () => {
    const inactive = await statusOf('inaktiv', CUSTOMER_IDS.inaktiv, '5000606001');
    expect(inactive.estimate).toBeNull();
    expect(inactive.invoiceMonths).toBeLessThan(12);
  });

  it('is 404 for an account of another customer', async () => {
    const answer = await call(server, evenPaymentEndpoints.status, { params: { id: PRIVAT, customerAccountId: '5100303002' } }, tokens.privat);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Kundkontot hittades inte.' } });
  });
});

describe('signing up (POST)', () => {
  it('refuses an account without 12 months of invoices with a clear Swedish message, and stores nothing', async () => {
    const { rows } = await sql<{ customer_account_id: string }>`
      select a.customer_account_id from customer_accounts a
      where a.customer_id = ${CUSTOMER_IDS.foretag} and not exists (select 1 from invoices i where i.customer_account_id = a.customer_account_id)
      order by a.customer_account_id limit 1`.execute(server.db);
    const withoutInvoices = rows[0]!.customer_account_id;
    const before = await storedRows();
    for (const [persona, customerId, account] of [
      ['foretag', CUSTOMER_IDS.foretag, withoutInvoices],
      ['inaktiv', CUSTOMER_IDS.inaktiv, '5000606001'],
    ] as const) {
      const refused = await signUp(persona, customerId, account);
      expect(refused.status, refused.text).toBe(422);
      expect(refused.body).toEqual({
        error: { code: 'no_annual_estimate', message: 'Vi kan inte räkna fram en årskostnad ännu: utjämnad betalning kräver fakturor för 12 månader.' },
      });
    }
    expect(await storedRows()).toEqual(before);
    expect(before.agreements).toEqual([]);
  });

  it('refuses the linked user and customer service with 403, and stores nothing', async () => {
    const linked = await signUp('lankad');
    expect(linked.status).toBe(403);
    expect(linked.body).toEqual({ error: { code: 'forbidden', message: 'Som länkad användare kan du inte ändra avtal eller beställa en Power Hub.' } });
    const staff = await signUp('kundservice');
    expect(staff.status).toBe(403);
    expect(staff.body).toEqual({ error: { code: 'forbidden', message: 'Kundservice har läsbehörighet och kan inte ändra kundens uppgifter.' } });
    expect((await end('lankad')).status).toBe(403);
    expect((await end('kundservice')).status).toBe(403);
    expect((await storedRows()).agreements).toEqual([]);
  });

  it('refuses ending what was never signed up for', async () => {
    const answer = await end('privat');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Kundkontot har ingen utjämnad betalning att avsluta.' } });
  });

  it('stores the customer’s sign-up from the next invoice, with the part, the estimate, the review within 12 months, who and when', async () => {
    const offered = await statusOf('privat');
    const answer = await signUp('privat');
    expect(answer.status, answer.text).toBe(201);
    const status = valueIn(evenPaymentEndpoints.signUp, answer)!;
    expect(status.agreement).toMatchObject({
      startMonth: FIRST,
      reviewMonth: firstReviewMonth(FIRST),
      monthlyPartOre: offered.estimate!.monthlyPartOre,
      annualEstimateOre: offered.estimate!.annualOre,
      signedUpBy: 'Anna Andersson',
      endMonth: null,
      endedAt: null,
    });
    expect(firstReviewMonth(FIRST)).toBe(addMonths(FIRST, 11));
    expect(Date.now() - Date.parse(status.agreement!.signedUpAt)).toBeLessThan(60_000);
    expect(await statusOf('lankad')).toEqual(status);
    const { agreements } = await storedRows();
    const anna = await server.db.selectFrom('users').select('subject').where('persona_key', '=', 'privat').executeTakeFirstOrThrow();
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({ customer_account_id: ANNAS_ACCOUNT, start_month: FIRST, signed_up_by: anna.subject, ended_at: null });
  });

  it('answers a second sign-up with 409 and a Swedish message', async () => {
    const again = await signUp('privat');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'even_payment_active', message: 'Kundkontot har redan utjämnad betalning.' } });
    expect((await storedRows()).agreements).toHaveLength(1);
  });
});

describe('the invoices under it', () => {
  it('asks for the part and the fee on the next invoice: the lines sum to the total, the VAT stays 25 % of what is sold', async () => {
    const { estimate } = await statusOf('privat');
    const part = estimate!.monthlyPartOre;
    await issueThrough(FIRST);
    const invoice = await invoiceOf(FIRST);
    const evenLines = invoice.lines.filter((l) => l.kind === 'even-payment');
    expect(evenLines.map((l) => l.description)).toEqual(['Avgift utjämnad betalning', `Utjämning till månadsbeloppet ${spaced(part)}`]);
    expect(evenLines[0]).toMatchObject({ quantity: 1, unit: 'mån', unitPriceOre: 1520, amountOre: 1520, facility: null, service: null });
    expect(lineSum(invoice)).toBe(invoice.amountOre);
    expect(invoice.amountOre).toBe(part + 1900);
    expect(invoice.netOre + invoice.vatOre).toBe(invoice.amountOre);
    expect(invoice.lines.find((l) => l.kind === 'vat')?.amountOre).toBe(invoice.vatOre);
    expect(invoice.vatOre).toBe(roundDiv(taxedNet(invoice) * 25, 100));
    // The adjustment is what the part exceeds the month's use by.
    const { ledger } = await storedRows();
    expect(ledger).toHaveLength(1);
    const used = Number(ledger[0]!.billed_ore);
    expect(evenLines[1]!.amountOre).toBe(part - used);
    // What the month used: its own lines and their VAT, the fee's 3,80 kr VAT taken out.
    expect(used).toBe(sum(invoice.lines.filter((l) => l.kind !== 'even-payment' && l.kind !== 'vat').map((l) => l.amountOre)) + invoice.vatOre - 380);

    const status = await statusOf('privat');
    expect(status.balanceOre).toBe(part - used);
    // The next sign-up month follows the invoices sent.
    expect(status.nextMonth).toBe(addMonths(FIRST, 1));
  });

  it('prints the lines under a heading of their own in the PDF, with the same total', async () => {
    const invoice = await invoiceOf(FIRST);
    const response = await fetch(urlOf(server, invoiceEndpoints.pdf, { params: { id: PRIVAT, invoiceId: invoice.invoiceId } }), {
      headers: { authorization: `Bearer ${tokens.privat}` },
    });
    expect(response.status).toBe(200);
    const document = await getDocument({ data: new Uint8Array(await response.arrayBuffer()), verbosity: 0 }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++)
      pages.push((await (await document.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('\n'));
    await document.destroy();
    const text = pages.join('\n').replaceAll('\u00a0', ' ');
    for (const expected of [
      'Utjämnad betalning',
      'Avgift utjämnad betalning',
      'Utjämning till månadsbeloppet',
      spaced(invoice.amountOre).replaceAll('\u00a0', ' '),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves the other accounts’ invoices as used', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from invoice_lines l join invoices i using (invoice_id)
      where l.kind = 'even-payment' and i.customer_account_id <> ${ANNAS_ACCOUNT}`.execute(server.db);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('ending it (DELETE)', () => {
  it('ends from the next invoice not sent, which settles the balance; a second end and a new sign-up wait for it', async () => {
    const before = await statusOf('privat');
    const answer = await end('privat');
    expect(answer.status, answer.text).toBe(200);
    const ended = valueIn(evenPaymentEndpoints.end, answer)!;
    const settling = addMonths(FIRST, 1);
    expect(ended.agreement).toMatchObject({ startMonth: FIRST, endMonth: settling, endedBy: 'Anna Andersson' });
    expect(ended.balanceOre).toBe(before.balanceOre);

    const again = await end('privat');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: { code: 'even_payment_ended', message: `Utjämnad betalning är redan avslutad. Slutavstämningen kommer på fakturan för ${monthText(settling)}.` },
    });
    const signUpAgain = await signUp('privat');
    expect(signUpAgain.status).toBe(409);
    expect((signUpAgain.body as { error: { code: string } }).error.code).toBe('even_payment_settling');
  });

  it('bills the next month as used, with the balance settled on it, and then has no agreement', async () => {
    const { balanceOre } = await statusOf('privat');
    const settling = addMonths(FIRST, 1);
    await issueThrough(settling);
    const invoice = await invoiceOf(settling);
    const evenLines = invoice.lines.filter((l) => l.kind === 'even-payment');
    expect(evenLines).toEqual([
      expect.objectContaining({ description: 'Slutavstämning, avslutad utjämnad betalning', amountOre: -balanceOre, quantity: null }),
    ]);
    expect(lineSum(invoice)).toBe(invoice.amountOre);
    expect(invoice.vatOre).toBe(roundDiv(taxedNet(invoice) * 25, 100));
    const { ledger } = await storedRows();
    expect(invoice.amountOre).toBe(Number(ledger.at(-1)!.billed_ore) - balanceOre);
    // Over both invoices the customer paid what was used and one fee.
    expect(sum(ledger.map((e) => Number(e.billed_ore))) + 1900).toBe(sum(await totals(ANNAS_ACCOUNT, FIRST, settling)));

    const after = await statusOf('privat');
    expect(after.agreement).toBeNull();
    expect(after.balanceOre).toBe(0);
    expect((await end('privat')).status).toBe(404);
  });
});

describe('the yearly review', () => {
  it('reconciles on the 12th invoice and sets the part again from the last 12 months, at least once a year', async () => {
    const signed = await signUp('privat');
    expect(signed.status, signed.text).toBe(201);
    const { agreement } = valueIn(evenPaymentEndpoints.signUp, signed)!;
    const start = agreement!.startMonth;
    expect(start).toBe(addMonths(FIRST, 2));
    const review = agreement!.reviewMonth;
    await issueThrough(review);

    const invoices = await Promise.all(Array.from({ length: 12 }, (_, i) => invoiceOf(addMonths(start, i))));
    for (const invoice of invoices) {
      expect(lineSum(invoice)).toBe(invoice.amountOre);
      expect(invoice.vatOre).toBe(roundDiv(taxedNet(invoice) * 25, 100));
    }
    for (const invoice of invoices.slice(0, 11)) expect(invoice.amountOre).toBe(agreement!.monthlyPartOre + 1900);
    const last = invoices.at(-1)!;
    expect(last.lines.at(-1)).toMatchObject({ kind: 'even-payment', description: 'Årsavstämning' });

    // The year's invoices come to exactly what the months used and 12 fees.
    const ledger = (await storedRows()).ledger.filter((e) => e.month >= start);
    expect(ledger).toHaveLength(12);
    const used = ledger.map((e) => Number(e.billed_ore));
    expect(sum(invoices.map((i) => i.amountOre))).toBe(sum(used) + 12 * 1900);

    const status = await statusOf('privat');
    expect(status.balanceOre).toBe(0);
    expect(status.agreement).toMatchObject({
      startMonth: start,
      reviewMonth: addMonths(review, 12),
      annualEstimateOre: sum(used),
      monthlyPartOre: monthlyPart(sum(used)),
    });
  }, 120_000);
});

const spaced = (ore: number) => `${new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100)}\u00a0kr`;
const monthText = (month: string) =>
  new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
