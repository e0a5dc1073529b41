/**
 * A small LRU of serialized series for closed periods. A period that ended
 * before yesterday gets no new values, only rare corrections, so its answer
 * may be reused for a while; `ttlMs` bounds how stale a correction can be.
 */
export class SeriesCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: string, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { body, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
