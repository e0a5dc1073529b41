import type { EndpointInput, EndpointSpec } from '@mina-sidor/shared';
import { saveFile } from '@/lib/save-file.ts';
import { type ApiClient, type FileEndpoint, networkError, toRequestError } from './client.ts';

/** Fetches a file endpoint's answer and hands it to the browser's download as `fileName`; rejects with the server's Swedish message. */
export async function downloadFile<E extends EndpointSpec>(
  api: ApiClient,
  endpoint: FileEndpoint<E>,
  input: EndpointInput<E>,
  fileName: string,
): Promise<void> {
  const response = await api.download(endpoint, input);
  if (!response) throw networkError();
  if (!response.ok) throw await toRequestError(response);
  saveFile(await response.blob(), fileName);
}
