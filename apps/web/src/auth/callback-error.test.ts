import { describe, expect, it } from 'vitest';
import { callbackErrorOutcome } from './callback-error.ts';

describe('callbackErrorOutcome (spec §8)', () => {
  it.each([
    ['No matching state found in storage', 'ignore'],
    ['Network Error', 'ignore'],
    ['No state in response', 'restart'],
    ['invalid_grant', 'fail'],
    ['Sign-in failed', 'fail'],
  ] as const)('%s → %s', (message, outcome) => {
    expect(callbackErrorOutcome(message)).toBe(outcome);
  });
});
