// The even-payment module's public face (decision 0060): what the rest of the server may use of it.
export { agreementsToBill, type LedgerRow, saveBilling } from './repository.ts';
export { afterReview, balanceAfter, evenPaymentInvoice, planMonth } from './rules.ts';
