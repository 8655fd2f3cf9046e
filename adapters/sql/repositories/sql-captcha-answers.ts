import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { CaptchaAnswers } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

/** The picture codes' answers in one table every server process shares. */
export class SqlCaptchaAnswers implements CaptchaAnswers {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
  ) {}

  async keep(captchaId: string, answerHash: string, expiresAt: Date): Promise<void> {
    await this.db.deleteFrom('captchas').where('expires_at', '<', this.clock.now()).execute();
    await this.db.insertInto('captchas').values({ id: captchaId, answer_hash: answerHash, expires_at: expiresAt }).execute();
  }

  async take(captchaId: string): Promise<string | null> {
    const row = await this.db.deleteFrom('captchas').where('id', '=', captchaId).returning(['answer_hash', 'expires_at']).executeTakeFirst();
    return row && row.expires_at > this.clock.now() ? row.answer_hash : null;
  }
}
