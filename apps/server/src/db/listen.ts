import { setTimeout as sleep } from 'node:timers/promises';
import { listenerOf, type Db } from './connection.ts';
import type { HealthLog } from './health.ts';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** What a listener is told: each notification's payload, and when notifications can be heard and when no longer. */
export interface Hearing {
  message(payload: string): void;
  /** Listening (again): notifications sent meanwhile may have been missed. */
  heard(): void;
  /** The listening connection is lost. */
  deaf(): void;
}

/**
 * Listens on a channel of the database's notifications until stopped; a lost connection is listened on
 * again with backoff (0.5 s doubling to 30 s), with one log line when it is lost and one when it is
 * back. `what` names the changes in those lines ("meter value changes"). Without a way to listen (a
 * database that has none), nothing is ever heard.
 */
export function listenUntilStopped(db: Db, channel: string, what: string, hearing: Hearing, log: HealthLog): { stop(): Promise<void> } {
  const listen = listenerOf(db);
  if (!listen) return { stop: async () => undefined };
  const stopping = new AbortController();
  let unlisten: (() => Promise<void>) | null = null;
  let lost: (() => void) | null = null;

  async function run(): Promise<void> {
    let wait = FIRST_RETRY_MS;
    let wasLost = false;
    while (!stopping.signal.aborted) {
      try {
        const whenLost = new Promise<void>((resolve) => {
          lost = resolve;
        });
        unlisten = await listen!(
          channel,
          (payload) => hearing.message(payload),
          () => lost?.(),
        );
        hearing.heard();
        if (wasLost) log.info({}, `${what} heard again`);
        wait = FIRST_RETRY_MS;
        await whenLost;
        hearing.deaf();
        unlisten = null;
        if (stopping.signal.aborted) return;
        wasLost = true;
        log.warn({}, `${what} not heard: caches bypassed until they are`);
      } catch {
        // The database is away: its health says so, and the line above when it is back.
      }
      await sleep(wait, undefined, { signal: stopping.signal }).catch(() => undefined);
      wait = Math.min(wait * 2, LAST_RETRY_MS);
    }
  }

  const running = run();
  return {
    async stop() {
      stopping.abort();
      if (unlisten) await unlisten().catch(() => undefined);
      lost?.();
      await running;
    },
  };
}
