export type CallbackErrorOutcome = 'ignore' | 'restart' | 'fail';

/**
 * What /callback does with a sign-in callback error (spec §8). "No matching
 * state" happens when the response was already used (reload, back button,
 * a second tab) or storage is disabled; "Network Error" is passing trouble.
 * Neither is shown: a person still signed in carries on, anyone else meets
 * the 40 s limit and the login-problem page.
 */
export function callbackErrorOutcome(message: string): CallbackErrorOutcome {
  if (message.includes('No matching state found in storage') || message.includes('Network Error')) return 'ignore';
  if (message.includes('No state in response')) return 'restart';
  return 'fail';
}
