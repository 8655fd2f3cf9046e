import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../../core/domain/kernel/ports';
import type { OutgoingMessage } from '../../../core/domain/messaging/outgoing-message';
import type { SendHistory } from '../../../core/domain/verification/send-throttle';
import type { CodePurpose, StoredCode, VerificationCodes } from '../../../core/platform/verification/ports';
import type { Schema } from '../schema';
import type { SqlOutboundMessages } from './sql-outbound-messages';

export class SqlVerificationCodes implements VerificationCodes {
  constructor(
    private readonly db: Kysely<Schema>,
    private readonly clock: Clock,
    private readonly outbound: Pick<SqlOutboundMessages, 'writeWith'>,
  ) {}

  async issue(
    code: { purpose: CodePurpose; destination: string; codeHash: string; ip: string; expiresAt: Date },
    message: OutgoingMessage | null,
  ): Promise<void> {
    await this.outbound.writeWith(
      sql`INSERT INTO verification_codes (purpose, destination, code_hash, ip, expires_at, created_at) VALUES (${code.purpose}, ${code.destination}, ${code.codeHash}, ${code.ip}, ${code.expiresAt}, ${this.clock.now()}) RETURNING 1`,
      message,
    );
  }

  async latest(purpose: CodePurpose, destination: string): Promise<StoredCode | null> {
    const row = await this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at, wrongTries: row.wrong_tries, usedAt: row.used_at } : null;
  }

  async history(destination: string, ip: string, since: Date): Promise<SendHistory> {
    const [sent, fromIp] = await Promise.all([
      this.db.selectFrom('verification_codes').select('created_at').where('destination', '=', destination).where('created_at', '>=', since).execute(),
      this.db
        .selectFrom('verification_codes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow(),
    ]);
    return { toDestination: sent.map((r) => r.created_at), fromIp: fromIp.n };
  }

  async recordWrongTry(id: number): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ wrong_tries: sql`wrong_tries + 1` })
      .where('id', '=', id)
      .execute();
  }

  async consume(id: number, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('verification_codes').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
