import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { access, endpoint, reply } from './endpoint.ts';
import { line, lines } from './text.ts';

// Ärenden (/arenden): the customer's cases with customer service, their history and attachments.

/** A case's status; the history keeps every change. */
export const CASE_STATUSES = ['received', 'in-progress', 'waiting-for-customer', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** The status as the customer reads it. */
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  received: 'Mottaget',
  'in-progress': 'Under handläggning',
  'waiting-for-customer': 'Väntar på dig',
  closed: 'Avslutat',
};
/** The status as someone else reads it (a linked user, staff): the case waits for the customer, not for them. */
export const CASE_STATUS_LABELS_FOR_OTHERS: Record<CaseStatus, string> = { ...CASE_STATUS_LABELS, 'waiting-for-customer': 'Väntar på kunden' };
/** The statuses customer service sets with a reply; "Mottaget" is only where a case starts. */
export const STAFF_REPLY_STATUSES = ['in-progress', 'waiting-for-customer', 'closed'] as const satisfies readonly CaseStatus[];

/** What a case is about: a fixed list, so it reaches the right group at customer service. */
export const CASE_CATEGORIES = ['invoice', 'contract', 'move', 'meter', 'outage', 'other'] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];
export const CASE_CATEGORY_LABELS: Record<CaseCategory, string> = {
  invoice: 'Faktura och betalning',
  contract: 'Avtal',
  move: 'Flytt',
  meter: 'Mätare och mätvärden',
  outage: 'Avbrott och störningar',
  other: 'Övrigt',
};

export const CASE_SUBJECT_LIMIT = 120;
export const CASE_TEXT_LIMIT = 4000;

/**
 * Attachments (decision 0017): a PDF, JPEG or PNG of at most 10 MB, checked by the server on its
 * content (magic bytes), not only on its name.
 */
export const CASE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CASE_ATTACHMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
} as const;
export type CaseAttachmentType = keyof typeof CASE_ATTACHMENT_TYPES;
export const CASE_ATTACHMENT_CONTENT_TYPES = Object.keys(CASE_ATTACHMENT_TYPES) as [CaseAttachmentType, ...CaseAttachmentType[]];
/** For a file input's `accept`: the types and their extensions. */
export const CASE_ATTACHMENT_ACCEPT = Object.entries(CASE_ATTACHMENT_TYPES)
  .flatMap(([type, { extensions }]) => [type, ...extensions])
  .join(',');
export const ATTACHMENT_MESSAGES = {
  tooLarge: 'Bilagan är för stor. Den får vara högst 10 MB.',
  type: 'Bilagan måste vara en PDF-, JPEG- eller PNG-fil.',
  empty: 'Bilagan är tom.',
};
/**
 * The request body an endpoint with an attachment takes: the largest attachment as base64 and room
 * for the texts besides (every character of the subject, text and file name escaped as `\uXXXX`,
 * and the JSON around them). Nothing more, so a larger body is refused (413) before it is read; a
 * file just over 10 MB still fits and gets the attachment's own message.
 */
export const CASE_BODY_LIMIT = 4 * Math.ceil(CASE_ATTACHMENT_MAX_BYTES / 3) + 32 * 1024;

const REQUIRED = { message: 'Det här fältet krävs' };
const text = lines(CASE_TEXT_LIMIT, `Texten får vara högst ${CASE_TEXT_LIMIT} tecken.`).check(z.trim(), z.minLength(1, REQUIRED));

/** A file attached to a new case or a reply: its name and its content as base64. */
export const newAttachment = z.strictObject({
  fileName: line(200, 'Filnamnet får vara högst 200 tecken.').check(z.trim(), z.minLength(1, { message: 'Bilagan saknar filnamn.' })),
  content: z.base64({ message: 'Bilagan kunde inte läsas. Välj filen igen.' }),
});
export type NewAttachment = z.infer<typeof newAttachment>;

export const newCase = z.strictObject({
  category: z.enum(CASE_CATEGORIES, { message: 'Välj en kategori.' }),
  subject: line(CASE_SUBJECT_LIMIT, `Ämnet får vara högst ${CASE_SUBJECT_LIMIT} tecken.`).check(z.trim(), z.minLength(1, REQUIRED)),
  text,
  attachment: z.optional(newAttachment),
});
export type NewCase = z.input<typeof newCase>;

export const caseReply = z.strictObject({ text, attachment: z.optional(newAttachment) });
export type CaseReply = z.input<typeof caseReply>;

/** Customer service's answer, and the status the case has after it. */
export const staffCaseReply = z.strictObject({
  text,
  status: z.enum(STAFF_REPLY_STATUSES, { message: 'Status måste vara in-progress, waiting-for-customer eller closed.' }),
});
export type StaffCaseReply = z.input<typeof staffCaseReply>;

export const caseAttachment = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.enum(CASE_ATTACHMENT_CONTENT_TYPES),
  /** Bytes. */
  size: z.int(),
});
export type CaseAttachment = z.infer<typeof caseAttachment>;

export const CASE_AUTHORS = ['customer', 'customer-service'] as const;
export type CaseAuthor = (typeof CASE_AUTHORS)[number];

/** One entry of a case's history: a message (with its attachments), or a change of status. */
export const caseEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    eventId: z.string(),
    at: z.string(),
    author: z.enum(CASE_AUTHORS),
    /** The customer login that wrote it, or "Kundservice". */
    authorName: z.string(),
    text: z.string(),
    attachments: z.array(caseAttachment),
  }),
  z.object({ kind: z.literal('status'), eventId: z.string(), at: z.string(), status: z.enum(CASE_STATUSES) }),
]);
export type CaseEvent = z.infer<typeof caseEvent>;

export const caseSummary = z.object({
  caseId: z.string(),
  category: z.enum(CASE_CATEGORIES),
  subject: z.string(),
  status: z.enum(CASE_STATUSES),
  createdAt: z.string(),
  /** The last change: a message or a new status. */
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

/** A case with its history, oldest first. */
export const caseDetail = z.extend(caseSummary, { events: z.array(caseEvent) });
export type CaseDetail = z.infer<typeof caseDetail>;

/** A case's page on Mina sidor: the screen's address with the case in its query (the case-reply mail links to it). */
export const CASE_QUERY_PARAM = 'arende';
export const casePagePath = (caseId: string) => `/arenden?${CASE_QUERY_PARAM}=${encodeURIComponent(caseId)}`;

const caseIdParam = z.string().check(z.regex(/^\d{1,12}$/, { message: 'Ärendets nummer är ogiltigt.' }));
const byCustomer = z.object({ id: customerId });
const byCase = z.extend(byCustomer, { caseId: caseIdParam });

export const caseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/cases',
    summary: 'Kundens ärenden, senast ändrade först',
    params: byCustomer,
    reply: reply.dataList(caseSummary),
    access: access.read(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/cases/:caseId',
    summary: 'Ett ärende med hela dess historik (data.data[0])',
    params: byCase,
    reply: reply.dataFirst(caseDetail),
    access: access.read(),
  }),
  /** Only the customer itself (spec §6): a linked user and staff read cases, they do not write in the customer's name. */
  open: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/cases',
    summary: 'Skapa ett ärende (kategori, ämne, text och en valfri bilaga: PDF, JPEG eller PNG, högst 10 MB, som base64)',
    params: byCustomer,
    body: newCase,
    reply: reply.dataFirst(caseDetail, 201),
    access: access.change(),
    bodyLimit: CASE_BODY_LIMIT,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/v2/customers/:id/cases/:caseId/messages',
    summary: 'Svara i ett öppet ärende, med en valfri bilaga (ett avslutat ärende tar inte emot svar)',
    params: byCase,
    body: caseReply,
    reply: reply.dataFirst(caseDetail, 201),
    access: access.change(),
    bodyLimit: CASE_BODY_LIMIT,
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/v2/customers/:id/cases/:caseId/attachments/:attachmentId',
    summary: 'Hämta en bilaga till ett ärende (filen)',
    params: z.extend(byCase, { attachmentId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Bilagans identitet är ogiltig.' })) }),
    reply: reply.file(),
    access: access.read(),
  }),
  /**
   * Customer service answers a case (decision 0017): staff are read-only on the customer's own data,
   * but the answer is theirs. The customer is told by e-mail.
   */
  staffReply: endpoint({
    method: 'POST',
    path: '/v2/staff/cases/:caseId/messages',
    summary: 'Kundservice svarar i ett ärende och sätter dess status; kunden får ett mejl om svaret',
    params: z.object({ caseId: caseIdParam }),
    body: staffCaseReply,
    reply: reply.dataFirst(caseDetail, 201),
    access: access.staff,
  }),
};
