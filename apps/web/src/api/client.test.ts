import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '@/test/fixtures.ts';
import { ApiRequestError, createApiClient } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();
const api = createApiClient({ apiBase: 'https://api.example.se/api/', getAccessToken: async () => 'token-1' });
const item = z.object({ id: z.string() });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => fetchMock.mockReset());

describe('createApiClient', () => {
  it('sends the bearer token and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'a', extra: true }));
    await expect(api.get('/v2/x', item)).resolves.toEqual({ id: 'a' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.se/api/v2/x');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('posts JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'b' }));
    await expect(api.post('/v2/y', { a: 1 }, item)).resolves.toEqual({ id: 'b' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('puts JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'c' }));
    await expect(api.put('/v2/z', { b: 2 }, item)).resolves.toEqual({ id: 'c' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"b":2}');
  });

  it('calls without a token when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ id: 'a' }));
    const anonymous = createApiClient({ apiBase: '/api', getAccessToken: async () => null });
    await anonymous.get('/v2/x', item);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('rejects with the server’s Swedish message for a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'forbidden', message: 'Du saknar behörighet.' } }, 403));
    await expect(api.get('/v2/x', item)).rejects.toEqual(new ApiRequestError('Du saknar behörighet.', 403, 'forbidden'));
    await expect(api.post('/v2/x', {}, item)).rejects.toMatchObject({ status: 403 });
  });

  it('rejects with a Swedish message when the server answers nonsense', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ nope: 1 }));
    await expect(api.get('/v2/x', item)).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api.get('/v2/x', item)).rejects.toMatchObject({ status: 502, message: 'Något gick fel. Försök igen senare.' });
  });

  it('swallows network errors (spec §7): get, post, put and download resolve undefined', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/v2/x', item)).resolves.toBeUndefined();
    await expect(api.post('/v2/x', {}, item)).resolves.toBeUndefined();
    await expect(api.put('/v2/x', {}, item)).resolves.toBeUndefined();
    await expect(api.download('/v2/download', { token: 't' })).resolves.toBeUndefined();
  });

  it('lets a cancellation through: it is not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/v2/x', item, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives a download its raw answer, whatever the status', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 401 }));
    const response = await api.download('/v2/download', { token: 't' });
    expect(response?.status).toBe(401);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"token":"t"}');
  });
});
