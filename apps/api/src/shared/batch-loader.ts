// A per-request batching loader (like DataLoader), shared by the modules that resolve a field of
// every item of a list.

/** Batches `load(id)` calls made in the same tick into one `batch(ids)` call, caching results. */
export class BatchLoader<V> {
  private readonly cache = new Map<number, Promise<V>>();
  private queue: { id: number; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  private readonly batch: (ids: number[]) => Promise<Map<number, V>>;
  private readonly empty: () => V;

  constructor(batch: (ids: number[]) => Promise<Map<number, V>>, empty: () => V) {
    this.batch = batch;
    this.empty = empty;
  }

  load(id: number): Promise<V> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.queue.push({ id, resolve, reject });
      // Like DataLoader: dispatch after the promise jobs of this tick, so that sibling resolvers
      // (every item of a list) join the same batch.
      if (this.queue.length === 1) void Promise.resolve().then(() => process.nextTick(() => this.dispatch()));
    });
    this.cache.set(id, promise);
    return promise;
  }

  loadMany(ids: number[]): Promise<V[]> {
    return Promise.all(ids.map((id) => this.load(id)));
  }

  private dispatch(): void {
    const queue = this.queue;
    this.queue = [];
    const ids = [...new Set(queue.map((q) => q.id))];
    this.batch(ids).then(
      (found) => {
        for (const q of queue) q.resolve(found.get(q.id) ?? this.empty());
      },
      (error: unknown) => {
        for (const q of queue) {
          this.cache.delete(q.id);
          q.reject(error);
        }
      },
    );
  }
}
