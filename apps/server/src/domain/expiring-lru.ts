/**
 * A small least-recently-used map whose entries each expire at their own
 * time: serialized series of closed periods, verified access tokens.
 */
export class ExpiringLru<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= now) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** `expires`: the instant (ms since the epoch) from which the entry is gone. */
  set(key: string, value: V, expires: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
