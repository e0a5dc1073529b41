import { sql } from 'kysely';
import { CUSTOMER_STATUS, LEGAL_PART } from '@mina-sidor/shared';
import type { Db } from '../../db/connection.ts';
import type { DemoOptions } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';

const FIRST_MONTH = '2025-01';

/** A month's invoice amount in öre: account-specific level, more in winter. Deterministic. */
function amountOre(accountId: string, legalPart: number, year: number, month: number): number {
  const level = legalPart === LEGAL_PART.company ? 18_000 : 1_100;
  const accountFactor = 0.7 + (Number(accountId.slice(-3)) % 7) / 10;
  const season = 1 + 0.45 * Math.cos((2 * Math.PI * (month - 1)) / 12);
  const wobble = 1 + (((year * 31 + month * 17 + Number(accountId.slice(-4))) % 11) - 5) / 100;
  return Math.round(level * accountFactor * season * wobble) * 100;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Monthly invoices for every active customer account, for each month from
 * January 2025 that has ended by `until`: issued on the 5th of the next month,
 * due at its end, paid unless it is the newest or not yet due.
 */
export async function topUpInvoices(db: Db, { until }: Pick<DemoOptions, 'until'>): Promise<void> {
  const today = swedishToday(until);
  const accounts = await db
    .selectFrom('customer_accounts')
    .select(['customer_account_id', 'customer_id', 'legal_part_id', 'status_id'])
    .where('status_id', '=', CUSTOMER_STATUS.active)
    .execute();
  const rows = [];
  for (let [year, month] = FIRST_MONTH.split('-').map(Number) as [number, number]; ; ) {
    const issueYear = month === 12 ? year + 1 : year;
    const issueMonth = month === 12 ? 1 : month + 1;
    const issueDate = `${issueYear}-${pad(issueMonth)}-05`;
    if (issueDate > today) break;
    const dueDate = `${issueYear}-${pad(issueMonth)}-${pad(lastDay(issueYear, issueMonth))}`;
    const nextIssue = `${issueMonth === 12 ? issueYear + 1 : issueYear}-${pad(issueMonth === 12 ? 1 : issueMonth + 1)}-05`;
    for (const account of accounts) {
      const amount = amountOre(account.customer_account_id, account.legal_part_id, year, month);
      const number = `${year}${pad(month)}${account.customer_account_id.slice(-6)}`;
      rows.push({
        invoice_id: `F${number}`,
        customer_id: account.customer_id,
        customer_account_id: account.customer_account_id,
        invoice_number: number,
        ocr: `${number}${(Number(number.slice(-5)) % 9) + 1}`,
        issue_date: issueDate,
        due_date: dueDate,
        period_from: `${year}-${pad(month)}-01`,
        period_to: `${year}-${pad(month)}-${pad(lastDay(year, month))}`,
        amount_ore: amount,
        vat_ore: Math.round(amount * 0.2),
        // The newest invoice is open until the next one is issued; older ones were paid a few days before the due date.
        paid_at: nextIssue <= today ? `${issueYear}-${pad(issueMonth)}-${pad(lastDay(issueYear, issueMonth) - 3)}` : null,
      });
    }
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('invoices')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column('invoice_id').doNothing())
      .execute();
  }
  // An invoice that was open at the last start and has since been followed by a new one is paid by now.
  await sql`update invoices i set paid_at = i.due_date - 3
    where i.paid_at is null and exists (select 1 from invoices n where n.customer_account_id = i.customer_account_id and n.issue_date > i.issue_date)`.execute(
    db,
  );
}
