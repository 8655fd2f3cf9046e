import type { KeyedLock } from '../../core/platform/play/seamless/ports';

/**
 * One chain of promises per key: work for a key starts when the previous work for it settles.
 * It orders one player's calls within this server process; across processes the ledger's round
 * condition keeps a round's money exclusive.
 */
export class InProcessKeyedLock implements KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return next;
  }
}
