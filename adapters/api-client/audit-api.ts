import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { AdjustmentReceipt, AuditCheck, AuditDeskGateway, AuditListFilter, AuditPageView } from '../../core/portal/support/audit-desk';
import type { AuditPageDto, AuditVerificationDto, WalletAdjustmentDto } from '../wps-contract/audit';
import type { ApiClient } from './api-client';

/** Support's audit log and balance adjustment routes of the /wps API. */
export class AuditApi implements AuditDeskGateway {
  constructor(private readonly api: ApiClient) {}

  auditLog(filter: AuditListFilter): Promise<Result<AuditPageView>> {
    const query = Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, String(v)]));
    return this.api.call<AuditPageDto>('GET', '/wps/admin/audit', { query });
  }

  verifyAuditLog(): Promise<Result<AuditCheck>> {
    return this.api.call<AuditVerificationDto>('GET', '/wps/admin/audit/verify');
  }

  async adjustWallet(form: { account: string; amount: string; reason: string; requestId: string }): Promise<Result<AdjustmentReceipt>> {
    return mapOk(await this.api.call<WalletAdjustmentDto>('POST', '/wps/admin/wallet/adjust', { body: form }), (a) => ({
      ...a,
      amount: BigInt(a.amount),
      balanceAfter: BigInt(a.balanceAfter),
    }));
  }
}
