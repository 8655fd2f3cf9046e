import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../adapters/sql/database';
import { migrateToLatest } from '../../../adapters/sql/migrate';
import { SqlOutboundMessages } from '../../../adapters/sql/repositories/sql-outbound-messages';
import { testBackends } from '../../support/backends';
import { FakeClock } from '../../support/fakes/clock';
import { databaseMigratedTo } from '../../support/migrated-database';

for (const backend of testBackends()) {
  describe(`migration 0042 on ${backend}: the outbox written before stays the demo's outbox`, () => {
    let database: Database;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ database, close } = await databaseMigratedTo(backend, '0041-play-session-login'));
    });
    afterAll(async () => close?.());

    it('keeps old messages as held, for support to read, and never queues them for a gateway', async () => {
      const { db } = database;
      await sql`INSERT INTO outbound_messages (channel, recipient, subject, body) VALUES ('sms', '+923001112233', NULL, 'code 123456')`.execute(db);

      expect(await migrateToLatest(db)).toContain('0042-message-delivery');

      const outbound = new SqlOutboundMessages(db, new FakeClock(), 'gateway', () => undefined);
      expect(await outbound.list(null, 10)).toEqual([expect.objectContaining({ recipient: '+923001112233', body: 'code 123456' })]);
      expect(await outbound.claimDue(new Date('2100-01-01'), new Date('2100-01-02'), 10)).toEqual([]);
    });
  });
}
