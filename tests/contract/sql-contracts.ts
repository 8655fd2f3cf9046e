import { beforeAll, describe } from 'vitest';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../adapters/sql/database';
import type { Schema } from '../../adapters/sql/schema';
import { tablesInDependencyOrder } from '../../adapters/sql/tables';
import { SqlAccounts } from '../../adapters/sql/repositories/sql-accounts';
import { SqlHelp } from '../../adapters/sql/repositories/sql-help';
import { insertCatalog, SqlCatalog } from '../../adapters/sql/repositories/sql-catalog';
import { SqlFavourites, SqlRecentGames } from '../../adapters/sql/repositories/sql-favourites';
import { SqlWins } from '../../adapters/sql/repositories/sql-wins';
import { SqlLoginAttempts } from '../../adapters/sql/repositories/sql-login-attempts';
import { SqlRateLimiter } from '../../adapters/sql/repositories/sql-rate-limiter';
import { SqlSessions } from '../../adapters/sql/repositories/sql-sessions';
import { SqlProtection } from '../../adapters/sql/repositories/sql-protection';
import { SqlSettings } from '../../adapters/sql/repositories/sql-settings';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlAccountTree } from '../../adapters/sql/repositories/sql-account-tree';
import { SqlMessages } from '../../adapters/sql/repositories/sql-messages';
import { SqlVerificationCodes } from '../../adapters/sql/repositories/sql-verification-codes';
import { SqlPasswordResets } from '../../adapters/sql/repositories/sql-password-resets';
import { SqlOutboundMessages } from '../../adapters/sql/repositories/sql-outbound-messages';
import { SqlKnownIps } from '../../adapters/sql/repositories/sql-known-ips';
import { SqlLoginChallenges } from '../../adapters/sql/repositories/sql-login-challenges';
import { SqlAuthenticators } from '../../adapters/sql/repositories/sql-authenticators';
import { SqlLoginHistory } from '../../adapters/sql/repositories/sql-login-history';
import { AltchaVerification } from '../../adapters/captcha/altcha-verification';
import { PictureCaptchaService } from '../../adapters/captcha/picture-captcha-service';
import { SqlCaptchaAnswers } from '../../adapters/sql/repositories/sql-captcha-answers';
import { NodePowSolver } from '../../adapters/crypto/pow-solver';
import type { Backend } from '../support/backends';
import { emptyTables, migratedStorage } from '../support/storage';
import { FakeClock } from '../support/fakes/clock';
import { defaultSettings } from '../support/fakes/settings';
import { allContracts } from './all-contracts';
import { SqlBankAccounts } from '../../adapters/sql/repositories/sql-bank-accounts';
import { SqlWithdrawals } from '../../adapters/sql/repositories/sql-withdrawals';
import { withdrawalRepositoriesContract } from './suites/withdrawal-repositories';
import type { LedgerTampering } from './suites/ledger';
import { newAccount } from './suites/account-repository';
import { SqlReplayGuard } from '../../adapters/sql/repositories/sql-replay-guard';
import { SqlAuditLog } from '../../adapters/sql/repositories/sql-audit-log';
import { SqlWalletAdjustments } from '../../adapters/sql/repositories/sql-wallet-adjustments';
import { LEDGER_CODES } from '../../core/domain/wallet/ledger-codes';
import { auditLogContract } from './suites/audit-log';
import { walletAdjustmentsContract } from './suites/wallet-adjustments';

/**
 * The SQL adapters on one migrated database per back end (PGlite in memory, or a scratch
 * PostgreSQL database). Every test starts from empty tables.
 */
export function sqlContracts(backend: Backend): void {
  describe(`SQL adapters on ${backend}`, () => {
    const storage = migratedStorage(backend);
    let database: Database;
    let tables: string[] = [];
    let owners = 0;

    beforeAll(async () => {
      database = storage();
      tables = await tablesInDependencyOrder(database.db);
    });

    const empty = async () => {
      await emptyTables(database.db, tables);
      return database.db;
    };
    const newAccountId = async () => (await new SqlAccounts(database.db).create(newAccount(`owner${++owners}`)))!.id;

    allContracts({
      accounts: async () => ({ accounts: new SqlAccounts(await empty()) }),
      sessions: async () => ({ sessions: new SqlSessions(await empty()), newAccountId }),
      protection: async () => ({ protection: new SqlProtection(await empty()), newAccountId }),
      attempts: async () => ({ attempts: new SqlLoginAttempts(await empty()) }),
      limiter: async () => {
        const clock = new FakeClock();
        return { limiter: new SqlRateLimiter(await empty(), clock), clock };
      },
      settings: async () => {
        const clock = new FakeClock();
        const defaults = defaultSettings();
        return { settings: new SqlSettings(await empty(), defaults, () => clock.now().getTime()), defaults, clock };
      },
      ledger: async () => ({ ledger: new SqlLedger(await empty()), newAccountId }),
      doubleEntry: async () => {
        const db = await empty();
        return { ledger: new SqlLedger(db), newAccountId, tamper: tamperingWith(db) };
      },
      help: async () => ({
        withArticles: async (articles) => {
          const db = await empty();
          for (const article of articles) await db.insertInto('help_articles').values(article).execute();
          // Move the first row to the end of the heap (changing an indexed column defeats an
          // in-place update), so the order the suite expects must come from the query and not
          // from where the rows happen to lie.
          await sql`UPDATE help_articles SET slug = slug || '~' WHERE id = (SELECT min(id) FROM help_articles)`.execute(db);
          await sql`UPDATE help_articles SET slug = left(slug, -1) WHERE id = (SELECT min(id) FROM help_articles)`.execute(db);
          return new SqlHelp(db);
        },
      }),
      captcha: async () => {
        const db = await empty();
        const clock = new FakeClock();
        // The image's text is stored only as a hash: set a known answer, as a person would read one.
        const answerOf = async (id: string) => {
          const answer = `k${id.slice(0, 3)}`;
          await db
            .updateTable('captchas')
            .set({ answer_hash: PictureCaptchaService.answerHash(answer) })
            .where('id', '=', id)
            .execute();
          return answer;
        };
        return { captcha: new PictureCaptchaService(new SqlCaptchaAnswers(db, clock), clock), clock, answerOf };
      },
      human: async () => {
        const solver = new NodePowSolver();
        const forged = Buffer.from(
          JSON.stringify({ algorithm: 'SHA-256', challenge: 'ab'.repeat(32), number: 1, salt: 'salt', signature: 'cd'.repeat(32) }),
        ).toString('base64');
        return {
          human: new AltchaVerification(new SqlReplayGuard(await empty(), new FakeClock(Date.now())), new FakeClock(Date.now()), 'contract-test-hmac-key'),
          solve: async (challenge) => (await solver.solve(challenge))!,
          forge: () => forged,
        };
      },
      tree: async () => {
        const db = await empty();
        return {
          tree: new SqlAccountTree(db),
          newAccount: async (username, type = 0) => (await new SqlAccounts(db).create(newAccount(username, { type })))!.id,
        };
      },
      catalog: async () => ({
        withCatalog: async (vendors, games) => {
          const db = await empty();
          // Stored in reverse, so the order the suite expects must come from the query.
          await insertCatalog(db, [...vendors].reverse(), [...games].reverse());
          return {
            catalog: new SqlCatalog(db),
            favourites: new SqlFavourites(db),
            recent: new SqlRecentGames(db),
            newAccountId,
          };
        },
      }),
      wins: async () => ({
        withRounds: async (vendors, games, rounds) => {
          const db = await empty();
          await insertCatalog(db, vendors, games);
          const accounts = new Map<string, number>();
          for (const [i, r] of rounds.entries()) {
            if (!accounts.has(r.username)) accounts.set(r.username, (await new SqlAccounts(db).create(newAccount(r.username)))!.id);
            await db
              .insertInto('rounds')
              .values({
                provider: 'house',
                round_ref: `r${i}`,
                account_id: accounts.get(r.username)!,
                game_code: r.gameCode,
                status: r.status,
                started_at: r.endedAt,
                ended_at: r.status === 'closed' ? r.endedAt : null,
                win: r.win,
                detail: '{}',
              })
              .execute();
          }
          return new SqlWins(db);
        },
      }),
      inbox: async () => {
        const db = await empty();
        let n = 0;
        return { inbox: new SqlMessages(db), newAccountId: async (type = 0) => (await new SqlAccounts(db).create(newAccount(`inbox${++n}`, { type })))!.id };
      },
      verificationCodes: async () => {
        const db = await empty();
        const clock = new FakeClock();
        return { codes: new SqlVerificationCodes(db, clock, demoOutbox(db)), clock };
      },
      passwordResets: async () => {
        const db = await empty();
        return { resets: new SqlPasswordResets(db, demoOutbox(db)), newAccountId };
      },
      messageQueue: async () => {
        const db = await empty();
        const clock = new FakeClock();
        const outbound = new SqlOutboundMessages(db, clock, 'gateway', () => undefined);
        return { queue: outbound, clock, enqueue: (message) => outbound.writeWith(sql`SELECT 1`, message) };
      },
      accountSecurity: async () => {
        const db = await empty();
        return {
          knownIps: new SqlKnownIps(db),
          challenges: new SqlLoginChallenges(db, demoOutbox(db)),
          authenticators: new SqlAuthenticators(db),
          history: new SqlLoginHistory(db),
          newAccountId,
        };
      },
    });

    withdrawalRepositoriesContract(async () => {
      const db = await empty();
      const payeeOf = async (id: number) =>
        (await db.selectFrom('accounts').select('profile').where('id', '=', id).executeTakeFirstOrThrow()).profile['payeeName'] ?? null;
      return { bankAccounts: new SqlBankAccounts(db), withdrawals: new SqlWithdrawals(db), newAccountId, payeeOf };
    });

    auditLogContract(async () => {
      const db = await empty();
      return {
        log: new SqlAuditLog(db),
        newAccount: async (username, type) => (await new SqlAccounts(db).create(newAccount(username, { type })))!.id,
        changeDetail: (id, detail) => behindTheGuard(db, sql`UPDATE audit_log SET detail = ${detail}::jsonb WHERE id = ${id}`),
        remove: (id) => behindTheGuard(db, sql`DELETE FROM audit_log WHERE id = ${id}`),
      };
    });

    walletAdjustmentsContract(async () => {
      const db = await empty();
      const ledger = new SqlLedger(db);
      for (const code of [LEDGER_CODES.adjustments, LEDGER_CODES.genesis])
        await ledger.openAccount({ code, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
      return {
        adjustments: new SqlWalletAdjustments(db, ledger),
        staffId: (await new SqlAccounts(db).create(newAccount('adjuster', { type: 90 })))!.id,
        async member(balance) {
          const id = await newAccountId();
          await ledger.openMainWallet(id, 'PKR');
          if (balance > 0n)
            await ledger.transfer({ key: `fund:${id}`, debit: LEDGER_CODES.genesis, credit: LEDGER_CODES.memberMain(id), amount: balance, kind: 'deposit' });
          return id;
        },
        balance: (id) => ledger.mainBalance(id),
        adjustedEntries: async () =>
          (await db.selectFrom('audit_log').select(['actor_id', 'subject', 'detail']).where('kind', '=', 'wallet.adjusted').orderBy('id').execute()).map(
            (r) => ({ actorId: r.actor_id, subject: r.subject, detail: r.detail as Record<string, unknown> }),
          ),
      };
    });
  });
}

/** A tamperer with the table owner's rights: the append-only guard is switched off around the statement. */
async function behindTheGuard(db: Kysely<Schema>, statement: RawBuilder<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
    await statement.execute(trx);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
  });
}

/** Where the repositories that write codes and links queue the messages carrying them: a demo's outbox. */
const demoOutbox = (db: Kysely<Schema>) => new SqlOutboundMessages(db, new FakeClock(), 'demo', () => undefined);

/** Statements run straight through Kysely, past the ledger, for the audit to find. */
export function tamperingWith(db: Kysely<Schema>): LedgerTampering {
  return {
    async addToBalance(code, delta) {
      await db
        .updateTable('ledger_accounts')
        .set({ balance: sql<bigint>`balance + ${delta}` })
        .where('code', '=', code)
        .execute();
    },
    async addToHeld(code, delta) {
      await db
        .updateTable('ledger_accounts')
        .set({ held: sql<bigint>`held + ${delta}` })
        .where('code', '=', code)
        .execute();
    },
    async insertStrayTransfer(key, debit, credit, amount) {
      await db
        .insertInto('ledger_transfers')
        .columns(['idempotency_key', 'debit_account_id', 'credit_account_id', 'amount', 'kind', 'flag'])
        .expression((eb) =>
          eb
            .selectFrom(['ledger_accounts as d', 'ledger_accounts as c'])
            .select([
              sql.lit(key).as('k'),
              'd.id as d',
              'c.id as c',
              sql<bigint>`${amount}::bigint`.as('a'),
              sql.lit('stray').as('kind'),
              sql.lit('single').as('flag'),
            ])
            .where('d.code', '=', debit)
            .where('c.code', '=', credit),
        )
        .execute();
    },
    async deleteTransfer(key) {
      await db.deleteFrom('ledger_transfers').where('idempotency_key', '=', key).execute();
    },
  };
}
