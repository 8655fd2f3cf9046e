import type { AuditActor } from '../../domain/audit/audit-entry';

/** A stored account as the platform sees it. */
export interface Account {
  readonly id: number;
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly passwordHash: string;
  readonly isDefaultPassword: boolean;
  readonly passwordChangedAt: Date;
  readonly lockedUntil: Date | null;
  readonly firstLoginAt: Date | null;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
  readonly email: string | null;
  readonly mobileNum: string | null;
  readonly profile: Readonly<Record<string, string>>;
  /** Asked before money leaves the wallet (withdrawals, transfers); null until the member sets one. */
  readonly paymentPasswordHash: string | null;
}

export interface NewAccount {
  readonly username: string;
  readonly nickname: string;
  readonly type: number;
  readonly passwordHash: string;
  readonly isDefaultPassword: boolean;
  readonly email: string | null;
  readonly mobileNum: string | null;
  readonly profile: Readonly<Record<string, string>>;
  readonly paymentPasswordHash: string | null;
  readonly registerIp: string;
  /** The direct upline the account is created under (an agent registering its downline). */
  readonly uplineId?: number;
  /** The agent's referral link the account registered through. */
  readonly affiliateLinkId?: number;
  /** Who made a staff account, for the audit entry its row writes. */
  readonly createdBy?: AuditActor;
}

/** The language the member chose (PUT /wps/member/language), else the site's default; used for messages. */
export function languageOf(account: Pick<Account, 'profile'> | null, defaultLang: string): string {
  return account?.profile['language'] ?? defaultLang;
}
