import type { Db } from './connection.ts';
import type { HealthLog } from './health.ts';
import { listenUntilStopped } from './listen.ts';

/** The channel the metering_points trigger tells a change of a point's meter values on (migration 20261124T1130). */
export const METER_VALUES_CHANNEL = 'meter_values_changed';
/**
 * Points share a version by their hash's slot: memory stays the same at 300,000 points, and a change to a point
 * now and then also retires the entries of the few others in its slot (read again, never wrong).
 */
const SLOTS = 4096;

function slotOf(meteringPointId: string): number {
  let hash = 0;
  for (let i = 0; i < meteringPointId.length; i++) hash = (Math.imul(hash, 31) + meteringPointId.charCodeAt(i)) | 0;
  return (hash >>> 0) % SLOTS;
}

/**
 * What this instance has heard of changes to meter values, made by any instance (decision 0035). A cache built from
 * meter values puts a version in its keys, taken before it reads the database: an entry made from values that have
 * changed since is never found again. While the changes cannot be heard (the database is away), there is no version
 * and nothing is cached; once they can again, every earlier entry is retired, as changes may have been missed.
 */
export class ValueChanges {
  #epoch = 0;
  #any = 0;
  #listening = false;
  readonly #points = new Uint32Array(SLOTS);

  /** The version of a point's values to key cached answers by, or null: do not cache now. */
  versionOf(meteringPointId: string): string | null {
    return this.#listening ? `${this.#epoch}.${this.#points[slotOf(meteringPointId)]}` : null;
  }

  /** A version that changes with any point's values, for answers not keyed by a point. */
  versionOfAll(): string | null {
    return this.#listening ? `${this.#epoch}.${this.#any}` : null;
  }

  /** A point's values changed. */
  changed(meteringPointId: string): void {
    const slot = slotOf(meteringPointId);
    this.#points[slot] = (this.#points[slot]! + 1) >>> 0;
    this.#any++;
  }

  /** Changes are heard (again): entries from before may have missed some. */
  heard(): void {
    this.#epoch++;
    this.#listening = true;
  }

  /** Changes can no longer be heard. */
  deaf(): void {
    this.#listening = false;
  }
}

/** Listens for changes to meter values until stopped (db/listen.ts). */
export function listenForValueChanges(db: Db, log: HealthLog): { changes: ValueChanges; stop(): Promise<void> } {
  const changes = new ValueChanges();
  const listening = listenUntilStopped(
    db,
    METER_VALUES_CHANNEL,
    'meter value changes',
    { message: (pointId) => changes.changed(pointId), heard: () => changes.heard(), deaf: () => changes.deaf() },
    log,
  );
  return { changes, stop: () => listening.stop() };
}
