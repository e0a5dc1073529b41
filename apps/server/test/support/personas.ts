import { CUSTOMER_IDS, PERSONAS } from '../../src/demo-source/personas.ts';
import { signIn } from './oidc-login.ts';
import type { TestServer } from './test-server.ts';

export { CUSTOMER_IDS, PERSONAS };

export const CUSTOMER_NUMBERS: Record<string, string> = {
  [CUSTOMER_IDS.privat]: '5000101',
  [CUSTOMER_IDS['flera-konton']]: '5000202',
  [CUSTOMER_IDS.foretag]: '5100303',
  [CUSTOMER_IDS.koncern]: '5200404',
  [CUSTOMER_IDS.lankad]: '5000505',
  [CUSTOMER_IDS.inaktiv]: '5000606',
};

/** Access tokens for every persona, signed in through the real provider. */
export async function tokensForAll(server: TestServer): Promise<Record<string, string>> {
  const entries = await Promise.all(PERSONAS.map(async (p) => [p.key, (await signIn(server.baseUrl, { persona: p.key })).access_token] as const));
  return Object.fromEntries(entries);
}
