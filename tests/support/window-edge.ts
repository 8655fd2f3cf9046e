/**
 * Rate limits count in fixed windows aligned to their length (the RateLimiter contract): a test
 * that needs several hits in one window waits, when it would start within `marginMs` of the next
 * window, until that window has begun.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 30_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
