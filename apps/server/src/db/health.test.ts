import { describe, expect, it, vi } from 'vitest';
import { DatabaseHealth, isBusy, isDiskFull, isUnavailable } from './health.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

/** A health on a clock the test moves, with its log lines counted. */
function healthAt(start = 1_000_000) {
  const clock = { now: start };
  const log = { warn: vi.fn(), info: vi.fn() };
  return { clock, log, health: new DatabaseHealth(log, () => clock.now) };
}

describe('database health', () => {
  it('tells an unreachable database from a busy one, a full disk and a failing statement', () => {
    expect(isUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(withCode('08006'))).toBe(true);
    expect(isUnavailable(withCode('53300', 'sorry, too many clients already'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('outer', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isUnavailable(withCode('22021', 'invalid byte sequence'))).toBe(false);
    expect(isUnavailable('57P01')).toBe(false);

    expect(isBusy(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isBusy(withCode('55P03', 'canceling statement due to lock timeout'))).toBe(true);
    // Every pooled connection taken (by statements waiting for a lock): busy, not away.
    expect(isBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isBusy(withCode('57P01'))).toBe(false);

    expect(isDiskFull(withCode('53100', 'could not extend file "base/5/16385": No space left on device'))).toBe(true);
    expect(isDiskFull(withCode('ENOSPC'))).toBe(true);
    // PGlite's file system: Emscripten's ErrnoError, without a message, errno 51 (ENOSPC).
    expect(isDiskFull(Object.assign(new Error(), { name: 'ErrnoError', errno: 51 }))).toBe(true);
    expect(isDiskFull({ name: 'ErrnoError', errno: 51 })).toBe(true);
    expect(isDiskFull(Object.assign(new Error(), { name: 'ErrnoError', errno: 44 }))).toBe(false);
    expect(isDiskFull(withCode('23505'))).toBe(false);
  });

  it('logs a full outage once when it starts and once when it ends', () => {
    const { clock, log, health } = healthAt();
    health.reached();
    for (let i = 0; i < 100; i++) health.lost(withCode('ECONNREFUSED'));
    expect(health.available).toBe(false);
    health.reached();
    // A success too soon after the last failure does not end it: an outage that comes and goes is one.
    expect(health.available).toBe(false);
    clock.now += 3_000;
    health.reached();
    health.reached();
    expect(health.available).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]).toEqual([{ code: 'ECONNREFUSED', reason: 'x', failedShare: 0.5 }, 'database unreachable']);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toBe('database reachable again');
  });

  it('takes a partial outage (two in three statements refused) for one outage, and ignores a rare failure', () => {
    const { clock, log, health } = healthAt();
    for (let i = 0; i < 100; i++) health.reached();
    health.lost(withCode('ECONNRESET'));
    expect(health.available).toBe(true);
    // 300 statements a second for 20 s, two in three refused (PostgreSQL's connection slots taken).
    for (let step = 0; step < 6_000; step++) {
      clock.now += 1_000 / 300;
      if (step % 3 === 0) health.reached();
      else health.lost(withCode('53300', 'sorry, too many clients already'));
    }
    expect(health.available).toBe(false);
    expect(health.ready).toBe(false);
    for (let i = 0; i < 400; i++) {
      clock.now += 10;
      health.reached();
    }
    expect(health.available).toBe(true);
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual(['database unreachable']);
    expect(log.info.mock.calls.map(([, message]) => message)).toEqual(['database reachable again']);
  });

  it('logs busy statements and a full disk once per episode; a full disk makes it not ready while it lasts', () => {
    const { clock, log, health } = healthAt();
    for (let i = 0; i < 50; i++) {
      clock.now += 100;
      health.busy(withCode('55P03'));
      health.diskFull(withCode('53100'));
    }
    expect(health.available).toBe(true);
    expect(health.ready).toBe(false);
    clock.now += 10_001;
    expect(health.ready).toBe(true);
    health.busy(withCode('57014'));
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual([
      'database busy: statements give up waiting',
      'database disk full',
      'database busy: statements give up waiting',
    ]);
  });
});
