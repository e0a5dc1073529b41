/**
 * The provider's native app shows Mina sidor in a web view whose user agent
 * carries this token; the app draws its own header, so the mobile logo is
 * left out there (spec §2.5). The token is our choice: the spec does not name
 * it, and the app team adds it to the web view's user agent.
 */
export const NATIVE_APP_USER_AGENT_TOKEN = 'MinaSidorApp';

export function isNativeApp(userAgent: string): boolean {
  return userAgent.includes(NATIVE_APP_USER_AGENT_TOKEN);
}
