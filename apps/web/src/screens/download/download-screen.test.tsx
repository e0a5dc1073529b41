import { reportEndpoints } from '@mina-sidor/shared/report';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file.ts';
import { answer } from '@/test/fake-server.ts';
import { renderScreen, TEST_ACCESS_TOKEN } from '@/test/render-screen.tsx';
import { DownloadScreen } from './download-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockReset();
});

const routes = [{ path: '/ladda-ner/:downloadToken?', element: <DownloadScreen /> }];
const file = () =>
  new Response('datum;kWh\n2026-01-01;12\n', {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="Forbrukning.csv"; filename*=UTF-8''F%C3%B6rbrukning.csv` },
  });
const theFile = answer(reportEndpoints.download, file);

describe('DownloadScreen (spec §2.3)', () => {
  it('starts by itself, once, and saves the file under its UTF-8 name', async () => {
    const { server } = await renderScreen({ url: '/ladda-ner/tok-1', routes, answers: [theFile] });

    expect(screen.getByRole('heading', { level: 1, name: 'Ladda ner rapporten' })).toBeVisible();
    expect(await screen.findByText('Nedladdningen är klar!')).toBeVisible();
    expect(server.requestsTo(reportEndpoints.download).map((request) => request.body)).toEqual([{ token: 'tok-1' }]);
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('Förbrukning.csv');
    expect(await vi.mocked(saveFile).mock.calls[0]?.[0].text()).toBe('datum;kWh\n2026-01-01;12\n');
    expect(screen.getByRole('status')).toHaveTextContent('Nedladdningen är klar!Filen Förbrukning.csv finns bland dina hämtade filer.');
    expect(screen.getByRole('link', { name: 'Till rapporterna' })).toHaveAttribute('href', '/rapporter');
  });

  it('sends the signed-in person’s token along', async () => {
    const { server } = await renderScreen({ url: '/ladda-ner/tok-1', routes, persona: 'privat', answers: [theFile] });

    await screen.findByText('Nedladdningen är klar!');
    expect(server.requestsTo(reportEndpoints.download)[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('shows progress in percent while the file streams in', async () => {
    let send: (chunk: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (chunk) => (chunk ? controller.enqueue(new TextEncoder().encode(chunk)) : controller.close());
      },
    });
    await renderScreen({
      url: '/ladda-ner/tok-1',
      routes,
      answers: [answer(reportEndpoints.download, new Response(body, { headers: { 'Content-Length': '8' } }))],
    });

    await waitFor(() => expect(screen.getByText('Laddar ner... 0 %')).toBeVisible());
    send('abcd');
    expect(await screen.findByText('Laddar ner... 50 %')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Nedladdning' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Ladda ner rapport' })).toHaveProperty('disabled', true);
    send('efgh');
    send('');
    expect(await screen.findByText('Nedladdningen är klar!')).toBeVisible();
  });

  it.each([
    [401, 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.'],
    [404, 'Resursen hittades inte.'],
  ])('shows the message for %s, and the manual button tries again', async (status, message) => {
    let calls = 0;
    const failingOnce = answer(reportEndpoints.download, () => (calls++ === 0 ? new Response('{}', { status }) : file()));
    const { user, server } = await renderScreen({ url: '/ladda-ner/tok-1', routes, answers: [failingOnce] });

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Ladda ner rapport' }));
    expect(await screen.findByText('Nedladdningen är klar!')).toBeVisible();
    expect(server.requestsTo(reportEndpoints.download)).toHaveLength(2);
  });

  it('without a token says so and calls nothing', async () => {
    const { server } = await renderScreen({ url: '/ladda-ner', routes });

    expect(screen.getByRole('alert').textContent).toBe('Ingen token angiven i URL:en.');
    expect(screen.getByRole('button', { name: 'Ladda ner rapport' })).toHaveProperty('disabled', true);
    expect(server.requests).toEqual([]);
  });
});
