import { ok, type Result } from '../../core/domain/kernel/result';
import type { LimitKey } from '../../core/domain/protection/limits';
import type { BreakChoice, MemberProtectionGateway, ProtectionGateway, ProtectionInfo } from '../../core/portal/protection/ports';
import type { MemberProtectionStateDto, ProtectionStateDto } from '../wps-contract/protection';
import type { ApiClient } from './api-client';

const big = (text: string | null) => (text === null ? null : BigInt(text));

const protectionOf = <D extends ProtectionStateDto>(dto: D): Omit<D, 'limits'> & ProtectionInfo => ({
  ...dto,
  limits: dto.limits.map((l) => ({
    ...l,
    member: big(l.member),
    operator: big(l.operator),
    effective: big(l.effective),
    used: big(l.used),
    pending: l.pending ? { value: big(l.pending.value), at: l.pending.at } : null,
  })),
});

const mapped = async <D extends ProtectionStateDto>(answer: Promise<Result<D>>) => {
  const result = await answer;
  return result.ok ? ok(protectionOf(result.value)) : result;
};

/** The responsible-gaming routes of the /wps API, the member's and support's. */
export class ProtectionApi implements ProtectionGateway, MemberProtectionGateway {
  constructor(private readonly api: ApiClient) {}

  myProtection(): Promise<Result<ProtectionInfo>> {
    return mapped(this.api.call<ProtectionStateDto>('GET', '/wps/member/protection'));
  }

  setMyLimit(key: LimitKey, value: string | null): Promise<Result<ProtectionInfo>> {
    return mapped(this.api.call<ProtectionStateDto>('PUT', '/wps/member/protection/limits', { body: { key, value } }));
  }

  takeBreak(choice: BreakChoice): Promise<Result<ProtectionInfo>> {
    return mapped(this.api.call<ProtectionStateDto>('POST', `/wps/member/protection/${choice.kind}`, { body: { duration: choice.duration } }));
  }

  memberProtection(account: string): Promise<Result<ProtectionInfo & { account: string }>> {
    return mapped(this.api.call<MemberProtectionStateDto>('GET', `/wps/admin/member/${encodeURIComponent(account)}/protection`));
  }

  setOperatorLimit(account: string, key: LimitKey, value: string | null): Promise<Result<ProtectionInfo & { account: string }>> {
    return mapped(
      this.api.call<MemberProtectionStateDto>('PUT', `/wps/admin/member/${encodeURIComponent(account)}/protection/limits`, { body: { key, value } }),
    );
  }
}
