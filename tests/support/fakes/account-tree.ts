import type { Account } from '../../../core/platform/access/account';
import type { AuditActor } from '../../../core/domain/audit/audit-entry';
import type { AccountRepository } from '../../../core/platform/access/ports';
import type { AccountTree, TreeAccount } from '../../../core/platform/agency/ports';

/** The tree as a map of upline links over an account repository (the column beside the accounts). */
export class InMemoryAccountTree implements AccountTree {
  private readonly uplines = new Map<number, number>();

  constructor(private readonly accounts: Pick<AccountRepository, 'findById' | 'findByUsername'>) {}

  async findById(id: number): Promise<TreeAccount | null> {
    const account = await this.accounts.findById(id);
    return account ? this.place(account) : null;
  }

  async findByUsername(username: string): Promise<TreeAccount | null> {
    const account = await this.accounts.findByUsername(username);
    return account ? this.place(account) : null;
  }

  async directDownlines(uplineId: number, limit: number): Promise<TreeAccount[]> {
    const children = [...this.uplines].filter(([, upline]) => upline === uplineId).map(([id]) => id);
    const accounts = await Promise.all(children.map((id) => this.accounts.findById(id)));
    return accounts
      .filter((a): a is Account => a !== null)
      .sort((a, b) => (a.username < b.username ? -1 : 1))
      .slice(0, limit)
      .map((a) => this.place(a));
  }

  async ancestors(id: number): Promise<number[]> {
    return this.chainOf(id);
  }

  /** Check and link without an await between them, as the SQL adapter's lock makes them one step. */
  async setUpline(id: number, uplineId: number, _by: AuditActor): Promise<'linked' | 'cycle'> {
    if (id === uplineId || this.chainOf(uplineId).includes(id)) return 'cycle';
    this.uplines.set(id, uplineId);
    return 'linked';
  }

  private chainOf(id: number): number[] {
    const chain: number[] = [];
    for (let at = this.uplines.get(id); at !== undefined; at = this.uplines.get(at)) chain.push(at);
    return chain;
  }

  private place(account: Account): TreeAccount {
    return { id: account.id, username: account.username, nickname: account.nickname, type: account.type, uplineId: this.uplines.get(account.id) ?? null };
  }
}
