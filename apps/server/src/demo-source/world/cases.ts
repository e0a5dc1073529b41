import type { CaseCategory, CaseStatus } from '@mina-sidor/shared/case';
import type { DemoBase, DemoRows, Rows } from '../rows.ts';

/**
 * A one-page PDF with a few lines of Helvetica (WinAnsi, so å, ä and ö print), built by hand so
 * the demo data is the same bytes on every machine.
 */
export function onePagePdf(lines: string[]): Uint8Array {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = ['BT', '/F1 14 Tf', '72 770 Td', '20 TL', ...lines.map((text) => `(${pdfString(text)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

type Event = { at: string; by: 'customer' | 'customer-service'; text?: string; status?: CaseStatus; file?: { name: string; lines: string[] } };
type DemoCase = { category: CaseCategory; subject: string; events: Event[] };

/**
 * Each customer's cases: one waiting for the customer after customer service's question, with the
 * invoice attached (the contracts' examples read and answer it: its number is the customer number
 * and 1, its file that and -1), one closed after an answer, and one just received.
 */
const CASES: DemoCase[] = [
  {
    category: 'invoice',
    subject: 'Fråga om fakturan för oktober',
    events: [
      {
        at: '2026-11-04T09:12:00Z',
        by: 'customer',
        text: 'Hej! Fakturan för oktober är nästan dubbelt så hög som för september, fast vi inte har använt mer el än vanligt. Stämmer mätarställningen? Jag bifogar fakturan.',
        file: { name: 'faktura-oktober-2026.pdf', lines: ['Faktura oktober 2026', 'Elnät och elhandel', 'Att betala: 2 481,00 kr', 'Förfallodag: 2026-11-30'] },
      },
      { at: '2026-11-04T09:12:00Z', by: 'customer', status: 'received' },
      { at: '2026-11-05T08:30:00Z', by: 'customer-service', status: 'in-progress' },
      {
        at: '2026-11-06T13:45:00Z',
        by: 'customer-service',
        text: 'Hej och tack för ditt meddelande! Fakturan bygger på en uppskattad mätarställning, eftersom mätaren inte gick att läsa av i oktober. Kan du skicka en bild på mätaren som visar dagens ställning? Då rättar vi fakturan.',
      },
      { at: '2026-11-06T13:45:00Z', by: 'customer-service', status: 'waiting-for-customer' },
    ],
  },
  {
    category: 'move',
    subject: 'Flytt till ny adress i december',
    events: [
      {
        at: '2026-09-20T18:03:00Z',
        by: 'customer',
        text: 'Vi flyttar den 1 december. Hur gör jag för att avsluta elavtalet på den gamla adressen och få el till den nya?',
      },
      { at: '2026-09-20T18:03:00Z', by: 'customer', status: 'received' },
      {
        at: '2026-09-22T10:15:00Z',
        by: 'customer-service',
        text: 'Hej! Vi har registrerat flytten. Avtalet på den gamla adressen upphör den 30 november och du får el till den nya adressen från den 1 december med samma avtal. Du behöver inte göra något mer.',
      },
      { at: '2026-09-22T10:15:00Z', by: 'customer-service', status: 'closed' },
    ],
  },
  {
    category: 'outage',
    subject: 'Återkommande strömavbrott på kvällarna',
    events: [
      {
        at: '2026-11-20T19:40:00Z',
        by: 'customer',
        text: 'Strömmen har gått tre kvällar i rad den här veckan, varje gång någon gång mellan kl. 19 och 20, i några minuter. Vet ni varför?',
      },
      { at: '2026-11-20T19:40:00Z', by: 'customer', status: 'received' },
    ],
  },
];

/**
 * Every customer's cases, numbered by customer number: the same rows every time. Rows, not batches: a case is opened
 * by the customer and answered by customer service in the portal itself (the cases module's routes), so no provider's
 * system sends one and the inbound API has no kind for them; these are what customers and staff did before the demo
 * began. No events either: the provider heard of them when they happened.
 */
export function demoCases(base: DemoBase): DemoRows {
  const cases: Rows<'cases'> = [];
  const events: Rows<'case_events'> = [];
  const attachments: Rows<'case_attachments'> = [];
  for (const customer of base.customers) {
    // Written by the customer's own login when it has one (the history shows its name).
    const login = base.users.find((user) => user.customer_id === customer.customer_id)?.subject ?? null;
    CASES.forEach((demo, index) => {
      const caseId = `${customer.customer_number}${index + 1}`;
      const last = demo.events.at(-1)!;
      const status = demo.events.findLast((event) => event.status)?.status ?? 'received';
      cases.push({
        case_id: caseId,
        customer_id: customer.customer_id,
        category: demo.category,
        subject: demo.subject,
        status,
        created_at: demo.events[0]!.at,
        updated_at: last.at,
      });
      let files = 0;
      demo.events.forEach((event, eventIndex) => {
        const eventId = `${caseId}-e${eventIndex + 1}`;
        events.push({
          event_id: eventId,
          case_id: caseId,
          kind: event.status ? 'status' : 'message',
          author: event.by,
          author_subject: event.by === 'customer' ? login : null,
          body: event.status ? null : (event.text ?? ''),
          status: event.status ?? null,
          created_at: event.at,
        });
        if (event.file) {
          files += 1;
          const content = onePagePdf([...event.file.lines, `Kundnummer: ${customer.customer_number}`, customer.name]);
          attachments.push({
            attachment_id: `${caseId}-${files}`,
            case_id: caseId,
            event_id: eventId,
            file_name: event.file.name,
            content_type: 'application/pdf',
            size: content.length,
            content,
          });
        }
      });
    });
  }
  return { cases, case_events: events, case_attachments: attachments };
}
