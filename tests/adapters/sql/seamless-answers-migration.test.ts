import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../adapters/sql/database';
import { migrateToLatest } from '../../../adapters/sql/migrate';
import { testBackends } from '../../support/backends';
import { databaseMigratedTo } from '../../support/migrated-database';

for (const backend of testBackends()) {
  describe(`migration 0044 on ${backend}: provider calls are stored with their answers, rounds count their steps`, () => {
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close } = await databaseMigratedTo(backend, '0043-member-referral-codes'));
    });
    afterAll(async () => close?.());

    it('forgets calls claimed and never answered, keeps answered calls and tombstones, and counts each round’s steps', async () => {
      const { db } = database;
      const player = (
        await sql<{
          id: number;
        }>`INSERT INTO accounts (username, nickname, type, password_hash, register_ip) VALUES ('migplayer', 'migplayer', 0, 'x', 'test') RETURNING id`.execute(
          db,
        )
      ).rows[0]!.id;
      await sql`INSERT INTO game_providers (code, secret, currency) VALUES ('MIG', 's', 'PKR')`.execute(db);
      const calls = ['half', 'answered', 'cancelled'].map(
        (tx) =>
          sql`(${'MIG'}, ${tx}, ${tx === 'cancelled' ? 'tombstone' : 'bet'}, '', ${player}, 'r1', 'G', 100, ${tx === 'answered' ? sql`'{"balance":"900"}'::jsonb` : null})`,
      );
      await sql`INSERT INTO provider_transactions (provider, tx_id, kind, payload_hash, player_id, round_ref, game_code, amount, response) VALUES ${sql.join(calls)}`.execute(
        db,
      );
      const rounds = await sql<{ id: number }>`
        INSERT INTO rounds (provider, round_ref, account_id, game_code, started_at) VALUES ('MIG', 'r1', ${player}, 'G', now()), ('MIG', 'r2', ${player}, 'G', now()), ('MIG', 'r3', ${player}, 'G', now()) RETURNING id`.execute(
        db,
      );
      const [r1, r2] = rounds.rows.map((r) => r.id);
      await sql`INSERT INTO round_steps (round_id, kind, tx_id, amount, at) VALUES (${r1}, 'bet', 'a', 100, now()), (${r1}, 'win', 'b', 0, now()), (${r2}, 'bet', 'c', 100, now()), (${r2}, 'refund', 'c', 100, now())`.execute(
        db,
      );

      expect(await migrateToLatest(db)).toContain('0044-seamless-answers-with-money');

      expect((await sql<{ tx_id: string }>`SELECT tx_id FROM provider_transactions ORDER BY tx_id`.execute(db)).rows.map((r) => r.tx_id)).toEqual([
        'answered',
        'cancelled',
      ]);
      expect((await sql`SELECT round_ref, step_count, refunded FROM rounds ORDER BY round_ref`.execute(db)).rows).toEqual([
        { round_ref: 'r1', step_count: 2, refunded: false },
        { round_ref: 'r2', step_count: 2, refunded: true },
        { round_ref: 'r3', step_count: 0, refunded: false },
      ]);
    });
  });
}
