import { EVENTS_READ_SCOPE } from '@mina-sidor/shared/integration-event';

/** The feed reader's secret a test server registers with EVENTS_CLIENT_SECRET (its id is the default, handelsefloede). */
export const FEED_SECRET = 'f00dfeed0123456789abcdef0123456789abcdef';

/** A client-credentials token for the event feed, as the provider's feed reader gets one from the embedded provider. */
export async function feedToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/idp/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`handelsefloede:${FEED_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: EVENTS_READ_SCOPE }),
  });
  if (response.status !== 200) throw new Error(`no feed token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
