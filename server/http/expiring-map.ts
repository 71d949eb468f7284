/**
 * Per-client state kept in memory, bounded twice: at most `capacity` entries (the oldest goes when
 * a new one comes), and entries expire. Every entry of one map lives equally long and is re-inserted
 * when renewed, so the Map's insertion order is also expiry order: the expired entries are always at
 * the front, and each write drops a few of them. No request ever walks the whole map.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores `value` until `expiresAt`, which must not be earlier than that of any entry stored before. */
  set(key: string, value: V, expiresAt: number, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
    this.dropExpired(now);
    if (this.entries.size > this.capacity) this.dropOldest();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** A bounded step per write: the front holds the earliest expiries, so the first live entry ends it. */
  private dropExpired(now: number): void {
    let budget = 16;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now || budget === 0) return;
      this.entries.delete(key);
      budget -= 1;
    }
  }

  private dropOldest(): void {
    for (const key of this.entries.keys()) {
      this.entries.delete(key);
      return;
    }
  }
}
