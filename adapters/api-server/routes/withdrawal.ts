import type { Api } from '../api';
import { maskAccountNumber } from '../../../core/domain/wallet/bank-account';
import { PROOF_MAX_BYTES, receiptDeadline } from '../../../core/domain/wallet/withdrawal-receipt';
import type { ReceiptForm } from '../../../core/platform/wallet/confirm-withdrawal-receipt';
import type { BankAccount, Withdrawal, WithdrawalStatus } from '../../../core/platform/wallet/ports';
import { EmptyQuery } from '../../wps-contract/system';
import { RejectBody } from '../../wps-contract/wallet';
import {
  BankAccount as BankAccountSchema,
  BankAccountBody,
  BankAccountList,
  ReceiptBody,
  WithdrawBody,
  WithdrawMethod,
  Withdrawal as WithdrawalSchema,
  WithdrawalIdParams,
  WithdrawalList,
  WithdrawalListQuery,
  type BankAccountDto,
  type WithdrawalDto,
} from '../../wps-contract/withdrawal';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { IMAGE_BODY, responses } from './schemas';

const presentBank =
  (masked: boolean) =>
  (b: BankAccount): BankAccountDto => ({
    id: b.id,
    bankName: b.bankName,
    accountNumber: masked ? maskAccountNumber(b.accountNumber) : b.accountNumber,
    accountName: b.accountName,
    createdAt: b.createdAt.toISOString(),
  });

/** Claims in progress (approving, rejecting) are, to everyone outside, still pending. */
const outsideStatus = (status: WithdrawalStatus): WithdrawalDto['status'] => (status === 'approved' || status === 'rejected' ? status : 'pending');

const present =
  (scale: number, autoReceiptMinutes: number) =>
  (w: Withdrawal): WithdrawalDto => ({
    id: w.id,
    account: w.account,
    amount: w.amount.toString(),
    scale,
    bankName: w.bankName,
    accountNumber: maskAccountNumber(w.accountNumber),
    accountName: w.accountName,
    status: outsideStatus(w.status),
    reason: w.reason,
    receipt: w.receipt ? { kind: w.receipt.kind, received: w.receipt.received.toString(), remaining: w.receipt.remaining.toString() } : null,
    hasProof: w.hasProof,
    receiptDeadline: w.status === 'approved' && w.approvedAt && !w.receipt ? receiptDeadline(w.approvedAt, autoReceiptMinutes).toISOString() : null,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
  });

export function withdrawalRoutes(app: Api, platform: Platform): void {
  const presenter = async () => {
    const settings = await platform.site.execute();
    return present(settings.currency.scale, settings.withdrawal.autoReceiptMinutes);
  };

  app.get(
    '/wps/member/withdraw',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(WithdrawMethod) } },
    async (request, reply) => {
      return sendResult(reply, await platform.getWithdrawMethod.execute(request.principal), (m) => ({
        ...m,
        min: String(m.min),
        max: String(m.max),
        withdrawable: {
          ...m.withdrawable,
          balance: String(m.withdrawable.balance),
          now: String(m.withdrawable.now),
          turnoverMissing: String(m.withdrawable.turnoverMissing),
        },
      }));
    },
  );

  app.put(
    '/wps/member/withdraw',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: WithdrawBody, response: responses(WithdrawalSchema) } },
    async (request, reply) => sendResult(reply, await platform.requestWithdrawal.execute(request.principal, request.body), await presenter()),
  );

  app.get(
    '/wps/member/withdrawals',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(WithdrawalList) } },
    async (request, reply) => {
      const p = await presenter();
      return sendResult(reply, await platform.listMyWithdrawals.execute(request.principal), (list) => list.map(p));
    },
  );

  app.get(
    '/wps/member/bank-accounts',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(BankAccountList) } },
    async (request, reply) => {
      return sendResult(reply, await platform.listMyBankAccounts.execute(request.principal), (mine) => ({
        ...mine,
        accounts: mine.accounts.map(presentBank(true)),
      }));
    },
  );

  app.put(
    '/wps/member/bank-accounts',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: BankAccountBody, response: responses(BankAccountSchema) } },
    async (request, reply) => sendResult(reply, await platform.bindBankAccount.execute(request.principal, request.body), presentBank(false)),
  );

  app.post(
    '/wps/member/withdrawals/:id/receipt',
    {
      config: { auth: 'member' },
      schema: { tags: ['wallet'], querystring: EmptyQuery, params: WithdrawalIdParams, body: ReceiptBody, response: responses(WithdrawalSchema) },
    },
    async (request, reply) => {
      const body = request.body;
      const form: ReceiptForm =
        body.outcome === 'received' ? { outcome: 'received' } : { outcome: 'partly_received', received: body.received ?? '', remaining: body.remaining ?? '' };
      return sendResult(reply, await platform.confirmWithdrawalReceipt.execute(request.principal, Number(request.params.id), form), await presenter());
    },
  );

  app.register(async (images: Api) => {
    images.addContentTypeParser(IMAGE_BODY, { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES }, (_request, body, done) => done(null, body));
    images.post(
      '/wps/member/withdrawals/:id/receipt/not-received',
      {
        config: { auth: 'member' },
        schema: {
          tags: ['wallet'],
          description: 'body: the proof image (PNG or JPEG, at most 5 MB)',
          querystring: EmptyQuery,
          params: WithdrawalIdParams,
          response: responses(WithdrawalSchema),
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) return sendFailure(reply, { code: 'request.unsupported_media_type' });
        const proof = new Uint8Array(request.body);
        return sendResult(
          reply,
          await platform.confirmWithdrawalReceipt.execute(request.principal, Number(request.params.id), { outcome: 'not_received', proof }),
          await presenter(),
        );
      },
    );
  });

  app.get(
    '/wps/admin/withdrawals/:id/proof',
    { config: { auth: 'member' }, schema: { tags: ['admin'], description: 'the proof image bytes', querystring: EmptyQuery, params: WithdrawalIdParams } },
    async (request, reply) => {
      const proof = await platform.withdrawalProof.execute(request.principal, Number(request.params.id));
      if (!proof.ok) return sendFailure(reply, proof.error);
      return reply.header('content-type', proof.value.type).header('cache-control', 'private, no-store').send(Buffer.from(proof.value.bytes));
    },
  );

  app.get(
    '/wps/admin/withdrawals',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: WithdrawalListQuery, response: responses(WithdrawalList) } },
    async (request, reply) => {
      const p = await presenter();
      return sendResult(reply, await platform.listWithdrawals.execute(request.principal, request.query.status ?? null), (list) => list.map(p));
    },
  );

  app.post(
    '/wps/admin/withdrawals/:id/approve',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: WithdrawalIdParams, response: responses(WithdrawalSchema) } },
    async (request, reply) => sendResult(reply, await platform.approveWithdrawal.execute(request.principal, Number(request.params.id)), await presenter()),
  );

  app.post(
    '/wps/admin/withdrawals/:id/reject',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: WithdrawalIdParams, body: RejectBody, response: responses(WithdrawalSchema) },
    },
    async (request, reply) =>
      sendResult(reply, await platform.rejectWithdrawal.execute(request.principal, Number(request.params.id), request.body.reason), await presenter()),
  );
}
