/**
 * A per-key write queue inside one process: tasks given the same key run one after another, in
 * the order they were given; tasks of different keys run concurrently. A failing task rejects its
 * own promise only; the next task of that key still runs.
 *
 * What it is for (DESIGN.md data rules): FerretDB 1.24 rewrites a whole document on every update
 * and does not check an update's filter atomically with its write, so two updates of one document
 * at the same instant lose one of them. Every read-modify-write or multi-writer update of a
 * document runs through the queue keyed by that document. It serializes within one process only:
 * on FerretDB a service using it runs as one process; replicas need MongoDB, whose single-document
 * updates are atomic on their own.
 */
export class KeyedQueue {
  /** The last task of each key with work pending, settled either way; removed once the key is idle. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs `task` once every task given earlier with this key has settled; answers what it answers. */
  run<T>(key: string, task: () => Promise<T> | T): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(() => task());
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have a task running or waiting. */
  get busyKeys(): number {
    return this.tails.size;
  }

  /** Resolves once every task given so far has settled (for a graceful stop). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
