import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import './dom-matchers.ts';

// Screens load lazily: with a cold transform cache the shell and a screen can take
// more than Testing Library's default second to arrive on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not scroll; the router's scroll restoration (spec §2.5) calls this on every navigation.
window.scrollTo = () => undefined;

// A console.error or console.warn during a test (React act warnings, failed
// prop types, MUI misuse) fails that test instead of scrolling past.
let consoleCalls: string[] = [];

beforeEach(() => {
  // Every test starts as a first visit: nothing stored by an earlier one.
  localStorage.clear();
  sessionStorage.clear();
  consoleCalls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const calls = consoleCalls;
  consoleCalls = [];
  if (calls.length > 0) throw new Error(`Unexpected console output:\n${calls.join('\n')}`);
});
