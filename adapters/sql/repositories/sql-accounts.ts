import { sql, type Kysely, type Selectable } from 'kysely';
import type { Account, NewAccount } from '../../../core/platform/access/account';
import type { AccountRepository } from '../../../core/platform/access/ports';
import type { AccountsTable, Schema } from '../schema';
import { acting } from '../acting';

/** Account ids are a PostgreSQL integer: an id past it names no account (and must not reach the query). */
const MAX_ACCOUNT_ID = 2_147_483_647;

export class SqlAccounts implements AccountRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async findByUsername(username: string): Promise<Account | null> {
    const row = await this.db.selectFrom('accounts').selectAll().where('username', '=', username).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  async findById(id: number): Promise<Account | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ACCOUNT_ID) return null;
    const row = await this.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  async findByMobile(mobile: string): Promise<Account | null> {
    const row = await this.db.selectFrom('accounts').selectAll().where('mobile_num', '=', mobile).orderBy('id').executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  async create(account: NewAccount): Promise<Account | null> {
    const insert = (db: Kysely<Schema>) =>
      db
        .insertInto('accounts')
        .values({
          username: account.username,
          nickname: account.nickname,
          type: account.type,
          password_hash: account.passwordHash,
          is_default_password: account.isDefaultPassword,
          payment_password_hash: account.paymentPasswordHash,
          email: account.email,
          mobile_num: account.mobileNum,
          profile: JSON.stringify(account.profile),
          register_ip: account.registerIp,
          upline_id: account.uplineId ?? null,
          affiliate_link_id: account.affiliateLinkId ?? null,
        })
        .onConflict((oc) => oc.column('username').doNothing())
        .returningAll()
        .executeTakeFirst();
    const row = account.createdBy ? await acting(this.db, account.createdBy, insert) : await insert(this.db);
    return row ? toAccount(row) : null;
  }

  async setPassword(id: number, passwordHash: string, isDefault: boolean, at: Date): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set({ password_hash: passwordHash, is_default_password: isDefault, password_changed_at: at, locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  async recordLogin(id: number, at: Date, ip: string): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set((eb) => ({ last_login_at: at, last_login_ip: ip, first_login_at: eb.fn.coalesce('first_login_at', eb.val(at)) }))
      .where('id', '=', id)
      .execute();
  }

  async lockUntil(id: number, until: Date): Promise<void> {
    await this.db.updateTable('accounts').set({ locked_until: until }).where('id', '=', id).execute();
  }

  async setPaymentPassword(id: number, paymentPasswordHash: string): Promise<void> {
    await this.db.updateTable('accounts').set({ payment_password_hash: paymentPasswordHash }).where('id', '=', id).execute();
  }

  async setContact(id: number, contact: { readonly kind: 'mobile' | 'email'; readonly value: string }): Promise<void> {
    await this.db
      .updateTable('accounts')
      .set(contact.kind === 'mobile' ? { mobile_num: contact.value } : { email: contact.value })
      .where('id', '=', id)
      .execute();
  }

  async updateProfile(id: number, nickname: string, changes: Readonly<Record<string, string>>): Promise<void> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== ''));
    const cleared = Object.keys(changes).filter((key) => changes[key] === '');
    await this.db
      .updateTable('accounts')
      .set({ nickname, profile: sql`(profile || ${JSON.stringify(set)}::jsonb) - ${cleared}::text[]` })
      .where('id', '=', id)
      .execute();
  }
}

function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    passwordHash: row.password_hash,
    isDefaultPassword: row.is_default_password,
    passwordChangedAt: row.password_changed_at,
    lockedUntil: row.locked_until,
    firstLoginAt: row.first_login_at,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
    email: row.email,
    mobileNum: row.mobile_num,
    profile: row.profile,
    paymentPasswordHash: row.payment_password_hash,
  };
}
