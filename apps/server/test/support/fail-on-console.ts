import { afterEach, vi } from 'vitest';

// A console.error or console.warn during a test is a defect the test should show (oidc-provider's
// "Unsupported runtime" warning among them: the project runs on Node 24, see package.json).
const calls: unknown[][] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push([method, ...args]);
  });
}
afterEach(() => {
  if (calls.length > 0) {
    const seen = calls.splice(0).map((c) => c.map(String).join(' '));
    throw new Error(`console output during the test:\n${seen.join('\n')}`);
  }
});
