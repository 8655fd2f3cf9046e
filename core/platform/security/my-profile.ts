import { PROFILE_FIELDS, validateProfileChange, type Profile, type ProfileField } from '../../domain/access/profile';
import { calendarDateIn } from '../../domain/kernel/calendar';
import { ok, type Result } from '../../domain/kernel/result';
import type { Account } from '../access/account';
import type { Principal } from '../access/authenticate';
import type { Clock } from '../../domain/kernel/ports';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { BankAccountRepository } from '../wallet/ports';
import { memberOnly } from './member-only';

export interface MyProfile {
  readonly profile: Profile;
  readonly email: string | null;
  readonly mobileNum: string | null;
  readonly realNameLocked: boolean;
  readonly minimumAge: number;
}

interface ProfileDeps {
  readonly accounts: AccountRepository;
  readonly bankAccounts: BankAccountRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

/** The real name is kept as the payee name that bank accounts must carry. */
const STORED_AS: Partial<Record<ProfileField, string>> = { realName: 'payeeName' };

function profileOf(account: Account): Profile {
  const profile: Partial<Record<ProfileField, string>> = { nickname: account.nickname };
  for (const field of PROFILE_FIELDS) {
    const value = account.profile[STORED_AS[field] ?? field];
    if (field !== 'nickname' && value) profile[field] = value;
  }
  return profile;
}

async function load(deps: ProfileDeps, account: Account): Promise<MyProfile> {
  const [banks, settings] = await Promise.all([deps.bankAccounts.listFor(account.id), deps.settings.load()]);
  return { profile: profileOf(account), email: account.email, mobileNum: account.mobileNum, realNameLocked: banks.length > 0, minimumAge: settings.minimumAge };
}

/** "My account": the member's profile, and whether the real name can still change. */
export class GetMyProfile {
  constructor(private readonly deps: ProfileDeps) {}

  async execute(caller: Principal): Promise<Result<MyProfile>> {
    return memberOnly(caller) ?? ok(await load(this.deps, caller.account));
  }
}

/** Changes profile fields, each checked by its pattern; the birthday must show the operator's minimum age. */
export class UpdateMyProfile {
  constructor(private readonly deps: ProfileDeps) {}

  async execute(caller: Principal, changes: Readonly<Record<string, unknown>>): Promise<Result<MyProfile>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const { account } = caller;
    const before = await load(this.deps, account);
    const today = calendarDateIn(this.deps.clock.now(), (await this.deps.settings.load()).timezone);
    const checked = validateProfileChange(before.profile, changes, { minimumAge: before.minimumAge, today, realNameLocked: before.realNameLocked });
    if (!checked.ok) return checked;
    const { nickname = account.nickname, ...rest } = checked.value;
    const stored = Object.fromEntries(Object.entries(rest).map(([field, value]) => [STORED_AS[field as ProfileField] ?? field, value]));
    await this.deps.accounts.updateProfile(account.id, nickname, stored);
    const updated = await this.deps.accounts.findById(account.id);
    return ok(await load(this.deps, updated ?? account));
  }
}
