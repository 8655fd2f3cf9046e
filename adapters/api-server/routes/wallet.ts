import type { Api } from '../api';
import type { AccountRecord, Deposit as DepositEntity } from '../../../core/platform/wallet/ports';
import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';
import { textIn } from '../../../core/domain/system/content-texts';
import type { RecordSubject } from '../../../core/domain/wallet/record-subject';
import { EmptyQuery } from '../../wps-contract/system';
import {
  BankDepositBody,
  BankDepositMethod,
  Deposit,
  DepositIdParams,
  DepositList,
  DepositListQuery,
  RejectBody,
  TransactionPage,
  TransactionsQuery,
  type DepositDto,
  type TransactionPageDto,
} from '../../wps-contract/wallet';
import { okEnvelope, sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

/** An approving deposit is, to everyone outside, still pending. */
export const present =
  (scale: number) =>
  (d: DepositEntity): DepositDto => ({
    id: d.id,
    account: d.account,
    method: d.method,
    amount: d.amount.toString(),
    scale,
    payerName: d.payerName,
    reference: d.reference,
    status: d.status === 'approving' ? 'pending' : d.status,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
    orderId: d.orderId,
  });

/** A promotion a movement paid is named in the reader's language. */
const subjectIn = (subject: RecordSubject | null, language: string) =>
  subject?.kind === 'promotion' ? { kind: subject.kind, title: textIn(subject.title, subject.texts ?? {}, 'title', language) } : subject;

export function presentRecord(record: AccountRecord, pageNo: number, pageSize: number, scale: number, language = ''): TransactionPageDto {
  return {
    items: record.items.map((e) => ({
      id: e.id,
      type: e.type,
      amount: e.amount.toString(),
      balanceAfter: e.balanceAfter.toString(),
      status: e.status,
      reference: e.reference,
      subject: subjectIn(e.subject, language),
      createdAt: e.createdAt.toISOString(),
    })),
    pageNo,
    totalPages: pageCount(record.total, pageSize),
    totals: { credited: record.credited.toString(), debited: record.debited.toString() },
    scale,
  };
}

/** `from` and `to` are calendar dates in the operator's time zone; `to` is inclusive. */

export function walletRoutes(app: Api, platform: Platform): void {
  const scale = async () => (await platform.site.execute()).currency.scale;

  app.get(
    '/wps/member/deposit/bank',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(BankDepositMethod) } },
    async (request, reply) => {
      const settings = await platform.site.execute();
      const m = settings.bankDeposit;
      return okEnvelope({
        enabled: m.enabled,
        min: String(m.min),
        max: String(m.max),
        scale: settings.currency.scale,
        bankName: m.bankName,
        accountName: m.accountName,
        accountNumber: m.accountNumber,
      });
    },
  );

  app.put(
    '/wps/member/deposit/bank',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, body: BankDepositBody, response: responses(Deposit) } },
    async (request, reply) => sendResult(reply, await platform.requestBankDeposit.execute(request.principal, request.body), present(await scale())),
  );

  app.get(
    '/wps/member/deposits',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: EmptyQuery, response: responses(DepositList) } },
    async (request, reply) => {
      const s = await scale();
      return sendResult(reply, await platform.listMyDeposits.execute(request.principal), (list) => list.map(present(s)));
    },
  );

  app.get(
    '/wps/member/transactions',
    { config: { auth: 'member' }, schema: { tags: ['wallet'], querystring: TransactionsQuery, response: responses(TransactionPage) } },
    async (request, reply) => {
      const q = request.query;
      const bounds = await platform.calendar.bounds(q);
      if (!bounds.ok) return sendFailure(reply, bounds.error);
      const filter = { ...pageRequest(q), ...(q.type ? { type: q.type } : {}), ...bounds.value };
      const s = await scale();
      return sendResult(reply, await platform.accountRecord.execute(request.principal, filter), (record) =>
        presentRecord(record, filter.pageNo, filter.pageSize, s, q.language),
      );
    },
  );

  app.get(
    '/wps/admin/deposits',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: DepositListQuery, response: responses(DepositList) } },
    async (request, reply) => {
      const s = await scale();
      return sendResult(reply, await platform.listDeposits.execute(request.principal, request.query.status ?? null), (list) => list.map(present(s)));
    },
  );

  app.post(
    '/wps/admin/deposits/:id/approve',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, params: DepositIdParams, response: responses(Deposit) } },
    async (request, reply) => sendResult(reply, await platform.approveDeposit.execute(request.principal, Number(request.params.id)), present(await scale())),
  );

  app.post(
    '/wps/admin/deposits/:id/reject',
    {
      config: { auth: 'member' },
      schema: { tags: ['admin'], querystring: EmptyQuery, params: DepositIdParams, body: RejectBody, response: responses(Deposit) },
    },
    async (request, reply) =>
      sendResult(reply, await platform.rejectDeposit.execute(request.principal, Number(request.params.id), request.body.reason), present(await scale())),
  );
}
