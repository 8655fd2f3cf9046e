/** Tries of one message in all: after the last failed one it is kept as failed, for support. */
export const DELIVERY_TRIES = 5;
const FIRST_RETRY_MS = 15_000;

/** When to try a message again after its `tries`-th try failed (15 s, then each wait doubled), or null when it has had all its tries. */
export function retryAfter(tries: number, failedAt: Date): Date | null {
  if (tries >= DELIVERY_TRIES) return null;
  return new Date(failedAt.getTime() + FIRST_RETRY_MS * 2 ** (tries - 1));
}
