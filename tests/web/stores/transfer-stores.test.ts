import { describe, expect, it } from 'vitest';
import { LoadTeamTargets } from '../../../core/portal/wallet/load-team-targets';
import { LoadWallets } from '../../../core/portal/wallet/load-wallets';
import { RecallToMain } from '../../../core/portal/wallet/recall-to-main';
import { SubmitTeamTransfer } from '../../../core/portal/wallet/submit-team-transfer';
import { SubmitWalletTransfer } from '../../../core/portal/wallet/submit-wallet-transfer';
import type { AuthStore } from '../../../web/src/stores/auth-store';
import { TeamTransferStore } from '../../../web/src/stores/team-transfer-store';
import { TransferStore } from '../../../web/src/stores/transfer-store';
import { FakeTransferGateway } from '../../support/fakes/portal-transfer-gateway';

function world() {
  const gateway = new FakeTransferGateway();
  const auth = { member: { account: 'alice1', scale: 2 } } as unknown as AuthStore;
  let n = 0;
  const newId = () => `request-${++n}`;
  const transfers = new TransferStore(
    { loadWallets: new LoadWallets(gateway), submit: new SubmitWalletTransfer(gateway), recall: new RecallToMain(gateway) },
    auth,
    newId,
  );
  const team = new TeamTransferStore({ loadTargets: new LoadTeamTargets(gateway), submit: new SubmitTeamTransfer(gateway) }, auth, newId);
  const sentIds = (method: 'walletTransfer' | 'teamTransfer') => gateway.callsOf(method).map(([request]) => (request as { requestId: string }).requestId);
  return { gateway, transfers, team, sentIds };
}

describe('TransferStore', () => {
  it('a retry after a network failure reuses the request id; an answer or another payload takes a new one', async () => {
    const { gateway, transfers, sentIds } = world();
    await transfers.open();
    gateway.failNext = 'network.error';
    expect((await transfers.transfer({ from: 'main', to: 'PG', amount: '10' })).ok).toBe(false);
    expect((await transfers.transfer({ from: 'main', to: 'PG', amount: ' 10' })).ok).toBe(true);
    await transfers.transfer({ from: 'main', to: 'PG', amount: '10' });
    gateway.failNext = 'wallet.insufficient_funds';
    await transfers.transfer({ from: 'main', to: 'JL', amount: '5' });
    await transfers.transfer({ from: 'main', to: 'JL', amount: '5' });
    expect(sentIds('walletTransfer')).toEqual(['request-1', 'request-1', 'request-2', 'request-3', 'request-4']);
    expect(transfers.lastOutcome?.moved).toEqual([{ from: 'main', to: 'JL', amount: 500n }]);
  });

  it('opens with the wallets, reloads them after a move, and counts the vendor wallets holding money', async () => {
    const { gateway, transfers } = world();
    await transfers.open();
    expect(transfers.wallets?.main).toBe(100_000n);
    expect(transfers.vendorsWithMoney).toBe(1);
    await transfers.recallAll();
    expect(gateway.callsOf('wallets')).toHaveLength(2);
    expect(gateway.callsOf('recallAll')).toEqual([['request-1']]);
    expect(transfers.busy).toBeNull();
  });
});

describe('TeamTransferStore', () => {
  it('lists the upline first, then the downline; a retry after a network failure reuses the request id', async () => {
    const { gateway, team, sentIds } = world();
    gateway.targets = { upline: { account: 'boss', nickname: 'Boss' }, downlines: [{ account: 'kid01', nickname: 'Kid' }] };
    gateway.paymentPassword = '135790';
    await team.open();
    expect(team.recipients.map((r) => [r.account, r.relation])).toEqual([
      ['boss', 'upline'],
      ['kid01', 'downline'],
    ]);
    gateway.failNext = 'network.error';
    await team.submit({ recipient: 'kid01', amount: '3', paymentPassword: '135790' });
    expect(team.sent).toBeNull();
    await team.submit({ recipient: 'kid01', amount: '3', paymentPassword: '135790' });
    expect(team.sent).toMatchObject({ recipient: 'kid01' });
    await team.submit({ recipient: 'kid01', amount: '3', paymentPassword: '135790' });
    expect(sentIds('teamTransfer')).toEqual(['request-1', 'request-1', 'request-2']);
  });
});
