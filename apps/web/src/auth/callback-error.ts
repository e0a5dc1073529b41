export type CallbackErrorOutcome = 'ignore' | 'restart' | 'fail';

/**
 * What the callback page does with a sign-in callback error (spec §8).
 * "No matching state" happens when the response was already used (reload,
 * back button, a second tab) or storage is disabled; "Network Error" is a
 * passing failure. Neither is shown: the stored user, if any, carries on, and
 * otherwise the 40 s limit leads to the login-problem page.
 */
export function callbackErrorOutcome(message: string): CallbackErrorOutcome {
  if (message.includes('No matching state found in storage') || message.includes('Network Error')) return 'ignore';
  if (message.includes('No state in response')) return 'restart';
  return 'fail';
}
