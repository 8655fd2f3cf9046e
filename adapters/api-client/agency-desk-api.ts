import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { AgencyDeskGateway, ContractLine, CreatedAgent, SettlementRunView, TermsInput, TreeNode } from '../../core/portal/support/agency-desk';
import type { ContractItemDto, SettleRunDto } from '../wps-contract/agency';
import type { ApiClient } from './api-client';

const toLine = (c: ContractItemDto): ContractLine => ({
  id: c.id,
  kind: c.kind,
  state: c.state,
  holder: c.holder?.account ?? null,
  issuer: c.issuer?.account ?? null,
  topRateBp: c.topRateBp,
  terms: c.terms,
  acceptedAt: c.acceptedAt,
});

/** Support's agency routes of the /wps API. */
export class AgencyDeskApi implements AgencyDeskGateway {
  constructor(private readonly api: ApiClient) {}

  createAgent(agent: { username: string; password: string; upline?: string }): Promise<Result<CreatedAgent>> {
    return this.api.call<CreatedAgent>('POST', '/wps/admin/agents', { body: agent });
  }

  agentTree(account: string, depth: number): Promise<Result<TreeNode[]>> {
    return this.api.call<TreeNode[]>('GET', `/wps/admin/agents/${encodeURIComponent(account)}/tree`, { query: { depth: String(depth) } });
  }

  async accountContracts(account: string): Promise<Result<ContractLine[]>> {
    return mapOk(await this.api.call<ContractItemDto[]>('GET', `/wps/admin/agents/${encodeURIComponent(account)}/contracts`), (list) => list.map(toLine));
  }

  async setTopContract(agent: string, terms: TermsInput): Promise<Result<ContractLine>> {
    return mapOk(await this.api.call<ContractItemDto>('POST', '/wps/admin/contracts', { body: { agent, ...terms } }), toLine);
  }

  async endTopContract(id: number): Promise<Result<ContractLine>> {
    return mapOk(await this.api.call<ContractItemDto>('POST', `/wps/admin/contracts/${id}/end`), toLine);
  }

  async runSettlement(run: { cadence: string; kind?: string; at?: string; dryRun: boolean }): Promise<Result<SettlementRunView>> {
    return mapOk(await this.api.call<SettleRunDto>('POST', '/wps/admin/settlements/run', { body: run }), (r) => ({
      ...r,
      lines: r.lines.map((l) => ({ ...l, base: BigInt(l.base), amount: BigInt(l.amount) })),
    }));
  }
}
