import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composePlatform } from '../../../composition/server';
import { testBackends } from '../../support/backends';
import { StatementRecorder } from '../../support/statement-recorder';
import { freshDatabase, TEST_COMPOSITION, type FreshDatabase } from '../../support/templates';

/**
 * A pooler in transaction mode (PgBouncer) hands each transaction any server connection, so what
 * keeps state on a connection must not go through it: LISTEN, the migrator's session-level lock,
 * named prepared statements (PgBouncer before 1.21 does not carry them).
 */
describe.runIf(testBackends().includes('postgres'))('PostgreSQL through a transaction-mode pooler', () => {
  let fresh: FreshDatabase;
  const direct = () => fresh.storage.databaseUrl!;
  beforeAll(async () => {
    fresh = await freshDatabase('postgres', 'seeded');
  });
  afterAll(() => fresh.drop());

  /** The statements a composed server sends through the pooled URL while it starts, and its direct URL. */
  async function throughPooler(databaseDirectUrl: string | undefined): Promise<string[]> {
    const url = new URL(direct());
    const recorder = new StatementRecorder({ host: url.hostname, port: Number(url.port) });
    const pooled = await recorder.start(direct());
    const { database } = await composePlatform({ dataDir: '', databaseUrl: pooled, databaseDirectUrl, demo: false }, TEST_COMPOSITION);
    await database.close();
    await recorder.stop();
    expect(recorder.statements.filter((s) => s.name !== '')).toEqual([]);
    return recorder.statements.map((s) => s.text);
  }

  const sessionState = /\bLISTEN\b|pg_advisory_(un)?lock\(/i;

  it('ordinary queries go through the pooled URL; LISTEN and the migration lock go to DATABASE_DIRECT_URL', async () => {
    const pooled = await throughPooler(direct());
    expect(pooled.some((text) => /^\s*select/i.test(text))).toBe(true);
    expect(pooled.filter((text) => sessionState.test(text))).toEqual([]);
  });

  it('without a direct URL everything goes through the one URL, as on a plain PostgreSQL', async () => {
    const pooled = await throughPooler(undefined);
    expect(pooled.filter((text) => sessionState.test(text))).toHaveLength(3);
  });
});
