import type { Kysely } from 'kysely';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { ReplayGuard } from '../../../core/platform/access/ports';
import type { Schema } from '../schema';

/** Single-use markers in one table every server process shares; expired ones are swept as new ones come. */
export class SqlReplayGuard implements ReplayGuard {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
  ) {}

  async claim(id: string, expiresAt: Date): Promise<boolean> {
    await this.db.deleteFrom('used_challenges').where('expires_at', '<', this.clock.now()).execute();
    const claimed = await this.db
      .insertInto('used_challenges')
      .values({ signature: id, expires_at: expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return claimed !== undefined;
  }
}
