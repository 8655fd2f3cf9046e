import { sql, type Kysely, type Selectable } from 'kysely';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { SecondFactor } from '../../../core/domain/access/second-factor';
import type { LoginChallenges, NewChallenge, StoredChallenge } from '../../../core/platform/access/ports';
import type { LoginChallengesTable, Schema } from '../schema';
import type { SqlOutboundMessages } from './sql-outbound-messages';

export class SqlLoginChallenges implements LoginChallenges {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly outbound: Pick<SqlOutboundMessages, 'writeWith'>,
  ) {}

  async create(challenge: NewChallenge): Promise<void> {
    await this.db
      .insertInto('login_challenges')
      .values({ id: challenge.id, account_id: challenge.accountId, ip: challenge.ip, factors: challenge.factors.join(','), expires_at: challenge.expiresAt })
      .execute();
  }

  async find(id: string): Promise<StoredChallenge | null> {
    const row = await this.db.selectFrom('login_challenges').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toChallenge(row) : null;
  }

  async setCode(id: string, factor: 'sms' | 'email', codeHash: string, message: OutgoingMessage): Promise<void> {
    await this.outbound.writeWith(sql`UPDATE login_challenges SET code_factor = ${factor}, code_hash = ${codeHash} WHERE id = ${id} RETURNING 1`, message);
  }

  async recordWrong(id: string, limit: number): Promise<number | null> {
    const row = await this.db
      .updateTable('login_challenges')
      .set((eb) => ({ wrong_answers: eb('wrong_answers', '+', 1) }))
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('wrong_answers', '<', limit)
      .returning('wrong_answers')
      .executeTakeFirst();
    return row?.wrong_answers ?? null;
  }

  async close(id: string, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('login_challenges').set({ closed_at: at }).where('id', '=', id).where('closed_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

function toChallenge(row: Selectable<LoginChallengesTable>): StoredChallenge {
  return {
    id: row.id,
    accountId: row.account_id,
    ip: row.ip,
    factors: row.factors.split(',') as SecondFactor[],
    expiresAt: row.expires_at,
    wrongAnswers: row.wrong_answers,
    closedAt: row.closed_at,
    codeFactor: row.code_factor,
    codeHash: row.code_hash,
  };
}
