import { caseEndpoints } from '@mina-sidor/shared/case';
import type { Examples } from './example.ts';

/** The demo data's first case of a customer (demo-source/world/cases.ts): waiting for the customer, with a PDF. */
const demoCaseId = (customerNumber: string) => `${customerNumber}1`;
const SMALL_PDF = 'JVBERi0xLjQKJeLjz9MKMSAwIG9iago8PD4+CmVuZG9iagp0cmFpbGVyCjw8Pj4KJSVFT0YK';

export const caseExamples: Examples = [
  [caseEndpoints.list, (c) => ({ params: { id: c.customerId } })],
  [caseEndpoints.detail, (c) => ({ params: { id: c.customerId, caseId: demoCaseId(c.customerNumber) } })],
  [
    caseEndpoints.open,
    (c) => ({
      params: { id: c.customerId },
      body: { category: 'invoice', subject: 'Fråga om fakturan', text: 'Varför är fakturan högre än förra månaden?' },
    }),
  ],
  [
    caseEndpoints.reply,
    (c) => ({
      params: { id: c.customerId, caseId: demoCaseId(c.customerNumber) },
      body: { text: 'Här kommer uppgifterna ni bad om.', attachment: { fileName: 'uppgifter.pdf', content: SMALL_PDF } },
    }),
  ],
  [
    caseEndpoints.attachment,
    (c) => ({ params: { id: c.customerId, caseId: demoCaseId(c.customerNumber), attachmentId: `${demoCaseId(c.customerNumber)}-1` } }),
  ],
  [
    caseEndpoints.staffReply,
    (c) => ({
      params: { caseId: demoCaseId(c.customerNumber) },
      body: { text: 'Tack, vi har fått uppgifterna och återkommer.', status: 'in-progress' },
    }),
  ],
];
