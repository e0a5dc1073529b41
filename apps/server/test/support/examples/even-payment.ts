import { evenPaymentEndpoints } from '@mina-sidor/shared/even-payment';
import type { ExampleCustomer, Examples } from './example.ts';

const example = (c: ExampleCustomer) => ({ params: { id: c.customerId, customerAccountId: c.customerAccountId } });

export const evenPaymentExamples: Examples = [
  [evenPaymentEndpoints.status, example],
  [evenPaymentEndpoints.signUp, example],
  [evenPaymentEndpoints.end, example],
];
