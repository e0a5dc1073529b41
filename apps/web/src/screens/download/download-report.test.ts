import { reportEndpoints } from '@mina-sidor/shared/report';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { answer, NETWORK_ERROR, stubServer } from '@/test/fake-server.ts';
import { downloadErrorMessage, downloadReport, fileNameFromContentDisposition } from './download-report.ts';

describe('downloadErrorMessage (spec §8)', () => {
  it.each([
    [400, 'Något gick fel. Försök igen.'],
    [401, 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.'],
    [403, 'Åtkomst nekad. Du har inte behörighet att se denna resurs.'],
    [404, 'Resursen hittades inte.'],
    [500, 'Internt serverfel. Försök igen senare.'],
    [502, 'Ett okänt fel inträffade. Försök igen senare.'],
    [undefined, 'Ett okänt fel inträffade. Försök igen senare.'],
  ])('%s → %s', (status, message) => {
    expect(downloadErrorMessage(status)).toBe(message);
  });
});

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="Forbrukning_2025.csv"; filename*=UTF-8''F%C3%B6rbrukning%202025.csv`)).toBe(
      'Förbrukning 2025.csv',
    );
  });

  it('reads a quoted or a bare plain name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="rapport \\"mars\\".pdf"')).toBe('rapport "mars".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=rapport.pdf')).toBe('rapport.pdf');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and gives null without a name', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('a.csv');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});

describe('downloadReport', () => {
  const api = createApiClient({ apiBase: '/api', getAccessToken: async () => null });

  function fileResponse(parts: string[]) {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Length': String(parts.join('').length),
        'Content-Disposition': `attachment; filename="Arsrapport.csv"; filename*=UTF-8''%C3%85rsrapport.csv`,
      },
    });
  }

  it('posts the token, reports progress in percent and returns the file with its name', async () => {
    const server = stubServer([answer(reportEndpoints.download, fileResponse(['a;b\n', '1;2\n', '3;4\n', '5;6\n']))]);
    const progress: (number | null)[] = [];
    const result = await downloadReport(api, 'tok', (p) => progress.push(p));

    expect(server.requestsTo(reportEndpoints.download).map((request) => request.body)).toEqual([{ token: 'tok' }]);
    expect(progress).toEqual([0, 25, 50, 75, 100]);
    expect(result.ok && result.fileName).toBe('Årsrapport.csv');
    expect(result.ok && (await result.file.text())).toBe('a;b\n1;2\n3;4\n5;6\n');
  });

  it('maps a failed answer and a network error to the spec’s messages', async () => {
    const server = stubServer([answer(reportEndpoints.download, new Response('{}', { status: 403 }))]);
    await expect(downloadReport(api, 'tok', () => undefined)).resolves.toEqual({
      ok: false,
      message: 'Åtkomst nekad. Du har inte behörighet att se denna resurs.',
    });
    server.answer(answer(reportEndpoints.download, NETWORK_ERROR));
    await expect(downloadReport(api, 'tok', () => undefined)).resolves.toEqual({
      ok: false,
      message: 'Ett okänt fel inträffade. Försök igen senare.',
    });
  });
});
