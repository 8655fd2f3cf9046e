import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Clock } from '../../core/domain/kernel/ports';
import type { CaptchaService } from '../../core/platform/access/ports';
import type { Schema } from '../sql/schema';

const TTL_MS = 5 * 60_000;
const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

/** Image captcha (SVG as a base64 data URL); the answer is stored hashed and used once. */
export class SvgCaptchaService implements CaptchaService {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
  ) {}

  async issue(): Promise<{ captchaId: string; image: string }> {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 3, color: true, background: '#f4efe2', ignoreChars: '0oO1lIi' });
    const captchaId = randomUUID();
    const now = this.clock.now();
    await this.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
    await this.db.insertInto('captchas').values({ id: captchaId, answer_hash: hashAnswer(text), expires_at: new Date(now.getTime() + TTL_MS) }).execute();
    return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  async verify(captchaId: string, answer: string): Promise<boolean> {
    if (!captchaId || !answer) return false;
    const row = await this.db.deleteFrom('captchas').where('id', '=', captchaId).returning(['answer_hash', 'expires_at']).executeTakeFirst();
    return row !== undefined && row.expires_at > this.clock.now() && row.answer_hash === hashAnswer(answer);
  }

  /** For tests and the CLI's `--json` support tools: never exposed over HTTP. */
  static answerHash(answer: string): string {
    return hashAnswer(answer);
  }
}
