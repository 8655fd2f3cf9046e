import type { Clock } from '../../../core/domain/kernel/ports';
import type { CaptchaImage, CaptchaService } from '../../../core/platform/access/ports';

const TTL_MS = 5 * 60_000;

/** Captchas whose answers the test can read; single use and valid for 5 minutes, like the real one. */
export class FakeCaptcha implements CaptchaService {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>();
  private next = 0;
  issued = 0;

  constructor(private readonly clock: Clock) {}

  async issue(): Promise<CaptchaImage> {
    this.issued++;
    const captchaId = `captcha-${++this.next}`;
    this.answers.set(captchaId, { answer: `ans${this.next}`, expiresAt: this.clock.now().getTime() + TTL_MS });
    return { captchaId, image: `data:image/svg+xml;base64,${captchaId}` };
  }

  async verify(captchaId: string, answer: string): Promise<boolean> {
    const expected = this.answers.get(captchaId);
    this.answers.delete(captchaId);
    return expected !== undefined && expected.expiresAt > this.clock.now().getTime() && expected.answer === answer.trim().toLowerCase();
  }

  answerOf(captchaId: string): string {
    const entry = this.answers.get(captchaId);
    if (entry === undefined) throw new Error(`no live captcha ${captchaId}`);
    return entry.answer;
  }
}
