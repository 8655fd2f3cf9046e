import { sql } from 'kysely';
import { tablesInDependencyOrder } from '../../adapters/sql/tables';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../adapters/sql/database';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlAuditLog } from '../../adapters/sql/repositories/sql-audit-log';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { checkLinks, GENESIS_HASH } from '../../core/domain/audit/audit-chain';
import { createScratchDatabase, testBackends } from '../support/backends';
import { cliHarness, type CliHarness } from '../support/cli-harness';

/** What a restore must give back: every account, every wallet balance, every transfer, every setting. */
async function contents(database: Database) {
  const { db } = database;
  return {
    accounts: await db
      .selectFrom('accounts')
      .select(['id', 'username', 'type', 'password_hash', 'locked_until', 'profile', 'created_at'])
      .orderBy('id')
      .execute(),
    balances: await db.selectFrom('ledger_accounts').select(['code', 'balance', 'currency']).orderBy('code').execute(),
    transfers: await db.selectFrom('ledger_transfers').select(['idempotency_key', 'amount', 'kind']).orderBy('id').execute(),
    settings: await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute(),
    helpArticles: (await db.selectFrom('help_articles').select(['id']).execute()).length,
    audit: await db.selectFrom('audit_log').select(['id', 'at', 'actor', 'actor_id', 'kind', 'subject', 'detail', 'prev_hash', 'hash']).orderBy('id').execute(),
    auditHead: await db.selectFrom('audit_head').selectAll().execute(),
  };
}

/** Who can sign in: the winner board's demo players have no password ('!') and stand on the board only. */
const signingIn = (accounts: readonly { username: string; password_hash: string }[]) => accounts.filter((a) => a.password_hash !== '!').map((a) => a.username);

/** The audit log's hash chain runs from the genesis hash to the head, unbroken. */
async function auditChainHolds(database: Database): Promise<boolean> {
  const log = new SqlAuditLog(database.db);
  const head = await log.head();
  const checked = checkLinks(await log.range(0, head.newestId ?? 0, 100_000), GENESIS_HASH, nodeSha256);
  return 'last' in checked && head.lastId === head.newestId && Buffer.from(checked.last).equals(head.hash);
}

describe.each(testBackends())('portal db on %s', (backend) => {
  let cli: CliHarness;
  let storage: string[];
  let options: { dataDir: string; databaseUrl?: string };
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string;
  let saved: Awaited<ReturnType<typeof contents>>;
  const backupFile = () => join(cli.dir, 'portal.backup');
  const db = (args: string[]) => cli.run(['db', ...args, ...storage]);
  const withDatabase = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase(options);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    cli = cliHarness();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    if (backend === 'postgres') {
      const scratch = await createScratchDatabase();
      drop = scratch.drop;
      options = { dataDir, databaseUrl: scratch.url };
      storage = ['--database-url', scratch.url];
    } else {
      options = { dataDir };
      storage = ['--data-dir', dataDir];
    }
  });
  afterAll(async () => {
    cli?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it('migrates an empty database', async () => {
    const run = await db(['migrate']);
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([
      backend === 'pglite' ? `migrated PGlite ${join(dataDir, 'pglite')}` : expect.stringMatching(/^migrated PostgreSQL 127\.0\.0\.1:5432\/portal_test_/),
    ]);
    if (backend === 'pglite') expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('seeds the help articles and the house games; with --demo also the demo accounts and catalogue, once; never --demo in production', async () => {
    const plain = await db(['seed']);
    expect(plain.exitCode).toBe(0);
    expect(plain.out).toEqual(['seeded 12 help articles; demo accounts: none new; 7 games']);
    const refused = await cli.run(['db', 'seed', '--demo', ...storage], { env: { NODE_ENV: 'production' } });
    expect([refused.exitCode, refused.out]).toEqual([2, []]);
    expect(refused.stderr).toMatch(/^error: --demo is refused with NODE_ENV=production/);
    const first = await db(['seed', '--demo']);
    expect(first.out).toEqual(['seeded 0 help articles; demo accounts: support, demo_player, demo_agent; 9993 games']);
    const again = await db(['seed', '--demo']);
    expect(again.out).toEqual(['seeded 0 help articles; demo accounts: none new; 0 games']);
  });

  it('backs up every table to a 0600 file', async () => {
    saved = await withDatabase(async (database) => {
      const ledger = new SqlLedger(database.db);
      const player = await database.db.selectFrom('accounts').select('id').where('username', '=', 'demo_player').executeTakeFirstOrThrow();
      await ledger.creditFromSystem('system:test_credit', player.id, 123_456_789_012n, 'test:credit:1', 'test_credit');
      const extra = await database.db
        .insertInto('accounts')
        .values({
          username: 'backup_only',
          nickname: 'Backup Only',
          type: 0,
          password_hash: 'scrypt$x',
          register_ip: 'test',
          profile: JSON.stringify({ line: 'l1' }),
          locked_until: new Date('2031-01-02T03:04:05.678Z'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ledger.openMainWallet(extra.id, 'PKR');
      await ledger.creditFromSystem('system:test_credit', extra.id, 42n, 'test:credit:2', 'test_credit');
      await database.db.updateTable('accounts').set({ password_hash: 'scrypt$changed' }).where('id', '=', player.id).execute();
      await new SqlAuditLog(database.db).record({ actor: 'operator', kind: 'test.backup', subject: 'backup:1', detail: { note: 'ü 🎰' } });
      return contents(database);
    });
    expect(saved.audit.map((e) => e.kind).slice(-2)).toEqual(['access.password_changed', 'test.backup']);
    expect(signingIn(saved.accounts)).toEqual(['support', 'demo_player', 'demo_agent', 'backup_only']);
    expect(saved.balances.find((b) => b.code.endsWith(':main') && b.balance === 123_456_789_012n)).toBeDefined();

    const run = await db(['backup', backupFile()]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([`backup written to ${backupFile()}`]);
    expect(statSync(backupFile()).mode & 0o777).toBe(0o600);
    const [header, ...tables] = readFileSync(backupFile(), 'utf8').trimEnd().split('\n');
    const schema = await withDatabase(async (database) => ({
      migrations: (await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db)).rows.map((r) => r.name),
      tables: await tablesInDependencyOrder(database.db),
    }));
    expect(schema.migrations[0]).toBe('0001-foundation');
    expect(JSON.parse(header!)).toMatchObject({ format: 'portal-backup/1', migrations: schema.migrations });
    expect(tables.map((line) => line.split('\t')[0]).sort()).toEqual([...schema.tables].sort());
    expect(schema.tables).toEqual(expect.arrayContaining(['accounts', 'sessions', 'settings', 'help_articles', 'ledger_accounts', 'ledger_transfers']));
  });

  it('resets only with --yes (and with --demo never in production), back to the seed', async () => {
    const refused = await db(['reset']);
    expect(refused.exitCode).toBe(2);
    expect(refused.err).toEqual(['error: db reset destroys all data; repeat with --yes']);

    const production = await cli.run(['db', 'reset', '--yes', '--demo', ...storage], { env: { NODE_ENV: 'production' } });
    expect(production.exitCode).toBe(2);
    expect((await withDatabase(contents)).accounts.map((a) => a.username)).toEqual(saved.accounts.map((a) => a.username));

    const run = await db(['reset', '--yes', '--demo']);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual(['database reset, migrated and seeded']);
    const fresh = await withDatabase(contents);
    expect(signingIn(fresh.accounts)).toEqual(['support', 'demo_player', 'demo_agent']);
    // Only the winner board's players have played; nothing from before the reset is left.
    const demo = fresh.accounts.filter((a) => a.password_hash !== '!').map((a) => `member:${a.id}:`);
    expect(fresh.balances.filter((b) => demo.some((prefix) => b.code.startsWith(prefix))).every((b) => b.balance === 0n)).toBe(true);
    expect(fresh.transfers.filter((t) => t.idempotency_key.startsWith('test:'))).toEqual([]);
  });

  it('restores the same accounts and balances into the reset database', async () => {
    const run = await db(['restore', backupFile()]);
    expect(run.err).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.out).toEqual([
      expect.stringMatching(new RegExp(`^restored \\d+ tables, \\d+ rows from ${backupFile().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
    ]);

    const garbage = join(cli.dir, 'garbage.backup');
    writeFileSync(garbage, 'this is not a backup\n');
    const refused = await db(['restore', garbage]);
    expect(refused.exitCode).toBe(1);
    expect(refused.err).toEqual(['error: The backup file cannot be read. (backup.unreadable)']);

    await withDatabase(async (database) => {
      expect(await contents(database)).toEqual(saved);
      // The hash chain survives the trip, and goes on from the restored head.
      expect(await auditChainHolds(database)).toBe(true);
      await new SqlAuditLog(database.db).record({ actor: 'operator', kind: 'test.restored', subject: 'backup:1', detail: {} });
      expect(await auditChainHolds(database)).toBe(true);
      // Identity columns continue after the restored rows.
      const next = await database.db
        .insertInto('accounts')
        .values({ username: 'after_restore', nickname: 'a', type: 0, password_hash: 'x', register_ip: 'test', profile: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(Math.max(...saved.accounts.map((a) => a.id)));
      const transfer = await database.db.selectFrom('ledger_transfers').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const ledger = new SqlLedger(database.db);
      await ledger.openMainWallet(next.id, 'PKR');
      await ledger.creditFromSystem('system:test_credit', next.id, 1n, 'test:credit:3', 'test_credit');
      const newest = await database.db.selectFrom('ledger_transfers').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(newest.id).toBeGreaterThan(transfer.id);
    });
  });
});
