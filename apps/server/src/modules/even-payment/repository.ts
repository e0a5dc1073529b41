import { randomUUID } from 'node:crypto';
import { EVEN_PAYMENT_FEE_ORE, type EvenPaymentAgreement, type EvenPaymentStatus } from '@mina-sidor/shared/even-payment';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ColumnsOf } from '../../db/schema.ts';
import type { AgreementTerms, LedgerEntry } from './rules.ts';
import { estimateFor, estimateMonths, firstOpenMonth } from './rules.ts';

// Utjämnad betalning's queries: they return data, never an HTTP error.

type AgreementRow = ColumnsOf<
  'even_payment_agreements',
  'agreement_id' | 'customer_account_id' | 'start_month' | 'review_month' | 'signed_up_at' | 'ended_month' | 'ended_at'
> & {
  monthly_part_ore: string;
  annual_estimate_ore: string;
  signed_up_name: string | null;
  ended_name: string | null;
  /** Invoices written under it, what they leave to settle, and whether the month it ended is invoiced (settled). */
  invoices: number;
  balance: string;
  settled: boolean;
};

const AGREEMENT_COLUMNS = sql`a.agreement_id, a.customer_account_id, a.monthly_part_ore::text, a.annual_estimate_ore::text, a.start_month,
  a.review_month, a.signed_up_at, s.display_name as signed_up_name, a.ended_month, a.ended_at, x.display_name as ended_name,
  (select count(*)::int from even_payment_invoices e where e.agreement_id = a.agreement_id) as invoices,
  (select coalesce(sum(e.adjustment_ore + e.reconciliation_ore), 0)::text from even_payment_invoices e where e.agreement_id = a.agreement_id) as balance,
  exists (select 1 from even_payment_invoices e where e.agreement_id = a.agreement_id and e.month = a.ended_month) as settled`;

/** An agreement that still acts on invoices: running, or ended with its settling invoice still to come. */
const isActing = (row: AgreementRow) => row.ended_month === null || (row.invoices > 0 && !row.settled);

const termsOf = (row: AgreementRow): AgreementTerms => ({
  startMonth: row.start_month,
  reviewMonth: row.review_month,
  endMonth: row.ended_month,
  monthlyPartOre: Number(row.monthly_part_ore),
  invoices: row.invoices,
  balanceOre: Number(row.balance),
});

/** The account's newest agreement, locked for the change when asked. */
async function newestAgreement(db: Db, customerAccountId: string): Promise<AgreementRow | undefined> {
  const { rows } = await sql<AgreementRow>`
    select ${AGREEMENT_COLUMNS}
    from even_payment_agreements a
    left join users s on s.subject = a.signed_up_by
    left join users x on x.subject = a.ended_by
    where a.customer_account_id = ${customerAccountId}
    order by a.signed_up_at desc, a.agreement_id
    limit 1`.execute(db);
  return rows[0];
}

/**
 * Each month's invoice total as used (VAT included), from `from` on: an invoice in equal parts is
 * counted at what the month used, not at the part it asked for.
 */
async function usedByMonth(db: Db, customerAccountIds: readonly string[], from: string | null = null): Promise<Map<string, Map<string, number>>> {
  if (customerAccountIds.length === 0) return new Map();
  const { rows } = await sql<{ customer_account_id: string; month: string; used: string }>`
    select i.customer_account_id, to_char(i.period_from, 'YYYY-MM') as month, coalesce(e.billed_ore, i.amount_ore)::text as used
    from invoices i left join even_payment_invoices e on e.invoice_id = i.invoice_id
    where i.customer_account_id = any(${customerAccountIds})
      ${from === null ? sql`` : sql`and i.period_from >= ${`${from}-01`}::date`}`.execute(db);
  const byAccount = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const months = byAccount.get(row.customer_account_id) ?? new Map<string, number>();
    // An account may have several invoices for a month (a credit note and its correction, decision 0053): the month used their sum.
    months.set(row.month, (months.get(row.month) ?? 0) + Number(row.used));
    byAccount.set(row.customer_account_id, months);
  }
  return byAccount;
}

async function newestInvoicedMonth(db: Db, customerAccountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<string | null>`to_char(max(period_from), 'YYYY-MM')`.as('month'))
    .where('customer_account_id', '=', customerAccountId)
    .executeTakeFirst();
  return row?.month ?? null;
}

const toAgreement = (row: AgreementRow): EvenPaymentAgreement => ({
  startMonth: row.start_month,
  monthlyPartOre: Number(row.monthly_part_ore),
  annualEstimateOre: Number(row.annual_estimate_ore),
  reviewMonth: row.review_month,
  signedUpAt: row.signed_up_at.toISOString(),
  signedUpBy: row.signed_up_name,
  endMonth: row.ended_month,
  endedAt: row.ended_at?.toISOString() ?? null,
  endedBy: row.ended_name,
});

export interface EvenPaymentState {
  status: EvenPaymentStatus;
  /** The agreement shown, with its id. */
  agreementId: string | null;
  running: boolean;
  /** An ended agreement's month whose invoice will settle it; null when none waits. */
  settlingMonth: string | null;
}

/**
 * Even payment for the customer's account on `today` (a Swedish date): the estimate a sign-up
 * would get, the agreement still acting on invoices and its balance. Undefined when the customer
 * has no such account. `lock`: the account row is locked for a sign-up or an end (one at a time).
 */
export async function readEvenPayment(
  db: Db,
  customerId: string,
  customerAccountId: string,
  today: string,
  lock = false,
): Promise<EvenPaymentState | undefined> {
  const query = db.selectFrom('customer_accounts').select('name').where('customer_id', '=', customerId).where('customer_account_id', '=', customerAccountId);
  const account = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!account) return undefined;
  const nextMonth = firstOpenMonth(today, await newestInvoicedMonth(db, customerAccountId));
  const [used, newest] = await Promise.all([usedByMonth(db, [customerAccountId], estimateMonths(nextMonth)[0]!), newestAgreement(db, customerAccountId)]);
  const { invoiceMonths, estimate } = estimateFor(used.get(customerAccountId) ?? new Map(), nextMonth);
  const acting = newest && isActing(newest) ? newest : undefined;
  return {
    status: {
      customerAccountId,
      accountName: account.name,
      nextMonth,
      invoiceMonths,
      estimate,
      feeOre: EVEN_PAYMENT_FEE_ORE,
      agreement: acting ? toAgreement(acting) : null,
      balanceOre: acting ? Number(acting.balance) : 0,
    },
    agreementId: acting?.agreement_id ?? null,
    running: acting !== undefined && acting.ended_month === null,
    settlingMonth: acting?.ended_month ?? null,
  };
}

export interface NewAgreement {
  customerAccountId: string;
  monthlyPartOre: number;
  annualEstimateOre: number;
  startMonth: string;
  reviewMonth: string;
  subject: string;
  at: Date;
}

export async function insertAgreement(db: Db, agreement: NewAgreement): Promise<void> {
  await db
    .insertInto('even_payment_agreements')
    .values({
      agreement_id: randomUUID(),
      customer_account_id: agreement.customerAccountId,
      monthly_part_ore: agreement.monthlyPartOre,
      annual_estimate_ore: agreement.annualEstimateOre,
      start_month: agreement.startMonth,
      review_month: agreement.reviewMonth,
      signed_up_by: agreement.subject,
      signed_up_at: agreement.at,
      ended_month: null,
      ended_by: null,
      ended_at: null,
    })
    .execute();
}

/** Ends the running agreement: `month` is the first invoiced as used again, and settles the balance. */
export async function endAgreement(db: Db, agreementId: string, end: { month: string; subject: string; at: Date }): Promise<void> {
  await db
    .updateTable('even_payment_agreements')
    .set({ ended_month: end.month, ended_by: end.subject, ended_at: end.at })
    .where('agreement_id', '=', agreementId)
    .where('ended_at', 'is', null)
    .execute();
}

/** The agreements acting on invoices, by account, as the billing run needs them, with each account's months as used. */
export async function agreementsToBill(
  db: Db,
): Promise<{ agreements: Map<string, { agreementId: string; terms: AgreementTerms; annualEstimateOre: number }[]>; used: Map<string, Map<string, number>> }> {
  const { rows } = await sql<AgreementRow>`
    select ${AGREEMENT_COLUMNS}
    from even_payment_agreements a
    left join users s on s.subject = a.signed_up_by
    left join users x on x.subject = a.ended_by
    where a.ended_at is null or not exists (select 1 from even_payment_invoices e where e.agreement_id = a.agreement_id and e.month = a.ended_month)
    order by a.customer_account_id, a.start_month`.execute(db);
  const agreements = new Map<string, { agreementId: string; terms: AgreementTerms; annualEstimateOre: number }[]>();
  for (const row of rows.filter(isActing)) {
    const list = agreements.get(row.customer_account_id) ?? [];
    list.push({ agreementId: row.agreement_id, terms: termsOf(row), annualEstimateOre: Number(row.annual_estimate_ore) });
    agreements.set(row.customer_account_id, list);
  }
  return { agreements, used: await usedByMonth(db, [...agreements.keys()]) };
}

export interface LedgerRow extends LedgerEntry {
  invoiceId: string;
  agreementId: string;
  month: string;
}

/**
 * Writes what the invoices under agreements billed, and the parts set at reviews: in the billing
 * run's transaction, after the invoices. A second instance writing the same run changes nothing.
 */
export async function saveBilling(
  db: Db,
  ledger: readonly LedgerRow[],
  reviews: readonly { agreementId: string; fromReviewMonth: string; monthlyPartOre: number; annualEstimateOre: number; reviewMonth: string }[],
): Promise<void> {
  if (ledger.length > 0) {
    await db
      .insertInto('even_payment_invoices')
      .values(
        ledger.map((e) => ({
          invoice_id: e.invoiceId,
          agreement_id: e.agreementId,
          month: e.month,
          billed_ore: e.billedOre,
          part_ore: e.partOre,
          fee_ore: e.feeOre,
          adjustment_ore: e.adjustmentOre,
          reconciliation_ore: e.reconciliationOre,
        })),
      )
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .execute();
  }
  for (const review of reviews) {
    await db
      .updateTable('even_payment_agreements')
      .set({ monthly_part_ore: review.monthlyPartOre, annual_estimate_ore: review.annualEstimateOre, review_month: review.reviewMonth })
      .where('agreement_id', '=', review.agreementId)
      .where('review_month', '=', review.fromReviewMonth)
      .execute();
  }
}
