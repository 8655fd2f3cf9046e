import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../adapters/sql/database';
import { migrateToLatest } from '../../../adapters/sql/migrate';
import { SqlAffiliateLinks } from '../../../adapters/sql/repositories/sql-affiliate-links';
import { testBackends } from '../../support/backends';
import { databaseMigratedTo } from '../../support/migrated-database';

for (const backend of testBackends()) {
  describe(`migration 0040 on ${backend}: referral links made before keep the code they were shared with`, () => {
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close } = await databaseMigratedTo(backend, '0039-lottery-entries'));
    });
    afterAll(async () => close?.());

    it("stores 'A' and the id in base 36 for every old link, and finds the link by it", async () => {
      const { db } = database;
      const agent = await sql<{
        id: number;
      }>`INSERT INTO accounts (username, nickname, type, password_hash, register_ip) VALUES ('migagent', 'migagent', 1, 'x', 'test') RETURNING id`.execute(db);
      await sql`INSERT INTO affiliate_links (agent_id, kind, created_at) SELECT ${agent.rows[0]!.id}, 'member', now() FROM generate_series(1, 40)`.execute(db);

      expect(await migrateToLatest(db)).toContain('0040-affiliate-link-codes');

      const links = await sql<{ id: number; code: string }>`SELECT id, code FROM affiliate_links ORDER BY id`.execute(db);
      expect(links.rows).toHaveLength(40);
      for (const { id, code } of links.rows) expect(code).toBe(`A${id.toString(36).toUpperCase()}`);
      const last = links.rows.at(-1)!;
      expect(await new SqlAffiliateLinks(db).findByCode(last.code)).toMatchObject({ id: last.id, code: last.code, enabled: true });
    });
  });
}
