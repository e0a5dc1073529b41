import { type CaseAttachment, type CaseDetail, type CaseReply, caseEndpoints, type NewAttachment, type NewCase } from '@mina-sidor/shared/case';
import { apiQuery, required } from '@/api/api-query.ts';
import { ApiRequestError, networkError, type ApiClient } from '@/api/client.ts';
import { downloadFile } from '@/api/download-file.ts';

export const caseQueries = {
  list: (api: ApiClient, customerId: string) => apiQuery(api, caseEndpoints.list, { params: { id: customerId } }),
  /** `data.data[0]` is the case with its history. */
  detail: (api: ApiClient, customerId: string, caseId: string) =>
    apiQuery(api, caseEndpoints.detail, { params: { id: customerId, caseId } }, { data: required('Ärendet hittades inte.', 'not_found') }),
};

/** Opens a case; resolves with it as stored, rejects with the server's Swedish message. */
export async function openCase(api: ApiClient, customerId: string, body: NewCase): Promise<CaseDetail> {
  const created = await api.call(caseEndpoints.open, { params: { id: customerId }, body });
  if (!created) throw networkError();
  return created;
}

/** Adds the customer's answer to a case; resolves with the case as it is now. */
export async function replyToCase(api: ApiClient, customerId: string, caseId: string, body: CaseReply): Promise<CaseDetail> {
  const updated = await api.call(caseEndpoints.reply, { params: { id: customerId, caseId }, body });
  if (!updated) throw networkError();
  return updated;
}

/** Fetches an attached file and hands it to the browser's download; rejects with the server's Swedish message. */
export async function downloadAttachment(api: ApiClient, customerId: string, caseId: string, attachment: CaseAttachment): Promise<void> {
  await downloadFile(api, caseEndpoints.attachment, { params: { id: customerId, caseId, attachmentId: attachment.attachmentId } }, attachment.fileName);
}

/** A chosen file as it travels to the server: its name and its content as base64 (decision 0017). */
export function readAttachment(file: File): Promise<NewAttachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // A data URL: "data:<type>;base64,<content>".
      const url = String(reader.result);
      resolve({ fileName: file.name, content: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(new ApiRequestError('Filen kunde inte läsas. Välj den igen.', 0, 'file_unreadable'));
    reader.readAsDataURL(file);
  });
}
