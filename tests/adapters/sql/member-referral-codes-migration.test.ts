import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../adapters/sql/database';
import { migrateToLatest } from '../../../adapters/sql/migrate';
import { SqlReferrals } from '../../../adapters/sql/repositories/sql-referrals';
import { testBackends } from '../../support/backends';
import { databaseMigratedTo } from '../../support/migrated-database';

for (const backend of testBackends()) {
  describe(`migration 0043 on ${backend}: invite codes shared before keep working`, () => {
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close } = await databaseMigratedTo(backend, '0042-message-delivery'));
    });
    afterAll(async () => close?.());

    it("keeps 'R' and the id in base 36 as the code of every account made before, and finds who registered with it, in any case", async () => {
      const { db } = database;
      const member = await sql<{
        id: number;
      }>`INSERT INTO accounts (username, nickname, type, password_hash, register_ip) VALUES ('migreferrer', 'migreferrer', 0, 'x', 'test') RETURNING id`.execute(
        db,
      );
      const id = member.rows[0]!.id;
      const shared = `R${id.toString(36).toUpperCase()}`;
      await sql`INSERT INTO accounts (username, nickname, type, password_hash, register_ip, profile) VALUES ('miginvitee', 'miginvitee', 0, 'x', 'test', ${JSON.stringify({ referralCode: shared.toLowerCase() })}::jsonb)`.execute(
        db,
      );

      expect(await migrateToLatest(db)).toContain('0043-member-referral-codes');

      const book = new SqlReferrals(db);
      expect(await book.codeOf(id, 'AAAAAAAAAAAAA')).toBe(shared);
      expect(await book.invitees(id)).toMatchObject([{ username: 'miginvitee', reward: null }]);
      const newcomer = await sql<{
        id: number;
      }>`INSERT INTO accounts (username, nickname, type, password_hash, register_ip) VALUES ('mignew', 'mignew', 0, 'x', 'test') RETURNING id`.execute(db);
      expect(await book.codeOf(newcomer.rows[0]!.id, 'BBBBBBBBBBBBB')).toBe('BBBBBBBBBBBBB');
      expect(await book.codeOf(newcomer.rows[0]!.id, 'CCCCCCCCCCCCC')).toBe('BBBBBBBBBBBBB');
    });
  });
}
