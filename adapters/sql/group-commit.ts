/**
 * Group commit: requests that arrive while a batch is being written wait and go together in the
 * next one, so a busy ledger pays one transaction for many transfers instead of one each. The
 * first batch waits for the event loop's turn: on embedded PGlite, whose queries resolve without
 * I/O, the requests that arrived meanwhile would otherwise not be read before it was written.
 */
export class GroupCommit<I, O> {
  private queue: { item: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly writeBatch: (items: readonly I[]) => Promise<O[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running) return;
      this.running = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.writeBatch(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.running = false;
  }
}
