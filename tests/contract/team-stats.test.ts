import { beforeAll, describe } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../adapters/sql/schema';
import { tablesInDependencyOrder } from '../../adapters/sql/tables';
import { SqlAccounts } from '../../adapters/sql/repositories/sql-accounts';
import { SqlAccountTree } from '../../adapters/sql/repositories/sql-account-tree';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { SqlTeamReports } from '../../adapters/sql/repositories/sql-team-reports';
import { SqlTeamStatsRollup } from '../../adapters/sql/repositories/sql-team-stats-rollup';
import { LEDGER_CODES } from '../../core/domain/wallet/ledger-codes';
import { testBackends } from '../support/backends';
import { emptyTables, migratedStorage } from '../support/storage';
import { newAccount } from './suites/account-repository';
import { teamStatsContract, type TeamStatsFixture } from './suites/team-stats';

for (const backend of testBackends()) {
  describe(`team statistics on ${backend}`, () => {
    const storage = migratedStorage(backend);
    let tables: string[] = [];
    beforeAll(async () => {
      tables = await tablesInDependencyOrder(storage().db);
    });

    teamStatsContract(async () => {
      await emptyTables(storage().db, tables);
      return sqlFixture(storage().db);
    });
  });
}

function sqlFixture(db: Kysely<Schema>): TeamStatsFixture {
  const tree = new SqlAccountTree(db);
  const ledger = new SqlLedger(db);
  let refs = 0;
  let genesis = false;
  return {
    rollup: new SqlTeamStatsRollup(db, 'UTC'),
    reports: new SqlTeamReports(db, 'UTC'),
    async account(username, createdAt, uplineId) {
      const id = (await new SqlAccounts(db).create(newAccount(username)))!.id;
      await db.updateTable('accounts').set({ created_at: createdAt }).where('id', '=', id).execute();
      if (uplineId !== undefined) await this.move(id, uplineId);
      return id;
    },
    async move(id, uplineId) {
      if ((await tree.setUpline(id, uplineId, 'operator')) !== 'linked') throw new Error(`cannot link ${id} under ${uplineId}`);
    },
    async round(accountId, endedAt, stake, win, status = 'closed') {
      await db
        .insertInto('rounds')
        .values({
          provider: 'house',
          round_ref: `r${++refs}`,
          account_id: accountId,
          game_code: 'dice',
          status,
          started_at: endedAt,
          ended_at: status === 'closed' ? endedAt : null,
          stake,
          win,
          detail: '{}',
        })
        .execute();
    },
    async deposit(accountId, decidedAt, amount, status = 'approved') {
      await db
        .insertInto('deposits')
        .values({
          account_id: accountId,
          method: 'bank',
          amount,
          payer_name: 'payer',
          status,
          created_at: decidedAt,
          decided_at: status === 'pending' ? null : decidedAt,
        })
        .execute();
    },
    async withdrawal(accountId, approvedAt, amount, status = 'approved') {
      const bank = await db
        .insertInto('bank_accounts')
        .values({ account_id: accountId, bank_name: 'Bank', account_number: `n${++refs}`, account_name: 'Payee' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('withdrawals')
        .values({
          account_id: accountId,
          bank_account_id: bank.id,
          amount,
          status,
          created_at: approvedAt,
          decided_at: approvedAt,
          approved_at: status === 'approved' ? approvedAt : null,
        })
        .execute();
    },
    async fund(accountId, amount) {
      if (!genesis) await ledger.openAccount({ code: LEDGER_CODES.genesis, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
      genesis = true;
      await ledger.openMainWallet(accountId, 'PKR');
      const moved = await ledger.transfer({
        key: `fund:${accountId}:${++refs}`,
        debit: LEDGER_CODES.genesis,
        credit: LEDGER_CODES.memberMain(accountId),
        amount,
        kind: 'deposit',
      });
      if (!moved.ok) throw new Error(moved.error.code);
    },
    async paths() {
      const rows = await db
        .selectFrom('agent_paths')
        .select(['ancestor_id', 'descendant_id', 'depth'])
        .orderBy('ancestor_id')
        .orderBy('descendant_id')
        .execute();
      return rows.map((r) => [r.ancestor_id, r.descendant_id, r.depth] as [number, number, number]);
    },
    async snapshot() {
      return {
        members: await db.selectFrom('member_stats').selectAll().orderBy('account_id').orderBy('hour').execute(),
        teams: await db.selectFrom('team_stats').selectAll().orderBy('agent_id').orderBy('hour').execute(),
      };
    },
  };
}
