import { endpointName } from '@mina-sidor/shared';
import { caseEndpoints, type NewAttachment } from '@mina-sidor/shared/case';
import { writeAudit } from '../../auth/audit.ts';
import { found, HttpError, notFound } from '../../http/http-error.ts';
import { route, type Module } from '../../http/module.ts';
import { sendEmail } from '../mail/index.ts';
import { addMessage, createCase, findAttachment, findCase, findCaseForUpdate, findCustomerEmail, listCases, type StoredAttachment } from './repository.ts';
import { caseLink, caseReplyEmail, checkAttachment, statusAfterCustomerReply, statusAfterStaffReply } from './rules.ts';

// Another customer's case is answered like an unknown one, so case numbers cannot be probed.
const UNKNOWN = 'Ärendet hittades inte.';
const CLOSED = new HttpError(409, 'case_closed', 'Ärendet är avslutat och kan inte besvaras. Skapa ett nytt ärende om du har fler frågor.');

/** The file as it will be stored, or a 422 with the reason in Swedish: checked before anything is written. */
function acceptedAttachment(attachment: NewAttachment | undefined): StoredAttachment | null {
  if (!attachment) return null;
  const content = Buffer.from(attachment.content, 'base64');
  const checked = checkAttachment(attachment.fileName, content);
  if (!checked.ok) throw new HttpError(422, `attachment_${checked.reason}`, checked.message);
  return { fileName: checked.fileName, contentType: checked.contentType, content };
}

/**
 * Ärenden: the customer opens a case and answers in it; customer service answers through its own
 * endpoint, and the customer is told by e-mail (decision 0017). Every write is one transaction:
 * a refused file or a closed case leaves nothing behind.
 */
export const casesModule: Module = {
  name: 'cases',
  routes: ({ config, jobs, events }) => [
    route(caseEndpoints.list, async ({ db, params }) => listCases(db, params.id)),
    route(caseEndpoints.detail, async ({ db, params }) => found(await findCase(db, params.id, params.caseId), UNKNOWN)),
    route(caseEndpoints.open, async ({ db, params, body, caller }) => {
      const attachment = acceptedAttachment(body.attachment);
      return db.transaction().execute(async (trx) => {
        const caseId = await createCase(trx, {
          customerId: params.id,
          category: body.category,
          subject: body.subject,
          text: body.text,
          attachment,
          authorSubject: caller.subject,
          at: new Date(),
        });
        const data = { caseId, category: body.category, subject: body.subject, text: body.text, attachment: attachment?.fileName ?? null };
        await events.record(trx, { type: 'se.minasidor.case.created', customerId: params.id, data });
        return found(await findCase(trx, params.id, caseId), UNKNOWN);
      });
    }),
    route(caseEndpoints.reply, async ({ db, params, body, caller }) => {
      const attachment = acceptedAttachment(body.attachment);
      return db.transaction().execute(async (trx) => {
        const current = await findCaseForUpdate(trx, params.caseId, params.id);
        if (!current) throw notFound(UNKNOWN);
        const next = statusAfterCustomerReply(current.status);
        if (!next.ok) throw CLOSED;
        await addMessage(trx, {
          caseId: current.caseId,
          author: 'customer',
          authorSubject: caller.subject,
          text: body.text,
          attachment,
          status: next.changed ? next.status : null,
          at: new Date(),
        });
        const data = { caseId: current.caseId, text: body.text, attachment: attachment?.fileName ?? null, status: next.status };
        await events.record(trx, { type: 'se.minasidor.case.answered', customerId: params.id, data });
        return found(await findCase(trx, params.id, params.caseId), UNKNOWN);
      });
    }),
    route(caseEndpoints.attachment, async ({ db, params }) => {
      const file = await findAttachment(db, params.id, params.caseId, params.attachmentId);
      if (!file) throw notFound('Bilagan hittades inte.');
      return { fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.content) };
    }),
    // The answer, its new status, the audit row and the mail to the customer are one transaction:
    // no answer without its mail, no mail about an answer that was rolled back.
    route(caseEndpoints.staffReply, async ({ db, params, body, caller }) =>
      db.transaction().execute(async (trx) => {
        const current = await findCaseForUpdate(trx, params.caseId, null);
        if (!current) throw notFound(UNKNOWN);
        const next = statusAfterStaffReply(current.status, body.status);
        if (!next.ok) throw new HttpError(409, 'case_closed', 'Ärendet är avslutat och kan inte besvaras.');
        await addMessage(trx, {
          caseId: current.caseId,
          author: 'customer-service',
          authorSubject: caller.subject,
          text: body.text,
          attachment: null,
          status: next.changed ? next.status : null,
          at: new Date(),
        });
        // Staff acting on a customer's case is audited, as every staff read of a customer is (decision 0002).
        await writeAudit(trx, caller, { action: endpointName(caseEndpoints.staffReply), customerId: current.customerId });
        // A customer without an e-mail address reads the answer on Mina sidor only.
        const to = await findCustomerEmail(trx, current.customerId);
        if (to) {
          const mail = caseReplyEmail({
            caseId: current.caseId,
            subject: current.subject,
            status: next.status,
            link: caseLink(config.publicUrl, current.caseId),
          });
          await jobs.send(sendEmail, { to, ...mail }, trx);
        }
        return found(await findCase(trx, current.customerId, current.caseId), UNKNOWN);
      }),
    ),
  ],
};
