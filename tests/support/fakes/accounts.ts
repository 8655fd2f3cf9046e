import type { Clock } from '../../../core/domain/kernel/ports';
import type { Account, NewAccount } from '../../../core/platform/access/account';
import type { AccountRepository } from '../../../core/platform/access/ports';

/**
 * Accounts in a map. Mirrors the table's rules: unique username, which must be lower case and
 * 1..64 characters (the CHECK constraint), ids from 10000001, timestamps from the clock.
 */
export class InMemoryAccounts implements AccountRepository {
  private readonly rows = new Map<number, Account>();
  private nextId = 10_000_001;

  constructor(private readonly clock: Clock) {}

  async findByUsername(username: string): Promise<Account | null> {
    for (const account of this.rows.values()) if (account.username === username) return account;
    return null;
  }

  async findById(id: number): Promise<Account | null> {
    return this.rows.get(id) ?? null;
  }

  async findByMobile(mobile: string): Promise<Account | null> {
    for (const account of this.rows.values()) if (account.mobileNum === mobile) return account;
    return null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    if (account.username !== account.username.toLowerCase() || account.username.length < 1 || account.username.length > 64) {
      throw new Error(`accounts: username violates the check constraint: ${account.username}`);
    }
    if (await this.findByUsername(account.username)) return null;
    const now = this.clock.now();
    const created: Account = {
      id: this.nextId++,
      username: account.username,
      nickname: account.nickname,
      type: account.type,
      passwordHash: account.passwordHash,
      isDefaultPassword: account.isDefaultPassword,
      passwordChangedAt: now,
      lockedUntil: null,
      firstLoginAt: null,
      lastLoginAt: null,
      createdAt: now,
      email: account.email,
      mobileNum: account.mobileNum,
      profile: { ...account.profile },
      paymentPasswordHash: account.paymentPasswordHash,
    };
    this.rows.set(created.id, created);
    this.extra.set(created.id, { registerIp: account.registerIp, lastLoginIp: null });
    return created;
  }

  async setPassword(id: number, passwordHash: string, isDefault: boolean, at: Date): Promise<void> {
    this.update(id, { passwordHash, isDefaultPassword: isDefault, passwordChangedAt: at, lockedUntil: null });
  }

  async recordLogin(id: number, at: Date, ip: string): Promise<void> {
    const account = this.rows.get(id);
    if (!account) return;
    this.update(id, { lastLoginAt: at, firstLoginAt: account.firstLoginAt ?? at });
    const extra = this.extra.get(id);
    if (extra) extra.lastLoginIp = ip;
  }

  async lockUntil(id: number, until: Date): Promise<void> {
    this.update(id, { lockedUntil: until });
  }

  async setPaymentPassword(id: number, paymentPasswordHash: string): Promise<void> {
    this.update(id, { paymentPasswordHash });
  }

  async setContact(id: number, contact: { readonly kind: 'mobile' | 'email'; readonly value: string }): Promise<void> {
    this.update(id, contact.kind === 'mobile' ? { mobileNum: contact.value } : { email: contact.value });
  }

  async updateProfile(id: number, nickname: string, changes: Readonly<Record<string, string>>): Promise<void> {
    const profile: Record<string, string> = { ...this.rows.get(id)?.profile, ...changes };
    for (const key of Object.keys(changes)) if (changes[key] === '') delete profile[key];
    this.update(id, { nickname, profile });
  }

  /** Columns the port does not return, for assertions. */
  readonly extra = new Map<number, { registerIp: string; lastLoginIp: string | null }>();

  /** Test helper: change stored columns directly (as a migration or an operator would). */
  patch(id: number, changes: Partial<Omit<Account, 'id'>>): void {
    this.update(id, changes);
  }

  private update(id: number, changes: Partial<Omit<Account, 'id'>>): void {
    const account = this.rows.get(id);
    if (account) this.rows.set(id, { ...account, ...changes });
  }
}
