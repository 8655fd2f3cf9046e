import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType, type Role } from '../../domain/access/roles';
import type { AuditActor, AuditActorKind } from '../../domain/audit/audit-entry';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRepository } from '../access/ports';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository } from '../system/ports';
import type { AuditLog, ListedAuditEntry } from './ports';

export const MAX_AUDIT_PAGE_SIZE = 100;

const PARTIES: readonly string[] = ['visitor', 'system', 'operator'] satisfies readonly Exclude<AuditActorKind, 'account'>[];
const KIND = /^[a-z_]+(\.[a-z_]+)*$/;

export interface AuditFilter {
  /** An account name, or visitor, system or operator. */
  readonly actor?: string;
  /** A kind ('deposit.approved') or its first part ('deposit'). */
  readonly kind?: string;
  readonly from?: Date;
  readonly to?: Date;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** An entry as support reads it: the actor's role under today's account types. */
export interface AuditListItem extends ListedAuditEntry {
  readonly role: Exclude<Role, 'visitor'> | Exclude<AuditActorKind, 'account'> | null;
}

/** Support reads the audit log (`portal audit list`), newest first, by actor, kind and time. */
export class ListAuditLog {
  constructor(private readonly deps: { log: Pick<AuditLog, 'list'>; accounts: Pick<AccountRepository, 'findByUsername'>; settings: SettingsRepository }) {}

  async execute(caller: Principal, filter: AuditFilter): Promise<Result<{ items: AuditListItem[]; total: number }>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    if (filter.kind !== undefined && !KIND.test(filter.kind)) return fail('validation.invalid_value', { field: 'kind' });
    if (filter.from && filter.to && filter.to < filter.from) return fail('validation.date_range', { field: 'to' });
    const actor = filter.actor === undefined ? undefined : await this.actorNamed(normalizeUsername(filter.actor));
    if (actor === null) return fail('access.member_not_found', { field: 'actor' });
    const settings = await this.deps.settings.load();
    const page = await this.deps.log.list({
      ...(actor ? { actor } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
      pageNo: Math.max(filter.pageNo, 1),
      pageSize: Math.min(Math.max(filter.pageSize, 1), MAX_AUDIT_PAGE_SIZE),
    });
    const roleOf = (e: ListedAuditEntry): AuditListItem['role'] =>
      e.actor !== 'account' ? e.actor : e.actorType === null ? null : roleOfType(e.actorType, settings);
    return ok({ items: page.items.map((e) => ({ ...e, role: roleOf(e) })), total: page.total });
  }

  /** A party by its name, else the account of that name; null when there is none. */
  private async actorNamed(name: string): Promise<AuditActor | null> {
    if (PARTIES.includes(name)) return name as Exclude<AuditActorKind, 'account'>;
    const account = await this.deps.accounts.findByUsername(name);
    return account ? { accountId: account.id } : null;
  }
}
