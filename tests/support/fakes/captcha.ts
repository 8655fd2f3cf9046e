import type { CaptchaImage, CaptchaService } from '../../../core/platform/access/ports';

/** Captchas whose answers the test can read; single use like the real one. */
export class FakeCaptcha implements CaptchaService {
  private readonly answers = new Map<string, string>();
  private next = 0;
  issued = 0;

  async issue(): Promise<CaptchaImage> {
    this.issued++;
    const captchaId = `captcha-${++this.next}`;
    this.answers.set(captchaId, `ans${this.next}`);
    return { captchaId, image: `data:image/svg+xml;base64,${captchaId}` };
  }

  async verify(captchaId: string, answer: string): Promise<boolean> {
    const expected = this.answers.get(captchaId);
    this.answers.delete(captchaId);
    return expected !== undefined && expected === answer.trim().toLowerCase();
  }

  answerOf(captchaId: string): string {
    const answer = this.answers.get(captchaId);
    if (answer === undefined) throw new Error(`no live captcha ${captchaId}`);
    return answer;
  }
}
