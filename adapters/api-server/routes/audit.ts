import { pageCount, pageRequest } from '../../../core/domain/kernel/paging';
import type { Api } from '../api';
import type { AuditListItem } from '../../../core/platform/audit/list-audit-log';
import type { AuditVerification as Verification } from '../../../core/platform/audit/verify-audit-log';
import {
  AuditPage,
  AuditQuery,
  AuditVerification,
  WalletAdjustBody,
  WalletAdjustment,
  type AuditPageDto,
  type AuditVerificationDto,
} from '../../wps-contract/audit';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const AUDIT_PAGE_SIZE = 50;

const presentEntry = (e: AuditListItem): AuditPageDto['items'][number] => ({
  id: e.id,
  at: e.at.toISOString(),
  actor: e.actor,
  actorId: e.actorId,
  account: e.account,
  role: e.role,
  kind: e.kind,
  subject: e.subject,
  detail: JSON.parse(e.detail) as unknown,
  hash: Buffer.from(e.hash).toString('hex'),
});

const presentVerification = (v: Verification): AuditVerificationDto => ({ ok: v.broken === null, ...v });

/** Support's audit log (`portal audit list|verify`) and manual balance adjustments (`portal wallet adjust`), which it records. */
export function auditRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/admin/audit',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: AuditQuery, response: responses(AuditPage) } },
    async (request, reply) => {
      const q = request.query;
      const { pageNo, pageSize } = pageRequest(q, AUDIT_PAGE_SIZE);
      const filter = { actor: q.actor, kind: q.kind, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, pageNo, pageSize };
      return sendResult(reply, await platform.audit.list.execute(request.principal, filter), (page) => ({
        items: page.items.map(presentEntry),
        pageNo,
        totalPages: pageCount(page.total, pageSize),
        total: page.total,
      }));
    },
  );

  app.get(
    '/wps/admin/audit/verify',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(AuditVerification) } },
    async (request, reply) => sendResult(reply, await platform.audit.verify.execute(request.principal), presentVerification),
  );

  app.post(
    '/wps/admin/wallet/adjust',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: WalletAdjustBody, response: responses(WalletAdjustment) } },
    async (request, reply) => {
      const scale = (await platform.site.execute()).currency.scale;
      return sendResult(reply, await platform.adjustWallet.execute(request.principal, request.body), (a) => ({
        id: a.id,
        account: a.account,
        amount: a.amount.toString(),
        reason: a.reason,
        balanceAfter: a.balanceAfter.toString(),
        scale,
        createdAt: a.createdAt.toISOString(),
        replayed: a.replayed,
      }));
    },
  );
}
