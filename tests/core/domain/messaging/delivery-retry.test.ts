import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_TRIES, retryAfter } from '../../../../core/domain/messaging/delivery-retry';

describe('retryAfter', () => {
  it('property: each failed try but the last is retried later than the one before waited, and the last is given up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 2 ** 40 }), (tries, failedAt) => {
        const retry = retryAfter(tries, new Date(failedAt));
        if (tries >= DELIVERY_TRIES) expect(retry).toBeNull();
        else {
          expect(retry!.getTime()).toBeGreaterThan(failedAt);
          if (tries > 1) expect(retry!.getTime() - failedAt).toBeGreaterThan(retryAfter(tries - 1, new Date(failedAt))!.getTime() - failedAt);
        }
      }),
    );
  });

  it('all the waits together stay within minutes, while a code still lives', () => {
    let waited = 0;
    for (let tries = 1; tries < DELIVERY_TRIES; tries++) waited += retryAfter(tries, new Date(0))!.getTime();
    expect(waited).toBeLessThanOrEqual(5 * 60_000);
  });
});
