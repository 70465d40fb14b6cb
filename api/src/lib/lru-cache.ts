/**
 * A small least-recently-used map: at most `capacity` entries, the oldest read or written one leaves first. With
 * `weigh`, the entries' weights together also stay within `maxWeight` (e.g. lists of very different lengths).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly capacity: number,
    private readonly limits: { maxWeight: number; weigh: (value: V) => number } | undefined = undefined,
  ) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the newest.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.remove(key);
    this.entries.set(key, value);
    this.weight += this.weightOf(value);
    while (this.entries.size > this.capacity || (this.limits && this.weight > this.limits.maxWeight && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private weightOf(value: V): number {
    return this.limits ? this.limits.weigh(value) : 0;
  }

  private remove(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.weight -= this.weightOf(value);
    this.entries.delete(key);
  }
}
