import { languageOf } from './account';
import { isPasswordExpired, mustChangePassword } from '../../domain/access/password-policy';
import type { Role } from '../../domain/access/roles';
import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';
import type { Inbox } from '../messages/ports';
import type { AccessDeps } from './deps';

export interface MemberView {
  readonly id: number;
  readonly account: string;
  readonly nickname: string;
  readonly type: number;
  readonly role: Exclude<Role, 'visitor'>;
  readonly balance: bigint;
  readonly scale: number;
  readonly currencySymbol: string;
  readonly currencyCode: string;
  readonly firstTimeLogin: boolean;
  readonly passwordExpired: boolean;
  readonly mustChangePassword: boolean;
  readonly hasPaymentPassword: boolean;
  /** The avatar chosen in the profile (a name of AVATARS), null for the default one. */
  readonly avatar: string | null;
  /** The language the member chose, else the site's default. */
  readonly language: string;
  readonly unreadCount: number;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
}

export class GetMemberInfo {
  constructor(private readonly deps: Pick<AccessDeps, 'ledger' | 'settings' | 'clock'> & { readonly inbox: Pick<Inbox, 'unreadCount'> }) {}

  async execute({ account, role }: Principal): Promise<Result<MemberView>> {
    const settings = await this.deps.settings.load();
    const passwordState = { passwordChangedAt: account.passwordChangedAt, expiryDays: settings.passwordExpiryDays, now: this.deps.clock.now() };
    return ok({
      id: account.id,
      account: account.username,
      nickname: account.nickname,
      type: account.type,
      role,
      balance: await this.deps.ledger.mainBalance(account.id),
      scale: settings.currency.scale,
      currencySymbol: settings.currency.symbol,
      currencyCode: settings.currency.code,
      firstTimeLogin: account.firstLoginAt === null,
      passwordExpired: isPasswordExpired(passwordState),
      mustChangePassword: mustChangePassword({ ...passwordState, loginType: 'username', isDefaultPassword: account.isDefaultPassword }),
      hasPaymentPassword: account.paymentPasswordHash !== null,
      avatar: account.profile['avatar'] ?? null,
      language: languageOf(account, settings.defaultLang),
      unreadCount: role === 'member' || role === 'agent' ? await this.deps.inbox.unreadCount(account.id) : 0,
      lastLoginAt: account.lastLoginAt,
      createdAt: account.createdAt,
    });
  }
}
