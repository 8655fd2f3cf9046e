import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Clock } from '../../core/domain/kernel/ports';
import type { CaptchaAnswers, CaptchaService } from '../../core/platform/access/ports';
import { CAPTCHA_ALPHABET } from './bitmap-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, type CaptchaRandom } from './draw-captcha';
import { encodePng } from './png';

const TTL_MS = 5 * 60_000;
const LENGTH = 4;
const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

/** node:crypto bytes read six at a time, a kilobyte-sized batch per call to the system. */
function cryptoRandom(): CaptchaRandom {
  let bytes = randomBytes(6 * 1024);
  let at = 0;
  return {
    next() {
      if (at === bytes.length) [bytes, at] = [randomBytes(bytes.length), 0];
      at += 6;
      return bytes.readUIntBE(at - 6, 6) / 2 ** 48;
    },
  };
}

/**
 * Picture code as a PNG data URL: the text exists only as pixels, so the markup holds nothing a
 * script can read back. The answer is stored hashed and used once.
 */
export class PictureCaptchaService implements CaptchaService {
  constructor(
    private readonly answers: CaptchaAnswers,
    private readonly clock: Clock,
  ) {}

  async issue(): Promise<{ captchaId: string; image: string }> {
    const text = Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
    const png = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, drawCaptcha(text, cryptoRandom()));
    const captchaId = randomUUID();
    await this.answers.keep(captchaId, hashAnswer(text), new Date(this.clock.now().getTime() + TTL_MS));
    return { captchaId, image: `data:image/png;base64,${png.toString('base64')}` };
  }

  async verify(captchaId: string, answer: string): Promise<boolean> {
    if (!captchaId || !answer) return false;
    return (await this.answers.take(captchaId)) === hashAnswer(answer);
  }

  /** For tests and the CLI's `--json` support tools: never exposed over HTTP. */
  static answerHash(answer: string): string {
    return hashAnswer(answer);
  }
}
