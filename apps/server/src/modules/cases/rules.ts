import { withoutBidiControls } from '@mina-sidor/shared/text';
import {
  casePagePath,
  ATTACHMENT_MESSAGES,
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_TYPES,
  type CaseAttachmentType,
  type CaseAuthor,
  type CaseStatus,
} from '@mina-sidor/shared/case';

/** The first bytes of each accepted type (its "magic number"). */
const SIGNATURES: [CaseAttachmentType, number[]][] = [
  // "%PDF-"
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  // SOI followed by the first marker's 0xFF
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** What a file is by its content: a PDF, a JPEG or a PNG; null for anything else, whatever its name says. */
export function detectAttachmentType(bytes: Uint8Array): CaseAttachmentType | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte));
  return match?.[0] ?? null;
}

/**
 * The name without any folder a browser or a script may have put in front of it, nor the
 * bidirectional controls that would show it as another name (checked for its extension after that).
 */
const baseName = (fileName: string) => withoutBidiControls(fileName).split(/[\\/]/).pop()?.trim() ?? '';

export type CheckedAttachment =
  | { ok: true; fileName: string; contentType: CaseAttachmentType; size: number }
  | { ok: false; reason: 'empty' | 'too_large' | 'type' | 'name_mismatch'; message: string };

/**
 * Whether a file may be attached to a case: not empty, at most 10 MB, and by its content a PDF, JPEG
 * or PNG whose name does not claim another type. A name without an extension gets its type's, so
 * the file opens where it is downloaded.
 */
export function checkAttachment(fileName: string, bytes: Uint8Array): CheckedAttachment {
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: ATTACHMENT_MESSAGES.empty };
  if (bytes.length > CASE_ATTACHMENT_MAX_BYTES) return { ok: false, reason: 'too_large', message: ATTACHMENT_MESSAGES.tooLarge };
  const contentType = detectAttachmentType(bytes);
  if (!contentType) return { ok: false, reason: 'type', message: ATTACHMENT_MESSAGES.type };
  const name = baseName(fileName);
  const { label, extensions } = CASE_ATTACHMENT_TYPES[contentType];
  const extension = /\.[a-z][a-z0-9]{0,4}$/i.exec(name)?.[0] ?? null;
  if (extension !== null && !(extensions as readonly string[]).includes(extension.toLowerCase())) {
    return {
      ok: false,
      reason: 'name_mismatch',
      message: `Filändelsen ${extension} stämmer inte med innehållet, som är en ${label}-fil. Byt namn på filen eller välj en annan.`,
    };
  }
  const stem = extension === null ? name : name.slice(0, -extension.length);
  return { ok: true, fileName: `${stem || 'bilaga'}${extension ?? extensions[0]}`, contentType, size: bytes.length };
}

export type StatusAfterReply = { ok: true; status: CaseStatus; changed: boolean } | { ok: false; reason: 'closed' };

const closed: StatusAfterReply = { ok: false, reason: 'closed' };

/**
 * The customer answers: a case waiting for the customer goes back to customer service ("Under
 * handläggning"); one not yet taken up, or already being handled, stays as it is. A closed case
 * takes no answer — a new question is a new case.
 */
export function statusAfterCustomerReply(current: CaseStatus): StatusAfterReply {
  if (current === 'closed') return closed;
  const status = current === 'waiting-for-customer' ? 'in-progress' : current;
  return { ok: true, status, changed: status !== current };
}

/** Customer service answers and says where the case stands now; a closed case takes no answer from them either. */
export function statusAfterStaffReply(current: CaseStatus, requested: Exclude<CaseStatus, 'received'>): StatusAfterReply {
  if (current === 'closed') return closed;
  return { ok: true, status: requested, changed: requested !== current };
}

/** Who wrote a message, as the history shows it: the customer's login by name, customer service as one. */
export function authorName(author: CaseAuthor, loginName: string | null, customerName: string): string {
  return author === 'customer-service' ? 'Kundservice' : (loginName ?? customerName);
}

/** Where the case opens on Mina sidor: the mail's link, and the address people share. */
export const caseLink = (publicUrl: string, caseId: string) => `${publicUrl}${casePagePath(caseId)}`;

/**
 * The mail telling the customer that customer service has answered. It carries the case, not the
 * answer: an answer may hold personal details, which stay behind the sign-in.
 */
export function caseReplyEmail({ caseId, subject, status, link }: { caseId: string; subject: string; status: CaseStatus; link: string }): {
  subject: string;
  text: string;
} {
  const next =
    status === 'closed'
      ? 'Ärendet är nu avslutat. Har du fler frågor kan du skapa ett nytt ärende på Mina sidor.'
      : status === 'waiting-for-customer'
        ? 'Vi behöver ditt svar för att kunna gå vidare med ärendet.'
        : 'Vi fortsätter att arbeta med ärendet.';
  return {
    subject: `Svar i ditt ärende ${caseId}`,
    text: [
      'Hej!',
      '',
      `Kundservice har svarat i ditt ärende ${caseId}, "${subject}".`,
      next,
      '',
      'Logga in på Mina sidor för att läsa svaret:',
      link,
      '',
      'Det här mejlet går inte att svara på. Svara i ärendet på Mina sidor i stället.',
      '',
      'Med vänliga hälsningar',
      'Kundservice',
    ].join('\n'),
  };
}
