import { evenPaymentEndpoints } from '@mina-sidor/shared/even-payment';
import { found, HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { swedishToday } from '../../lib/swedish-time.ts';
import { endAgreement, insertAgreement, readEvenPayment } from './repository.ts';
import { firstReviewMonth, monthName, signUpRefusal } from './rules.ts';

const ACCOUNT_NOT_FOUND = 'Kundkontot hittades inte.';

/**
 * Utjämnad betalning (/teckna/utjamnad-betalning, spec §2.8): per customer account, the estimate
 * from the last 12 months' invoices, signing up and ending; the billing run invoices the part
 * (billing.ts). Signing up and ending are agreements: only the customer itself (the contract's
 * access), one at a time per account (the account row is locked), and a refusal stores nothing.
 */
export const evenPaymentModule: Module = {
  name: 'even-payment',
  routes: ({ events }) => [
    route(
      evenPaymentEndpoints.status,
      async ({ db, params }) => found(await readEvenPayment(db, params.id, params.customerAccountId, swedishToday()), ACCOUNT_NOT_FOUND).status,
    ),
    route(evenPaymentEndpoints.signUp, async ({ db, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const now = new Date();
        const today = swedishToday(now);
        const state = found(await readEvenPayment(trx, params.id, params.customerAccountId, today, true), ACCOUNT_NOT_FOUND);
        const { estimate, nextMonth } = state.status;
        const refusal = signUpRefusal({ running: state.running, settlingMonth: state.settlingMonth, estimate });
        if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
        if (!estimate) throw new Error('signUpRefusal lets no sign-up through without an estimate');
        const terms = {
          customerAccountId: params.customerAccountId,
          monthlyPartOre: estimate.monthlyPartOre,
          annualEstimateOre: estimate.annualOre,
          startMonth: nextMonth,
          reviewMonth: firstReviewMonth(nextMonth),
        };
        await insertAgreement(trx, { ...terms, subject: caller.subject, at: now });
        await events.record(trx, { type: 'se.minasidor.even-payment.signed-up', customerId: params.id, data: terms });
        return found(await readEvenPayment(trx, params.id, params.customerAccountId, today), ACCOUNT_NOT_FOUND).status;
      }),
    ),
    route(evenPaymentEndpoints.end, async ({ db, params, caller }) =>
      db.transaction().execute(async (trx) => {
        const now = new Date();
        const today = swedishToday(now);
        const state = found(await readEvenPayment(trx, params.id, params.customerAccountId, today, true), ACCOUNT_NOT_FOUND);
        if (state.settlingMonth !== null) {
          throw new HttpError(
            409,
            'even_payment_ended',
            `Utjämnad betalning är redan avslutad. Slutavstämningen kommer på fakturan för ${monthName(state.settlingMonth)}.`,
          );
        }
        if (!state.running || state.agreementId === null) throw notFound('Kundkontot har ingen utjämnad betalning att avsluta.');
        await endAgreement(trx, state.agreementId, { month: state.status.nextMonth, subject: caller.subject, at: now });
        const data = { customerAccountId: params.customerAccountId, settlingMonth: state.status.nextMonth };
        await events.record(trx, { type: 'se.minasidor.even-payment.ended', customerId: params.id, data });
        return found(await readEvenPayment(trx, params.id, params.customerAccountId, today), ACCOUNT_NOT_FOUND).status;
      }),
    ),
  ],
};
