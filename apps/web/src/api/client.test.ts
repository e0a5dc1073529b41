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

  it('throws the server’s Swedish message for a non-2xx answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: 'forbidden', message: 'Du saknar behörighet.' } }, 403));
    await expect(api.get('/v2/x', item)).rejects.toEqual(new ApiRequestError('Du saknar behörighet.', 403, 'forbidden'));
  });

  it('throws a Swedish message when the server cannot be reached or answers nonsense', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/v2/x', item)).rejects.toMatchObject({ status: 0, code: 'network_error' });
    fetchMock.mockResolvedValueOnce(jsonResponse({ nope: 1 }));
    await expect(api.get('/v2/x', item)).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api.get('/v2/x', item)).rejects.toMatchObject({
      status: 502,
      message: 'Något gick fel. Försök igen senare.',
    });
  });
});
