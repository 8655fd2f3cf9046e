import type { Api } from '../api';
import type { AuditReport as Audit } from '../../../core/platform/wallet/ledger';
import { AuditReport, type AuditReportDto } from '../../wps-contract/ledger';
import { EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

function presentAudit(report: Audit): AuditReportDto {
  return {
    ...report,
    sumOfBalances: report.sumOfBalances.toString(),
    negativeAccounts: [...report.negativeAccounts],
    mismatches: report.mismatches.map((m) => ({
      code: m.code,
      stored: m.stored.toString(),
      computed: m.computed.toString(),
      heldStored: m.heldStored.toString(),
      heldComputed: m.heldComputed.toString(),
    })),
  };
}

export function ledgerRoutes(app: Api, platform: Platform): void {
  app.get(
    '/wps/admin/ledger/audit',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(AuditReport) } },
    async (request, reply) => sendResult(reply, await platform.auditLedger.execute(request.principal), presentAudit),
  );
}
