import { beforeEach, describe, expect, it } from 'vitest';
import type { HumanChallenge, HumanVerification } from '../../../core/platform/access/ports';

/** Small, so the real proof of work stays quick to solve. */
const WORK = 2_000;

export interface HumanVerificationFixture {
  readonly human: HumanVerification;
  /** What an honest client sends back for a challenge. */
  solve(challenge: HumanChallenge): Promise<string>;
  /** A payload in the right format for a challenge the server never issued. */
  forge(): string;
}

export function humanVerificationContract(fresh: () => Promise<HumanVerificationFixture>): void {
  describe('HumanVerification contract', () => {
    let f: HumanVerificationFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('a challenge has the fields a client needs, and distinct challenges have distinct signatures', async () => {
      const a = await f.human.challenge(WORK);
      const b = await f.human.challenge(WORK);
      expect(a).toMatchObject({
        algorithm: expect.any(String),
        challenge: expect.any(String),
        maxnumber: expect.any(Number),
        salt: expect.any(String),
        signature: expect.any(String),
      });
      expect(a.signature).not.toBe(b.signature);
      expect(a.maxnumber).toBe(WORK);
    });

    it('an accepted proof tells the work its challenge was issued with', async () => {
      const harder = await f.solve(await f.human.challenge(2 * WORK));
      expect(await f.human.verify(harder)).toEqual({ work: 2 * WORK });
    });

    it('a solved challenge is accepted once: a replay is refused', async () => {
      const payload = await f.solve(await f.human.challenge(WORK));
      expect(await f.human.verify(payload)).toEqual({ work: WORK });
      expect(await f.human.verify(payload)).toBeNull();
    });

    it('two challenges are each accepted once, in any order', async () => {
      const first = await f.solve(await f.human.challenge(WORK));
      const second = await f.solve(await f.human.challenge(WORK));
      expect(await f.human.verify(second)).not.toBeNull();
      expect(await f.human.verify(first)).not.toBeNull();
    });

    it('empty, garbage and forged payloads are refused without throwing', async () => {
      for (const payload of ['', 'x', 'eyJ9', '{"number":1}', '\u0000', f.forge()]) expect(await f.human.verify(payload)).toBeNull();
    });
  });
}
