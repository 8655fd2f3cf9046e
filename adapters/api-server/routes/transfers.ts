import type { Api } from '../api';
import { MAIN_WALLET } from '../../../core/domain/wallet/transfer-rules';
import type { TreeAccount } from '../../../core/platform/agency/ports';
import type { WalletBalances as Balances } from '../../../core/platform/wallet/get-wallet-balances';
import { EmptyQuery } from '../../wps-contract/system';
import {
  ConsolidatedFunds,
  MerchantWallet,
  TeamTargets,
  TeamTransferBody,
  TeamTransferResult,
  UplineBody,
  UplineLink,
  WalletBalances,
  WalletTransferBody,
  WalletTransferResult,
  type WalletBalancesDto,
} from '../../wps-contract/transfer';
import { MemberLookupParams } from '../../wps-contract/admin';
import { okEnvelope, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentBalances = (b: Balances, scale: number): WalletBalancesDto => ({
  isSingle: b.isSingle,
  scale,
  main: b.main.toString(),
  wallets: b.vendors.map((w) => ({ code: w.code, balance: w.balance.toString() })),
  total: b.total.toString(),
});

const presentMember = (a: TreeAccount) => ({ account: a.username, nickname: a.nickname });

/** Wallet calls (merchant wallet, balances, wallet transfer), the team transfer targets and support's upline link. */
export function transferRoutes(app: Api, platform: Platform): void {
  const scale = async () => (await platform.site.execute()).currency.scale;

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(MerchantWallet) } },
    async (request, reply) => okEnvelope({ isSingle: (await platform.site.execute()).merchantWallet.isSingle }),
  );

  app.get(
    '/wps/v2/wallets/balance',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(WalletBalances) } },
    async (request, reply) => {
      const s = await scale();
      return sendResult(reply, await platform.walletBalances.execute(request.principal), (b) => presentBalances(b, s));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(ConsolidatedFunds) } },
    async (request, reply) => {
      const s = await scale();
      return sendResult(reply, await platform.walletBalances.execute(request.principal), (b) => ({ total: b.total.toString(), scale: s }));
    },
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: WalletTransferBody, response: responses(WalletTransferResult) } },
    async (request, reply) => {
      const { principal } = request;
      const s = await scale();
      const body = request.body;
      if ('recallAll' in body) {
        const recalled = await platform.recallAllWallets.execute(principal, body.requestId);
        return sendResult(reply, recalled, (list) => ({
          moved: list.map((r) => ({ from: r.code, to: MAIN_WALLET, amount: r.amount.toString() })),
          replayed: false,
          scale: s,
        }));
      }
      const moved = await platform.transferBetweenWallets.execute(principal, body);
      return sendResult(reply, moved, (t) => ({ moved: [{ from: body.from, to: body.to, amount: t.amount.toString() }], replayed: t.replayed, scale: s }));
    },
  );

  app.get(
    '/wps/member/transfer/team',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(TeamTargets) } },
    async (request, reply) => {
      return sendResult(reply, await platform.teamTargets.execute(request.principal), (t) => ({
        upline: t.upline ? presentMember(t.upline) : null,
        downlines: t.downlines.map(presentMember),
      }));
    },
  );

  app.post(
    '/wps/member/transfer/team',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: TeamTransferBody, response: responses(TeamTransferResult) } },
    async (request, reply) => {
      const s = await scale();
      return sendResult(reply, await platform.transferToTeam.execute(request.principal, request.body), (t) => ({
        recipient: t.recipient.username,
        amount: t.amount.toString(),
        replayed: t.replayed,
        scale: s,
      }));
    },
  );

  app.put(
    '/wps/admin/member/:account/upline',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: MemberLookupParams, body: UplineBody, response: responses(UplineLink) },
    },
    async (request, reply) => {
      const linked = await platform.setUpline.execute(request.principal, request.params.account, request.body.upline);
      return sendResult(reply, linked, (l) => ({ account: l.account.username, upline: l.upline.username }));
    },
  );
}
