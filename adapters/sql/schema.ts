import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  type: number;
  password_hash: string;
  is_default_password: Generated<boolean>;
  password_changed_at: Timestamp;
  payment_password_hash: string | null;
  locked_until: Date | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  email: string | null;
  mobile_num: string | null;
  profile: JSONColumnType<Record<string, string>>;
  register_ip: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  ip: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: Timestamp;
}

export interface RateHitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  lang: string;
  slug: string;
  title: string;
  content: string;
  sort: number;
  updated_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  owner_id: number | null;
  kind: string;
  currency: string;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  held: ColumnType<bigint, bigint | undefined, bigint>;
  allow_negative: Generated<boolean>;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: ColumnType<bigint, bigint, never>;
  kind: string;
  flag: Generated<'single' | 'pending' | 'post' | 'void'>;
  pending_id: number | null;
  reference: string | null;
  payload_hash: Generated<string>;
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  published_at: Date | null;
}

export interface DepositsTable {
  id: Generated<number>;
  account_id: number;
  method: string;
  amount: ColumnType<bigint, bigint, never>;
  payer_name: string;
  reference: string | null;
  status: Generated<'pending' | 'approving' | 'approved' | 'rejected'>;
  reason: string | null;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Date | null;
}

export interface MessagesTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Timestamp;
  read_at: Date | null;
}

export interface Schema {
  accounts: AccountsTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  rate_hits: RateHitsTable;
  captchas: CaptchasTable;
  used_challenges: UsedChallengesTable;
  settings: SettingsTable;
  help_articles: HelpArticlesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  outbox: OutboxTable;
  deposits: DepositsTable;
  messages: MessagesTable;
}
