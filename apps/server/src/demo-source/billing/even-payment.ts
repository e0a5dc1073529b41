import { invoiceIdOf } from '@mina-sidor/shared/invoice';
import type { Db } from '../../db/connection.ts';
import type { BilledMonth } from '../../modules/invoices/index.ts';
import { agreementsToBill, type LedgerRow, saveBilling, afterReview, balanceAfter, evenPaymentInvoice, planMonth } from '../../modules/even-payment/index.ts';

/**
 * Utjämnad betalning in the billing run (demo-source/world/invoices.ts): `bill` turns each
 * month's invoice as used into the one the account's agreement asks for, month by month in order;
 * `save` writes what they billed and the parts set at reviews, in the run's transaction.
 */
export interface EvenPaymentRun {
  bill(customerAccountId: string, month: string, billed: BilledMonth | null): BilledMonth | null;
  save(trx: Db): Promise<void>;
}

type Review = Parameters<typeof saveBilling>[2][number];

export async function evenPaymentRun(db: Db): Promise<EvenPaymentRun> {
  const { agreements, used } = await agreementsToBill(db);
  const ledger: LedgerRow[] = [];
  const reviews: Review[] = [];
  return {
    bill(customerAccountId, month, billed) {
      const acting = agreements.get(customerAccountId);
      if (!acting || !billed) return billed;
      // What the month used, for a review later in this run.
      const usedByMonth = used.get(customerAccountId) ?? new Map<string, number>();
      usedByMonth.set(month, billed.amountOre);
      used.set(customerAccountId, usedByMonth);
      for (const agreement of acting) {
        const plan = planMonth(agreement.terms, month);
        if (plan.kind === 'none') continue;
        const { invoice, entry } = evenPaymentInvoice(billed, plan, agreement.terms);
        if (!entry) return invoice;
        ledger.push({ invoiceId: invoiceIdOf(month, customerAccountId), agreementId: agreement.agreementId, month, ...entry });
        let terms = { ...agreement.terms, invoices: agreement.terms.invoices + 1, balanceOre: balanceAfter(agreement.terms.balanceOre, entry) };
        if (plan.kind === 'equal' && plan.review) {
          const next = afterReview(usedByMonth, month, { monthlyPartOre: terms.monthlyPartOre, annualEstimateOre: agreement.annualEstimateOre });
          reviews.push({ agreementId: agreement.agreementId, fromReviewMonth: terms.reviewMonth, ...next });
          terms = { ...terms, monthlyPartOre: next.monthlyPartOre, reviewMonth: next.reviewMonth };
          agreement.annualEstimateOre = next.annualEstimateOre;
        }
        agreement.terms = terms;
        return invoice;
      }
      return billed;
    },
    save: (trx) => saveBilling(trx, ledger, reviews),
  };
}
