import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { TeamRange, TeamReports } from './ports';
import { agentOnly } from './agent-only';
import { roleOfType } from '../../domain/access/roles';
import type { SettingsRepository } from '../system/ports';

/** The longest range a team report covers. */
export const MAX_REPORT_DAYS = 400;
const DAY_MS = 86_400_000;

/** Only agents read team reports; the range must run forwards and stay within MAX_REPORT_DAYS. */
export function checkTeamRange(caller: Principal, range: TeamRange): Result<TeamRange> {
  const refused = agentOnly(caller);
  if (refused) return fail(refused.code);
  const { from, to } = range;
  if (Number.isNaN(from.getTime())) return fail('validation.invalid_date', { field: 'from' });
  if (Number.isNaN(to.getTime())) return fail('validation.invalid_date', { field: 'to' });
  if (from.getTime() >= to.getTime() || to.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) return fail('validation.date_range', { field: 'to' });
  return ok({ from, to });
}

/** `parentId` must be the caller or one of its descendants: anything else is not found, not forbidden. */
export async function checkInTeam(reports: Pick<TeamReports, 'isInTeam'>, caller: Principal, parentId: number): Promise<Result<number>> {
  return (await reports.isInTeam(caller.account.id, parentId)) ? ok(parentId) : fail('access.member_not_found', { field: 'parent' });
}

/** Rows marked with whether the site counts their account type as an agent's. */
export async function markAgents<T extends { readonly type: number }>(
  settings: Pick<SettingsRepository, 'load'>,
  rows: readonly T[],
): Promise<(T & { readonly isAgent: boolean })[]> {
  const site = await settings.load();
  return rows.map((row) => ({ ...row, isAgent: roleOfType(row.type, site) === 'agent' }));
}
