import { normalizeUsername } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { clampBetPage } from '../play/bet-record';
import { type BetFilter, type BetPage, type BetRecordRepository } from '../play/ports';
import type { AccountRecord, AccountRecordRepository, RecordFilter } from '../wallet/ports';
import { pageRequest } from '../../domain/kernel/paging';
import { LEDGER_CODES } from '../wallet/ledger';
import type { AccountTree, TeamReports } from './ports';
import { agentOnly } from './agent-only';

type MemberDeps = { tree: Pick<AccountTree, 'findByUsername'>; reports: Pick<TeamReports, 'isInTeam'> };

/** The team member an agent asks about (itself when none is named); outside its team is 'not found'. */
async function teamMember(deps: MemberDeps, caller: Principal, account: string | null): Promise<Result<number>> {
  const refused = agentOnly(caller);
  if (refused) return fail(refused.code);
  if (account === null) return ok(caller.account.id);
  const member = await deps.tree.findByUsername(normalizeUsername(account));
  if (!member || !(await deps.reports.isInTeam(caller.account.id, member.id))) return fail('access.member_not_found', { field: 'account' });
  return ok(member.id);
}

/** Team betting (personalHistoryCopy): a team member's betting record. */
export class GetTeamMemberBets {
  constructor(private readonly deps: MemberDeps & { bets: Pick<BetRecordRepository, 'page'> }) {}

  async execute(caller: Principal, account: string | null, filter: BetFilter): Promise<Result<BetPage>> {
    const member = await teamMember(this.deps, caller, account);
    return member.ok ? ok(await this.deps.bets.page(member.value, clampBetPage(filter))) : member;
  }
}

/** Account details (agentDownlineTransactionDetailsCopy): a team member's wallet movements. */
export class GetTeamMemberRecord {
  constructor(private readonly deps: MemberDeps & { records: AccountRecordRepository }) {}

  async execute(caller: Principal, account: string | null, filter: RecordFilter): Promise<Result<AccountRecord>> {
    const member = await teamMember(this.deps, caller, account);
    if (!member.ok) return member;
    return ok(await this.deps.records.page(LEDGER_CODES.memberMain(member.value), { ...filter, ...pageRequest(filter) }));
  }
}
