import { describe, expect, it, vi } from 'vitest';
import { DatabaseHealth, isUnavailable } from './health.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database health', () => {
  it('tells an unreachable database from a failing statement', () => {
    expect(isUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(withCode('08006'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('outer', { cause: withCode('ECONNRESET') }))).toBe(true);
    expect(isUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isUnavailable(withCode('22021', 'invalid byte sequence'))).toBe(false);
    expect(isUnavailable('57P01')).toBe(false);
  });

  it('logs an outage once when it starts and once when it ends', () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const health = new DatabaseHealth(log);
    health.reached();
    for (let i = 0; i < 100; i++) health.lost(withCode('ECONNREFUSED'));
    expect(health.available).toBe(false);
    health.reached();
    health.reached();
    expect(health.available).toBe(true);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith({ code: 'ECONNREFUSED', reason: 'x' }, 'database unreachable');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[1]).toBe('database reachable again');
  });
});
