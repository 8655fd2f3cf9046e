import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../../composition/server/storage';
import type { Database } from '../../../adapters/sql/database';
import { SqlAccounts } from '../../../adapters/sql/repositories/sql-accounts';
import { SqlLedger } from '../../../adapters/sql/repositories/sql-ledger';
import { LEDGER_CODES } from '../../../core/platform/wallet/ledger';
import { createScratchDatabase, disconnected, testBackends } from '../../support/backends';
import { newAccount } from '../../contract/suites/account-repository';
import { valueOf } from '../../contract/suites/ledger';

const WRITERS = 3;
const HOUSE = [0, 1].map((n) => LEDGER_CODES.houseShard(n));

/**
 * Several server processes on one database, each with its own group commit: the same keys sent
 * to all of them at once move the money once, every answer names the one transfer, no wallet
 * goes below zero and the audit is clean (on PostgreSQL a key claimed by another process between
 * a batch's read and its write reruns that batch).
 */
for (const kind of testBackends()) {
  describe(`SqlLedger, ${WRITERS} writers on one ${kind} database`, () => {
    let database: Database;
    let scratch: { url: string; drop: () => Promise<void> } | null = null;
    let writers: SqlLedger[];
    let members: string[];

    beforeAll(async () => {
      scratch = kind === 'postgres' ? await createScratchDatabase() : null;
      database = await openStorage({ dataDir: '', inMemory: kind === 'pglite', databaseUrl: scratch?.url });
      writers = Array.from({ length: WRITERS }, () => new SqlLedger(database.db));
      const [ledger] = writers;
      await ledger!.openAccount({ code: LEDGER_CODES.genesis, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
      for (const code of HOUSE) await ledger!.openAccount({ code, kind: 'house', ownerId: null, currency: 'PKR', allowNegative: true });
      members = [];
      for (let i = 0; i < 4; i++) {
        const id = (await new SqlAccounts(database.db).create(newAccount(`writer${process.pid}x${i}`)))!.id;
        await ledger!.openMainWallet(id, 'PKR');
        members.push(LEDGER_CODES.memberMain(id));
      }
    });
    afterAll(async () => {
      await database?.close();
      if (scratch) {
        await disconnected(scratch.url);
        await scratch.drop();
      }
    });

    it('duplicates sent to every writer at once are applied once and answered alike', async () => {
      let round = 0;
      const bet = fc.record({ member: fc.nat(3), amount: fc.bigInt({ min: 1n, max: 60n }), shard: fc.nat(1), copies: fc.integer({ min: 1, max: 4 }) });
      await fc.assert(
        fc.asyncProperty(fc.array(bet, { minLength: 1, maxLength: 12 }), async (bets) => {
          round++;
          for (const [i, member] of members.entries())
            valueOf(await writers[0]!.transfer({ key: `fund:${round}:${i}`, debit: LEDGER_CODES.genesis, credit: member, amount: 100n, kind: 'deposit' }));
          const before = await writers[0]!.balances(members);
          const sent = bets.flatMap((b, i) =>
            Array.from({ length: b.copies }, (_, copy) => ({
              i,
              writer: writers[(i + copy) % WRITERS]!,
              request: { key: `bet:${round}:${i}`, debit: members[b.member]!, credit: HOUSE[b.shard]!, amount: b.amount, kind: 'bet' },
            })),
          );
          const answers = await Promise.all(sent.map(async (s) => ({ i: s.i, result: await s.writer.transfer(s.request) })));
          let taken = 0n;
          for (const [i, b] of bets.entries()) {
            const mine = answers.filter((a) => a.i === i).map((a) => a.result);
            const codes = new Set(mine.map((r) => (r.ok ? 'ok' : r.error.code)));
            expect(codes.size).toBe(1);
            if (!mine[0]!.ok) {
              expect(codes).toEqual(new Set(['wallet.insufficient_funds']));
              continue;
            }
            const posted = mine.map(valueOf);
            expect(new Set(posted.map((p) => p.id)).size).toBe(1);
            expect(posted.filter((p) => !p.replayed)).toHaveLength(1);
            taken += b.amount;
          }
          const after = await writers[0]!.balances(members);
          const sum = (rows: readonly { balance: bigint }[]) => rows.reduce((s, r) => s + r.balance, 0n);
          expect(sum(before) - sum(after)).toBe(taken);
          expect(after.every((a) => a.balance >= 0n)).toBe(true);
          expect((await writers[0]!.audit()).ok).toBe(true);
        }),
        { numRuns: 25 },
      );
    });
  });
}
