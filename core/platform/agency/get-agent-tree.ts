import { normalizeUsername } from '../../domain/access/credentials';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountTree, TeamReports, TreeRow } from './ports';
import type { SettingsRepository } from '../system/ports';
import { markAgents } from './team-report-query';

/** How many accounts one tree answer prints at most. */
export const TREE_LIMIT = 1000;

/** Support reads an account's team as a tree (`portal agent tree`), down to `depth` levels. */
export class GetAgentTree {
  constructor(
    private readonly deps: { tree: Pick<AccountTree, 'findByUsername'>; reports: Pick<TeamReports, 'subtree'>; settings: Pick<SettingsRepository, 'load'> },
  ) {}

  async execute(caller: Principal, username: string, depth: number): Promise<Result<(TreeRow & { readonly isAgent: boolean })[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const root = await this.deps.tree.findByUsername(normalizeUsername(username));
    if (!root) return fail('access.member_not_found', { field: 'account' });
    return ok(await markAgents(this.deps.settings, await this.deps.reports.subtree(root.id, depth, TREE_LIMIT)));
  }
}
