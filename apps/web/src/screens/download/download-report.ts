import { reportEndpoints } from '@mina-sidor/shared/report';
import type { ApiClient } from '@/api/client.ts';

/** Spec §8: the download page's text for each answer of POST /download. */
const MESSAGES: Record<number, string> = {
  400: 'Något gick fel. Försök igen.',
  401: 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.',
  403: 'Åtkomst nekad. Du har inte behörighet att se denna resurs.',
  404: 'Resursen hittades inte.',
  500: 'Internt serverfel. Försök igen senare.',
};
const UNKNOWN = 'Ett okänt fel inträffade. Försök igen senare.';

/** `undefined`: no answer at all (the network failed). */
export function downloadErrorMessage(status: number | undefined): string {
  return (status !== undefined && MESSAGES[status]) || UNKNOWN;
}

/**
 * The file name from a Content-Disposition header. RFC 6266: `filename*`
 * carries the exact UTF-8 name (å, ä, ö) and wins over the ASCII `filename`.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

export type DownloadResult = { ok: true; file: Blob; fileName: string } | { ok: false; message: string };

const FALLBACK_FILE_NAME = 'rapport';

/**
 * POST /download with the token from the link (spec §7): reads the file as it
 * streams in, reporting progress in percent (null while the size is unknown).
 */
export async function downloadReport(
  api: ApiClient,
  token: string,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<DownloadResult> {
  const response = await api.download(reportEndpoints.download, { body: { token } }, signal);
  if (!response?.ok) return { ok: false, message: downloadErrorMessage(response?.status) };
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? FALLBACK_FILE_NAME;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body?.getReader();
  if (!reader) return { ok: true, file: await response.blob(), fileName };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    received += next.value.byteLength;
    onProgress(total ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  return { ok: true, file: new Blob(chunks, { type }), fileName };
}
