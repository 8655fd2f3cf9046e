/**
 * Group commit: requests that arrive while a batch is being written wait and go together in the
 * next one, so a busy ledger pays one transaction for many transfers instead of one each. The
 * first batch waits for the event loop's turn: on embedded PGlite, whose queries resolve without
 * I/O, the requests that arrived meanwhile would otherwise not be read before it was written.
 * Requests submitted together are never split across batches.
 */
export class GroupCommit<I, O> {
  private queue: { items: readonly I[]; resolve: (o: O[]) => void; reject: (e: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly writeBatch: (items: readonly I[]) => Promise<O[]>,
    private readonly maxBatch: number,
  ) {}

  async submit(item: I): Promise<O> {
    const [result] = await this.submitAll([item]);
    return result!;
  }

  submitAll(items: readonly I[]): Promise<O[]> {
    return new Promise<O[]>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      if (this.running) return;
      this.running = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const groups = this.nextBatch();
      try {
        const results = await this.writeBatch(groups.flatMap((g) => g.items));
        let at = 0;
        for (const group of groups) {
          group.resolve(results.slice(at, at + group.items.length));
          at += group.items.length;
        }
      } catch (error) {
        for (const group of groups) group.reject(error);
      }
    }
    this.running = false;
  }

  /** Whole groups, in arrival order, up to `maxBatch` items (a larger group goes alone). */
  private nextBatch(): typeof this.queue {
    let size = 0;
    let count = 0;
    while (count < this.queue.length && (count === 0 || size + this.queue[count]!.items.length <= this.maxBatch)) size += this.queue[count++]!.items.length;
    return this.queue.splice(0, count);
  }
}
