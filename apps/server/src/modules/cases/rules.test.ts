import { ATTACHMENT_MESSAGES, CASE_ATTACHMENT_MAX_BYTES, CASE_STATUSES } from '@mina-sidor/shared/case';
import { describe, expect, it } from 'vitest';
import { authorName, caseLink, caseReplyEmail, checkAttachment, detectAttachmentType, statusAfterCustomerReply, statusAfterStaffReply } from './rules.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00);
// An iPhone photo: an ISO box "ftyp" with the brand "heic".
const HEIC = new Uint8Array(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic')]));

describe('the type of an attachment, by its content', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a HEIC photo', HEIC, null],
    ['a GIF', new Uint8Array(Buffer.from('GIF89a')), null],
    ['a Windows program', new Uint8Array(Buffer.from('MZ\x90\x00')), null],
    ['text that says PDF later on', new Uint8Array(Buffer.from(' %PDF-1.4')), null],
    ['the first bytes of a PNG only', bytes(0x89, 0x50, 0x4e, 0x47), null],
  ])('%s is %s', (_, content, expected) => {
    expect(detectAttachmentType(content)).toBe(expected);
  });
});

describe('checking an attachment', () => {
  it('takes a PDF, JPEG or PNG named as what it is, keeping its name', () => {
    expect(checkAttachment('faktura.pdf', PDF)).toEqual({ ok: true, fileName: 'faktura.pdf', contentType: 'application/pdf', size: PDF.length });
    expect(checkAttachment('mätaren.JPEG', JPEG)).toMatchObject({ ok: true, fileName: 'mätaren.JPEG', contentType: 'image/jpeg' });
    expect(checkAttachment('mätaren.jpg', JPEG)).toMatchObject({ ok: true, fileName: 'mätaren.jpg' });
    expect(checkAttachment('skärmbild.png', PNG)).toMatchObject({ ok: true, contentType: 'image/png' });
  });

  it('refuses a file whose content is another type, whatever its name says', () => {
    const refused = { ok: false, reason: 'type', message: 'Bilagan måste vara en PDF-, JPEG- eller PNG-fil.' };
    expect(checkAttachment('foto.heic', HEIC)).toEqual(refused);
    expect(checkAttachment('faktura.pdf', new Uint8Array(Buffer.from('<html><script>alert(1)</script>')))).toEqual(refused);
  });

  it('refuses a file whose name claims another of the types, or another type altogether', () => {
    expect(checkAttachment('foto.jpg', PNG)).toEqual({
      ok: false,
      reason: 'name_mismatch',
      message: 'Filändelsen .jpg stämmer inte med innehållet, som är en PNG-fil. Byt namn på filen eller välj en annan.',
    });
    expect(checkAttachment('program.exe', PDF)).toMatchObject({ ok: false, reason: 'name_mismatch' });
  });

  it('gives a name without an extension its type’s, and drops any folder in front of it', () => {
    expect(checkAttachment('skanning', PDF)).toMatchObject({ ok: true, fileName: 'skanning.pdf' });
    expect(checkAttachment('rapport 2026.11', PDF)).toMatchObject({ ok: true, fileName: 'rapport 2026.11.pdf' });
    expect(checkAttachment('C:\\Users\\anna\\faktura.pdf', PDF)).toMatchObject({ ok: true, fileName: 'faktura.pdf' });
    expect(checkAttachment('../../etc/foto.png', PNG)).toMatchObject({ ok: true, fileName: 'foto.png' });
    expect(checkAttachment('.png', PNG)).toMatchObject({ ok: true, fileName: 'bilaga.png' });
    expect(checkAttachment('faktura\u202Efdp.png', PNG)).toMatchObject({ ok: true, fileName: 'fakturafdp.png' });
    expect(checkAttachment('\u2067skanning\u2069.pdf\u200F', PDF)).toMatchObject({ ok: true, fileName: 'skanning.pdf' });
  });

  it('refuses an empty file, and one over 10 MB; 10 MB exactly is taken', () => {
    expect(checkAttachment('tom.pdf', bytes())).toEqual({ ok: false, reason: 'empty', message: ATTACHMENT_MESSAGES.empty });
    const limit = new Uint8Array(CASE_ATTACHMENT_MAX_BYTES);
    limit.set(PDF);
    expect(checkAttachment('stor.pdf', limit)).toMatchObject({ ok: true, size: 10 * 1024 * 1024 });
    const over = new Uint8Array(CASE_ATTACHMENT_MAX_BYTES + 1);
    over.set(PDF);
    expect(checkAttachment('för-stor.pdf', over)).toEqual({ ok: false, reason: 'too_large', message: 'Bilagan är för stor. Den får vara högst 10 MB.' });
  });
});

describe('the status after a reply', () => {
  it('goes back to customer service when the case waited for the customer', () => {
    expect(statusAfterCustomerReply('waiting-for-customer')).toEqual({ ok: true, status: 'in-progress', changed: true });
  });

  it.each(['received', 'in-progress'] as const)('stays %s when the customer adds to a case not waiting for them', (status) => {
    expect(statusAfterCustomerReply(status)).toEqual({ ok: true, status, changed: false });
  });

  it('is what customer service says, changed only when it differs', () => {
    expect(statusAfterStaffReply('received', 'waiting-for-customer')).toEqual({ ok: true, status: 'waiting-for-customer', changed: true });
    expect(statusAfterStaffReply('in-progress', 'in-progress')).toEqual({ ok: true, status: 'in-progress', changed: false });
    expect(statusAfterStaffReply('waiting-for-customer', 'closed')).toEqual({ ok: true, status: 'closed', changed: true });
  });

  it('is refused for a closed case, from the customer and from customer service alike', () => {
    expect(statusAfterCustomerReply('closed')).toEqual({ ok: false, reason: 'closed' });
    expect(statusAfterStaffReply('closed', 'in-progress')).toEqual({ ok: false, reason: 'closed' });
  });

  it('knows every status', () => {
    expect(CASE_STATUSES.map((status) => statusAfterCustomerReply(status).ok)).toEqual([true, true, true, false]);
  });
});

describe('who wrote a message', () => {
  it('is the login by name, or the customer when the login is gone; customer service is one', () => {
    expect(authorName('customer', 'Maria Bergström', 'Bergström Fastigheter AB')).toBe('Maria Bergström');
    expect(authorName('customer', null, 'Bergström Fastigheter AB')).toBe('Bergström Fastigheter AB');
    expect(authorName('customer-service', 'Kim Karlsson', 'Bergström Fastigheter AB')).toBe('Kundservice');
  });
});

describe('the case-reply mail', () => {
  const link = caseLink('https://minasidor.example.se', '100000042');

  it('links to the case on Mina sidor', () => {
    expect(link).toBe('https://minasidor.example.se/arenden?arende=100000042');
  });

  it('names the case and what happens next, and leaves the answer itself behind the sign-in', () => {
    const mail = caseReplyEmail({ caseId: '100000042', subject: 'Fråga om fakturan', status: 'waiting-for-customer', link });
    expect(mail.subject).toBe('Svar i ditt ärende 100000042');
    expect(mail.text).toContain(
      'Kundservice har svarat i ditt ärende 100000042, "Fråga om fakturan".\nVi behöver ditt svar för att kunna gå vidare med ärendet.',
    );
    expect(mail.text).toContain(`\n${link}\n`);
  });

  it('says when the case is closed, and when it is still being handled', () => {
    expect(caseReplyEmail({ caseId: '1', subject: 'Flytt', status: 'closed', link }).text).toContain(
      'Ärendet är nu avslutat. Har du fler frågor kan du skapa ett nytt ärende på Mina sidor.',
    );
    expect(caseReplyEmail({ caseId: '1', subject: 'Flytt', status: 'in-progress', link }).text).toContain('Vi fortsätter att arbeta med ärendet.');
  });
});
