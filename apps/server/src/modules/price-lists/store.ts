import type { Db } from '../../db/connection.ts';
import type { HealthLog } from '../../db/health.ts';
import { listenUntilStopped } from '../../db/listen.ts';
import type { PriceLists } from './lists.ts';
import { readPriceLists } from './repository.ts';

/** The channel the price_lists trigger tells a change on (migration 20261128T0910). */
const CHANNEL = 'price_lists_changed';

/** The price lists as read at one moment, and a version to key answers computed from them by; null: do not keep such answers. */
export interface PriceListSnapshot {
  lists: PriceLists;
  version: string | null;
}

/**
 * The price lists of this instance (decision 0052): all of them are small, so they are kept in
 * memory, read again after any instance changes them (the database tells every listener when the
 * change commits). While changes cannot be heard, every call reads them afresh and has no version.
 */
export class PriceListStore {
  #kept: PriceListSnapshot | null = null;
  #reading: Promise<PriceListSnapshot> | null = null;
  /** Counts the changes heard: a read begun before one is not kept. */
  #generation = 0;
  #listening = false;

  constructor(
    private readonly db: Db,
    private readonly read: (db: Db) => Promise<PriceLists> = readPriceLists,
  ) {}

  async current(): Promise<PriceListSnapshot> {
    if (!this.#listening) return { lists: await this.read(this.db), version: null };
    if (this.#kept) return this.#kept;
    if (!this.#reading) {
      const generation = this.#generation;
      const reading = this.read(this.db)
        .then((lists) => {
          const snapshot = { lists, version: String(generation) };
          if (this.#listening && generation === this.#generation) this.#kept = snapshot;
          return snapshot;
        })
        .finally(() => {
          if (this.#reading === reading) this.#reading = null;
        });
      this.#reading = reading;
    }
    return this.#reading;
  }

  /** The lists changed, here or at another instance. */
  changed(): void {
    this.#generation++;
    this.#kept = null;
    this.#reading = null;
  }

  /** Changes are heard (again): some may have been missed meanwhile. */
  heard(): void {
    this.changed();
    this.#listening = true;
  }

  deaf(): void {
    this.#listening = false;
    this.changed();
  }
}

/** The instance's price lists, kept up to date until stopped. */
export function listenForPriceLists(db: Db, log: HealthLog): { store: PriceListStore; stop(): Promise<void> } {
  const store = new PriceListStore(db);
  const listening = listenUntilStopped(
    db,
    CHANNEL,
    'price list changes',
    { message: () => store.changed(), heard: () => store.heard(), deaf: () => store.deaf() },
    log,
  );
  return { store, stop: () => listening.stop() };
}
