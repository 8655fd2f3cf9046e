import { beforeEach, describe, expect, it } from 'vitest';
import type { CaptchaService } from '../../../core/platform/access/ports';
import type { FakeClock } from '../../support/fakes/clock';

export interface CaptchaFixture {
  readonly captcha: CaptchaService;
  readonly clock: FakeClock;
  /** The answer a person would read off the image. */
  answerOf(captchaId: string): Promise<string>;
}

export function captchaServiceContract(fresh: () => Promise<CaptchaFixture>): void {
  describe('CaptchaService contract', () => {
    let f: CaptchaFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    it('issues distinct ids, each with an image as a data URL', async () => {
      const a = await f.captcha.issue();
      const b = await f.captcha.issue();
      expect(a.captchaId).not.toBe(b.captchaId);
      for (const c of [a, b]) expect(c.image).toMatch(/^data:image\//);
    });

    it('the right answer passes once: a captcha is single use', async () => {
      const { captchaId } = await f.captcha.issue();
      const answer = await f.answerOf(captchaId);
      expect(await f.captcha.verify(captchaId, answer)).toBe(true);
      expect(await f.captcha.verify(captchaId, answer)).toBe(false);
    });

    it('answers are compared ignoring case and surrounding space', async () => {
      const { captchaId } = await f.captcha.issue();
      expect(await f.captcha.verify(captchaId, ` ${(await f.answerOf(captchaId)).toUpperCase()} `)).toBe(true);
    });

    it('a wrong answer fails and uses the captcha up', async () => {
      const { captchaId } = await f.captcha.issue();
      const answer = await f.answerOf(captchaId);
      expect(await f.captcha.verify(captchaId, `${answer}x`)).toBe(false);
      expect(await f.captcha.verify(captchaId, answer)).toBe(false);
    });

    it('unknown ids and empty answers fail', async () => {
      const { captchaId } = await f.captcha.issue();
      expect(await f.captcha.verify('no-such-captcha', 'abcd')).toBe(false);
      expect(await f.captcha.verify('', '')).toBe(false);
      expect(await f.captcha.verify(captchaId, '')).toBe(false);
    });

    it('a captcha answered after 5 minutes fails; just before, it passes', async () => {
      const old = await f.captcha.issue();
      const fresh1 = await f.captcha.issue();
      const oldAnswer = await f.answerOf(old.captchaId);
      const freshAnswer = await f.answerOf(fresh1.captchaId);
      f.clock.advance(5 * 60_000 - 1);
      expect(await f.captcha.verify(fresh1.captchaId, freshAnswer)).toBe(true);
      f.clock.advance(2);
      expect(await f.captcha.verify(old.captchaId, oldAnswer)).toBe(false);
    });
  });
}
