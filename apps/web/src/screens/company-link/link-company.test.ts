import { accountEndpoints } from '@mina-sidor/shared/account';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client.ts';
import { answer, failure, NETWORK_ERROR, Reply, stubServer } from '@/test/fake-server.ts';
import { linkCompany } from './link-company.ts';

const api = createApiClient({ apiBase: '/api', getAccessToken: async () => 't' });
const request = { companyIdentificationNumber: '556123-4567', companyCustomerNumber: '5100303', userName: 'Johan Berg', userEmail: 'johan@example.se' };

describe('linkCompany (spec §7, §8)', () => {
  it('posts the request and resolves with the server’s message', async () => {
    const server = stubServer([answer(accountEndpoints.linkCompany, { success: true, message: 'Du är nu kopplad mot företaget.' })]);
    await expect(linkCompany(api, request)).resolves.toBe('Du är nu kopplad mot företaget.');
    expect(server.requestsTo(accountEndpoints.linkCompany).map((r) => r.body)).toEqual([request]);
  });

  it('rejects with the message of data[0] when it says no success', async () => {
    stubServer([answer(accountEndpoints.linkCompany, { success: false, message: 'Företaget är spärrat.' })]);
    await expect(linkCompany(api, request)).rejects.toThrow('Företaget är spärrat.');
  });

  it('rejects with the error field’s message', async () => {
    stubServer([answer(accountEndpoints.linkCompany, failure(422, 'company_not_found', 'Vi hittar inget företag.'))]);
    await expect(linkCompany(api, request)).rejects.toThrow('Vi hittar inget företag.');
  });

  it('rejects with "Något gick fel. Försök igen senare." otherwise', async () => {
    const server = stubServer([answer(accountEndpoints.linkCompany, new Reply(502, 'Bad gateway'))]);
    await expect(linkCompany(api, request)).rejects.toThrow('Något gick fel. Försök igen senare.');
    server.answer(answer(accountEndpoints.linkCompany, NETWORK_ERROR));
    await expect(linkCompany(api, request)).rejects.toThrow('Något gick fel. Försök igen senare.');
  });
});
