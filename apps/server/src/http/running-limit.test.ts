import { describe, expect, it } from 'vitest';
import { createRunningLimit } from './running-limit.ts';

describe('running limit', () => {
  it('lets a caller run up to the ceiling, refuses one more, and lets it in again once one ends', () => {
    const limit = createRunningLimit(2);
    const first = limit.enter('anna');
    const second = limit.enter('anna');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(limit.enter('anna')).toBeNull();
    first!();
    expect(limit.enter('anna')).not.toBeNull();
  });

  it('counts each caller on its own, and a release given twice counts once', () => {
    const limit = createRunningLimit(1);
    const anna = limit.enter('anna')!;
    expect(limit.enter('erik')).not.toBeNull();
    anna();
    anna();
    expect(limit.enter('anna')).not.toBeNull();
    expect(limit.enter('anna')).toBeNull();
  });

  it('forgets a caller with nothing running', () => {
    const limit = createRunningLimit(3);
    const releases = [limit.enter('anna')!, limit.enter('erik')!];
    expect(limit.callers).toBe(2);
    for (const release of releases) release();
    expect(limit.callers).toBe(0);
  });
});
