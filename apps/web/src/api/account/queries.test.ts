import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { fakeApi, Reply } from '@/test/fixtures.ts';
import { linkCompany } from './queries.ts';

const fetchMock = vi.fn<typeof fetch>();
const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

const request = { companyIdentificationNumber: '556123-4567', companyCustomerNumber: '5100303', userName: 'Johan Berg', userEmail: 'johan@example.se' };
const route = 'POST /api/v1/account/company';

describe('linkCompany (spec §7, §8)', () => {
  it('posts the request and resolves with the server’s message', async () => {
    fetchMock.mockImplementation(fakeApi({ [route]: [{ success: true, message: 'Du är nu kopplad mot företaget.' }] }));
    await expect(linkCompany(api, request)).resolves.toBe('Du är nu kopplad mot företaget.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(request);
  });

  it('rejects with the message of data[0] when it says no success', async () => {
    fetchMock.mockImplementation(fakeApi({ [route]: [{ success: false, message: 'Företaget är spärrat.' }] }));
    await expect(linkCompany(api, request)).rejects.toThrow('Företaget är spärrat.');
  });

  it('rejects with the error field’s message', async () => {
    fetchMock.mockImplementation(fakeApi({ [route]: new Reply(422, { error: { code: 'company_not_found', message: 'Vi hittar inget företag.' } }) }));
    await expect(linkCompany(api, request)).rejects.toThrow('Vi hittar inget företag.');
  });

  it('rejects with "Något gick fel. Försök igen senare." otherwise', async () => {
    fetchMock.mockImplementation(fakeApi({ [route]: new Reply(502, 'Bad gateway') }));
    await expect(linkCompany(api, request)).rejects.toThrow('Något gick fel. Försök igen senare.');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(linkCompany(api, request)).rejects.toThrow('Något gick fel. Försök igen senare.');
  });
});
