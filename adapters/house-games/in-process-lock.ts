import type { KeyedLock } from '../../core/platform/play/seamless/ports';

/**
 * One chain of promises per key: work for a key starts when the previous work for it settles.
 * It serializes within this server process, which is the deployment the portal supports.
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
