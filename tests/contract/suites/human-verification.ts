import { beforeEach, describe, expect, it } from 'vitest';
import type { HumanChallenge, HumanVerification } from '../../../core/platform/access/ports';

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
      const a = await f.human.challenge();
      const b = await f.human.challenge();
      expect(a).toMatchObject({ algorithm: expect.any(String), challenge: expect.any(String), maxnumber: expect.any(Number), salt: expect.any(String), signature: expect.any(String) });
      expect(a.signature).not.toBe(b.signature);
    });

    it('a solved challenge is accepted once: a replay is refused', async () => {
      const payload = await f.solve(await f.human.challenge());
      expect(await f.human.verify(payload)).toBe(true);
      expect(await f.human.verify(payload)).toBe(false);
    });

    it('two challenges are each accepted once, in any order', async () => {
      const first = await f.solve(await f.human.challenge());
      const second = await f.solve(await f.human.challenge());
      expect(await f.human.verify(second)).toBe(true);
      expect(await f.human.verify(first)).toBe(true);
    });

    it('empty, garbage and forged payloads are refused without throwing', async () => {
      for (const payload of ['', 'x', 'eyJ9', '{"number":1}', '\u0000', f.forge()]) expect(await f.human.verify(payload)).toBe(false);
    });
  });
}
