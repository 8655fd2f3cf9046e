import fc from 'fast-check';
import { ProtectionGuard } from '../../../../core/platform/protection/guard';
import { describe, expect, it } from 'vitest';
import { LEDGER_CODES } from '../../../../core/domain/wallet/ledger-codes';
import type { Principal } from '../../../../core/platform/access/authenticate';
import { GetWalletBalances } from '../../../../core/platform/wallet/get-wallet-balances';
import { RecallAllWallets } from '../../../../core/platform/wallet/recall-all-wallets';
import { TransferBetweenWallets } from '../../../../core/platform/wallet/transfer-between-wallets';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryLedger } from '../../../support/fakes/ledger';
import { defaultSettings, InMemorySettings } from '../../../support/fakes/settings';

const WALLETS = ['main', 'PG', 'JL', 'EVO'] as const;

type Command = { kind: 'transfer'; from: string; to: string; amount: string; requestId: string } | { kind: 'recall'; requestId: string };

const requestId = fc.constantFrom('request-a', 'request-b', 'request-c', 'request-d', 'request-e');
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: fc.constantFrom(...WALLETS),
      to: fc.constantFrom(...WALLETS),
      amount: fc.constantFrom('1', '2.50', '40', '99.99', '150', '0', 'x'),
      requestId,
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('recall' as const), requestId }), weight: 1 },
);

async function world() {
  const access = accessWorld();
  const ledger = new InMemoryLedger();
  const settings = new InMemorySettings(defaultSettings({ merchantWallet: { isSingle: false, vendors: ['PG', 'JL'] } }));
  const member: Principal = await principalOf(access, await addAccount(access, 'alice01', 'Abc12345'));
  const id = member.account.id;
  for (const code of [LEDGER_CODES.memberMain(id), 'system:funding'])
    await ledger.openAccount({ code, kind: 'test', ownerId: code.startsWith('member') ? id : null, currency: 'PKR', allowNegative: code === 'system:funding' });
  await ledger.transfer({ key: 'fund', debit: 'system:funding', credit: LEDGER_CODES.memberMain(id), amount: 20_000n, kind: 'deposit' });
  const deps = { ledger, settings, guard: new ProtectionGuard({ protection: access.protection, settings, clock: access.clock }) };
  return { ledger, member, transfer: new TransferBetweenWallets(deps), recall: new RecallAllWallets(deps), balances: new GetWalletBalances(deps) };
}

describe('wallet transfers over the ledger (model-based)', () => {
  it('whatever is asked, in any order and with reused request ids: money is only moved, never made; each key moves at most once; no wallet goes negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        const w = await world();
        const applied = new Map<string, string>();
        for (const c of commands) {
          if (c.kind === 'transfer') {
            const result = await w.transfer.execute(w.member, c);
            const key = `wallet:${c.requestId}`;
            const payload = `${c.from}>${c.to}:${c.amount}`;
            // A key already used replays the same payload and refuses any other.
            if (applied.has(key)) {
              if (applied.get(key) === payload) expect(result).toMatchObject({ ok: true, value: { replayed: true } });
              else expect(result.ok).toBe(false);
            } else if (result.ok) {
              expect(result.value.replayed).toBe(false);
              applied.set(key, payload);
            }
          } else {
            expect((await w.recall.execute(w.member, c.requestId)).ok).toBe(true);
          }
          const b = await w.balances.execute(w.member);
          if (!b.ok) throw new Error(b.error.code);
          expect(b.value.total).toBe(20_000n);
          expect(b.value.main >= 0n && b.value.vendors.every((v) => v.balance >= 0n)).toBe(true);
        }
        const audit = await w.ledger.audit();
        expect(audit).toMatchObject({ ok: true, duplicateKeys: 0 });
      }),
      { numRuns: 60 },
    );
  });

  it('after recall all every vendor wallet is empty and the main wallet holds everything', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('PG', 'JL'), fc.integer({ min: 1, max: 5000 })), { maxLength: 6 }), async (moves) => {
        const w = await world();
        for (const [i, [to, amount]] of moves.entries())
          await w.transfer.execute(w.member, { from: 'main', to, amount: String(amount), requestId: `move-${i}-request` });
        const recalled = await w.recall.execute(w.member, 'recall-request');
        if (!recalled.ok) throw new Error(recalled.error.code);
        const b = await w.balances.execute(w.member);
        if (!b.ok) throw new Error(b.error.code);
        expect(b.value.vendors.map((v) => v.balance)).toEqual([0n, 0n]);
        expect(b.value.main).toBe(20_000n);
        expect(await w.recall.execute(w.member, 'recall-request')).toEqual({ ok: true, value: [] });
        expect(await w.recall.execute(w.member, 'recall-again')).toEqual({ ok: true, value: [] });
        expect(await w.balances.execute(w.member)).toMatchObject({ ok: true, value: { main: 20_000n, total: 20_000n } });
      }),
      { numRuns: 40 },
    );
  });
});
