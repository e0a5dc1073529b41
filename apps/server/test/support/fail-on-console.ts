import { afterEach, vi } from 'vitest';

// A console.error or console.warn during a test is a defect the test should show.
// oidc-provider 9 warns once that Node 20 is not its preferred runtime (see STACK.md); that one is expected.
const EXPECTED = /^oidc-provider WARNING: Unsupported runtime/;
const calls: unknown[][] = [];
for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && EXPECTED.test(args[0])) return;
    calls.push([method, ...args]);
  });
}
afterEach(() => {
  if (calls.length > 0) {
    const seen = calls.splice(0).map((c) => c.map(String).join(' '));
    throw new Error(`console output during the test:\n${seen.join('\n')}`);
  }
});
