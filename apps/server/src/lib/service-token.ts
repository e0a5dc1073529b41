/** A machine's client at the identity provider (client credentials). */
export type ServiceClient = { id: string; secret: string };

/** fetch, with a Swedish word for an address that does not answer. */
export async function reach(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(`${new URL(url).origin} svarar inte.`, { cause: error });
  }
}

/**
 * A client-credentials token (RFC 6749 §4.4) for `scope` from the issuer's token endpoint, for the commands that send
 * through a running server. `settings` names the environment variables to check when the client is refused.
 */
export async function serviceToken(issuer: string, client: ServiceClient, scope: string, settings: string): Promise<string> {
  const discovery = await reach(`${issuer}/.well-known/openid-configuration`);
  if (!discovery.ok) throw new Error(`Inloggningstjänsten ${issuer} svarade ${discovery.status}.`);
  const { token_endpoint } = (await discovery.json()) as { token_endpoint: string };
  // client_secret_basic: the id and secret are form-encoded before they are joined (RFC 6749 §2.3.1).
  const basic = Buffer.from(`${encodeURIComponent(client.id)}:${encodeURIComponent(client.secret)}`).toString('base64');
  const response = await reach(token_endpoint, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  if (!response.ok) throw new Error(`Ingen åtkomst för klienten ${client.id} (${response.status}): kontrollera ${settings}.`);
  return ((await response.json()) as { access_token: string }).access_token;
}
