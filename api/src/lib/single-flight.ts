/**
 * Concurrent calls for the same key share one computation: when a popular listing's order or total is not cached
 * yet (a new catalogue version, a cold start), the 32 requests asking for it at once run its query once, not 32 times.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, compute: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const started = compute().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
