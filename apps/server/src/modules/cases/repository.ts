import { randomUUID } from 'node:crypto';
import type { CaseAttachment, CaseAttachmentType, CaseAuthor, CaseCategory, CaseDetail, CaseStatus, CaseSummary } from '@mina-sidor/shared/case';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CasesTable } from '../../db/schema.ts';
import { authorName } from './rules.ts';

function toSummary(row: Selectable<CasesTable>): CaseSummary {
  return {
    caseId: row.case_id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The customer's cases, the last changed first. */
export async function listCases(db: Db, customerId: string): Promise<CaseSummary[]> {
  const rows = await db
    .selectFrom('cases')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('case_id', 'desc')
    .execute();
  return rows.map(toSummary);
}

/** The customer's case with its history, oldest first; null for another customer's case or none. */
export async function findCase(db: Db, customerId: string, caseId: string): Promise<CaseDetail | null> {
  const row = await db
    .selectFrom('cases')
    .innerJoin('customers', 'customers.customer_id', 'cases.customer_id')
    .selectAll('cases')
    .select('customers.name as customerName')
    .where('cases.case_id', '=', caseId)
    .where('cases.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
  const events = await db
    .selectFrom('case_events')
    .leftJoin('users', 'users.subject', 'case_events.author_subject')
    .select([
      'case_events.event_id',
      'case_events.kind',
      'case_events.author',
      'case_events.body',
      'case_events.status',
      'case_events.created_at',
      'users.display_name as loginName',
    ])
    .where('case_events.case_id', '=', caseId)
    .orderBy('case_events.seq')
    .execute();
  // The files' details only: their content is read when one is downloaded.
  const files = await db
    .selectFrom('case_attachments')
    .select(['attachment_id', 'event_id', 'file_name', 'content_type', 'size'])
    .where('case_id', '=', caseId)
    .orderBy('attachment_id')
    .execute();
  const attachmentsOf = (eventId: string): CaseAttachment[] =>
    files
      .filter((f) => f.event_id === eventId)
      .map((f) => ({ attachmentId: f.attachment_id, fileName: f.file_name, contentType: f.content_type, size: f.size }));
  return {
    ...toSummary(row),
    events: events.map((event) =>
      event.kind === 'message'
        ? {
            kind: 'message',
            eventId: event.event_id,
            at: event.created_at.toISOString(),
            author: event.author,
            authorName: authorName(event.author, event.loginName, row.customerName),
            text: event.body ?? '',
            attachments: attachmentsOf(event.event_id),
          }
        : { kind: 'status', eventId: event.event_id, at: event.created_at.toISOString(), status: event.status ?? row.status },
    ),
  };
}

export interface CaseState {
  caseId: string;
  customerId: string;
  subject: string;
  status: CaseStatus;
}

/**
 * A case locked until the transaction ends, so two answers cannot both apply to the status they
 * read; with a customer, only that customer's (another's is as unknown as none).
 */
export async function findCaseForUpdate(db: Db, caseId: string, customerId: string | null): Promise<CaseState | null> {
  let query = db.selectFrom('cases').select(['case_id', 'customer_id', 'subject', 'status']).where('case_id', '=', caseId);
  if (customerId !== null) query = query.where('customer_id', '=', customerId);
  const row = await query.forUpdate().executeTakeFirst();
  return row ? { caseId: row.case_id, customerId: row.customer_id, subject: row.subject, status: row.status } : null;
}

export interface StoredAttachment {
  fileName: string;
  contentType: CaseAttachmentType;
  content: Uint8Array;
}

export interface NewMessage {
  caseId: string;
  author: CaseAuthor;
  /** The writing login's subject. */
  authorSubject: string;
  text: string;
  attachment: StoredAttachment | null;
  /** The status the case changes to with the message; null when it stays. */
  status: CaseStatus | null;
  at: Date;
}

/** A message in a case's history, its file, and the change of status that goes with it. */
export async function addMessage(db: Db, message: NewMessage): Promise<void> {
  const eventId = randomUUID();
  await db
    .insertInto('case_events')
    .values({
      event_id: eventId,
      case_id: message.caseId,
      kind: 'message',
      author: message.author,
      author_subject: message.authorSubject,
      body: message.text,
      status: null,
      created_at: message.at,
    })
    .execute();
  if (message.attachment) {
    const { fileName, contentType, content } = message.attachment;
    await db
      .insertInto('case_attachments')
      .values({
        attachment_id: randomUUID(),
        case_id: message.caseId,
        event_id: eventId,
        file_name: fileName,
        content_type: contentType,
        size: content.length,
        content,
      })
      .execute();
  }
  if (message.status) {
    await db
      .insertInto('case_events')
      .values({
        event_id: randomUUID(),
        case_id: message.caseId,
        kind: 'status',
        author: message.author,
        author_subject: message.authorSubject,
        body: null,
        status: message.status,
        created_at: message.at,
      })
      .execute();
  }
  await db
    .updateTable('cases')
    .set({ updated_at: message.at, ...(message.status ? { status: message.status } : {}) })
    .where('case_id', '=', message.caseId)
    .execute();
}

/** A new case, received: its first message (and file) and its first status. Returns its number. */
export async function createCase(
  db: Db,
  input: { customerId: string; category: CaseCategory; subject: string } & Omit<NewMessage, 'caseId' | 'author' | 'status'>,
): Promise<string> {
  const { case_id: caseId } = await db
    .insertInto('cases')
    .values({ customer_id: input.customerId, category: input.category, subject: input.subject, status: 'received', created_at: input.at, updated_at: input.at })
    .returning('case_id')
    .executeTakeFirstOrThrow();
  await addMessage(db, { ...input, caseId, author: 'customer', status: 'received' });
  return caseId;
}

/** A file of the customer's case; null when the case is another customer's or the file is not the case's. */
export async function findAttachment(db: Db, customerId: string, caseId: string, attachmentId: string): Promise<StoredAttachment | null> {
  const row = await db
    .selectFrom('case_attachments')
    .innerJoin('cases', 'cases.case_id', 'case_attachments.case_id')
    .select(['case_attachments.file_name', 'case_attachments.content_type', 'case_attachments.content'])
    .where('case_attachments.attachment_id', '=', attachmentId)
    .where('case_attachments.case_id', '=', caseId)
    .where('cases.customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? { fileName: row.file_name, contentType: row.content_type, content: row.content } : null;
}

/** The address a case-reply mail goes to: the customer's e-mail, when it has one. */
export async function findCustomerEmail(db: Db, customerId: string): Promise<string | null> {
  const row = await db.selectFrom('customers').select('email').where('customer_id', '=', customerId).executeTakeFirst();
  return row?.email ?? null;
}
