import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/save-file.ts';
import { renderRoutes, TEST_ACCESS_TOKEN } from '@/test/render-app.tsx';
import { DownloadScreen } from './download-screen.tsx';

vi.mock('@/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(saveFile).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const routes = [{ path: '/ladda-ner/:downloadToken?', element: <DownloadScreen /> }];
const file = () =>
  new Response('datum;kWh\n2026-01-01;12\n', {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="Forbrukning.csv"; filename*=UTF-8''F%C3%B6rbrukning.csv` },
  });

describe('DownloadScreen (spec §2.3)', () => {
  it('starts by itself, once, and saves the file under its UTF-8 name', async () => {
    fetchMock.mockResolvedValue(file());
    await renderRoutes({ url: '/ladda-ner/tok-1', routes });

    expect(screen.getByRole('heading', { level: 1, name: 'Ladda ner rapporten' })).toBeDefined();
    expect(await screen.findByText('Nedladdningen är klar!')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('Förbrukning.csv');
    expect(await vi.mocked(saveFile).mock.calls[0]?.[0].text()).toBe('datum;kWh\n2026-01-01;12\n');
  });

  it('sends the signed-in person’s token along', async () => {
    fetchMock.mockResolvedValue(file());
    await renderRoutes({ url: '/ladda-ner/tok-1', routes, claims: { sub: 'anna', mecid: '1001' } });

    await screen.findByText('Nedladdningen är klar!');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('shows progress in percent while the file streams in', async () => {
    let send: (chunk: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (chunk) => (chunk ? controller.enqueue(new TextEncoder().encode(chunk)) : controller.close());
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { headers: { 'Content-Length': '8' } }));
    await renderRoutes({ url: '/ladda-ner/tok-1', routes });

    await vi.waitFor(() => expect(screen.getByText('Laddar ner... 0 %')).toBeDefined());
    send('abcd');
    expect(await screen.findByText('Laddar ner... 50 %')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Nedladdning' }).getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: 'Ladda ner rapport' })).toHaveProperty('disabled', true);
    send('efgh');
    send('');
    expect(await screen.findByText('Nedladdningen är klar!')).toBeDefined();
  });

  it.each([
    [401, 'Obehörig åtkomst. Du måste logga in för att få tillgång till filen.'],
    [404, 'Resursen hittades inte.'],
  ])('shows the message for %s, and the manual button tries again', async (status, message) => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status })).mockResolvedValueOnce(file());
    const { user } = await renderRoutes({ url: '/ladda-ner/tok-1', routes });

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await user.click(screen.getByRole('button', { name: 'Ladda ner rapport' }));
    expect(await screen.findByText('Nedladdningen är klar!')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without a token says so and calls nothing', async () => {
    await renderRoutes({ url: '/ladda-ner', routes });

    expect(screen.getByRole('alert').textContent).toBe('Ingen token angiven i URL:en.');
    expect(screen.getByRole('button', { name: 'Ladda ner rapport' })).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
