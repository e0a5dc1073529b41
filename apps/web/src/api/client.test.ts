import { hrefOf } from '@mina-sidor/shared';
import { accountEndpoints } from '@mina-sidor/shared/account';
import { customerEndpoints } from '@mina-sidor/shared/customer';
import { feedbackEndpoints } from '@mina-sidor/shared/feedback';
import { panelEndpoints } from '@mina-sidor/shared/panel';
import { reportEndpoints } from '@mina-sidor/shared/report';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fake-server.ts';
import { aCustomer, anAccount } from '@/test/fixtures.ts';
import { ApiRequestError, createApiClient } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();
const api = createApiClient({ apiBase: 'https://api.example.se/api/', getAccessToken: async () => 'token-1' });
const anna = { params: { id: '1001' } };
const request = (call = 0) => ({ url: fetchMock.mock.calls[call]?.[0], init: fetchMock.mock.calls[call]?.[1] });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => fetchMock.mockReset());

describe('createApiClient', () => {
  it('calls the contract’s path on the API base with the bearer token, and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [aCustomer()] }));
    await expect(api.call(customerEndpoints.detail, anna)).resolves.toEqual(aCustomer());
    expect(request().url).toBe(`https://api.example.se/api${hrefOf(customerEndpoints.detail, anna)}`);
    expect(request().init?.method).toBe('GET');
    expect(new Headers(request().init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('fills the query from the input', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: [{ items: [] }] }));
    await expect(api.call(customerEndpoints.facilities, { ...anna, query: { pageSize: 10_000 } })).resolves.toEqual({ items: [] });
    expect(new URL(String(request().url)).searchParams.get('pageSize')).toBe('10000');
  });

  it('posts and puts the body as JSON', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: [{ feedbackId: 'f-1' }] }, 201));
    await expect(api.call(feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } })).resolves.toEqual({ feedbackId: 'f-1' });
    expect(request().init?.method).toBe('POST');
    expect(request().init?.body).toBe('{"page":"/","thumbs":"thumbs-up"}');
    expect(new Headers(request().init?.headers).get('Content-Type')).toBe('application/json');

    fetchMock.mockResolvedValueOnce(jsonResponse({ participationStatus: 'Participating' }));
    await api.call(panelEndpoints.setParticipation, { params: { id: '500100' }, query: {}, body: { participate: true } });
    expect(request(1).init?.method).toBe('PUT');
    expect(request(1).init?.body).toBe('{"participate":true}');
  });

  it('gives null where the envelope holds nothing, and for a 204', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: [] }));
    await expect(api.call(customerEndpoints.detail, anna)).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    await expect(api.call(accountEndpoints.current, {})).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const removal = { params: { customerId: '1001', userId: '00000000-0000-4000-8000-000000000001' } };
    await expect(api.call(accountEndpoints.removeLinkedUser, removal)).resolves.toBeNull();
    expect(request(2).init?.method).toBe('DELETE');
  });

  it('calls without a token when there is none', async () => {
    fetchMock.mockResolvedValue(jsonResponse([anAccount()]));
    const anonymous = createApiClient({ apiBase: '/api', getAccessToken: async () => null });
    await anonymous.call(accountEndpoints.current, {});
    expect(new Headers(request().init?.headers).has('Authorization')).toBe(false);
  });

  it('rejects with the server’s Swedish message for a non-2xx answer', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ error: { code: 'forbidden', message: 'Du saknar behörighet.' } }, 403));
    await expect(api.call(customerEndpoints.detail, anna)).rejects.toEqual(new ApiRequestError('Du saknar behörighet.', 403, 'forbidden'));
    await expect(api.call(feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } })).rejects.toMatchObject({ status: 403 });
  });

  it('rejects with a Swedish message when the server answers nonsense', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ nope: 1 }));
    await expect(api.call(customerEndpoints.detail, anna)).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'Svaret från servern gick inte att läsa. Försök igen senare.',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(api.call(customerEndpoints.detail, anna)).rejects.toMatchObject({ status: 502, message: 'Något gick fel. Försök igen senare.' });
  });

  it('swallows network errors (spec §7): calls and downloads resolve undefined', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.call(customerEndpoints.detail, anna)).resolves.toBeUndefined();
    await expect(api.call(feedbackEndpoints.send, { body: { page: '/', thumbs: 'thumbs-up' } })).resolves.toBeUndefined();
    await expect(api.call(panelEndpoints.setParticipation, { params: { id: '500100' }, query: {}, body: { participate: true } })).resolves.toBeUndefined();
    await expect(api.download(reportEndpoints.download, { body: { token: 't' } })).resolves.toBeUndefined();
  });

  it('lets a cancellation through: it is not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(api.call(customerEndpoints.detail, anna, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives a download its raw answer, whatever the status', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 401 }));
    const response = await api.download(reportEndpoints.download, { body: { token: 't' } });
    expect(response?.status).toBe(401);
    expect(request().url).toBe(`https://api.example.se/api${hrefOf(reportEndpoints.download)}`);
    expect(request().init?.body).toBe('{"token":"t"}');
  });
});
