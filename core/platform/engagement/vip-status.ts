import { progressToNext, vipLevelOf, vipNameIn, type VipLevel, type VipProgress, type VipTotals } from '../../domain/engagement/vip';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { isFeatureEnabled } from '../../domain/system/settings';
import type { Principal } from '../access/authenticate';
import { languageOf } from '../access/account';
import type { AccountRepository } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import type { PlayTotals, VipRecords } from './ports';

export interface VipStatus {
  readonly level: number;
  readonly name: string;
  readonly levels: readonly VipLevel[];
  readonly totals: VipTotals;
  readonly progress: VipProgress | null;
}

interface VipDeps {
  /** The member's language, for the message announcing a rise. */
  readonly accounts: Pick<AccountRepository, 'findById'>;
  readonly totals: PlayTotals;
  readonly vip: VipRecords;
  readonly settings: SettingsRepository;
  readonly messages: MessageRepository;
}

/** Works out a member's level from what they bet and deposited; a rise is recorded once and announced by message, the level named in the member's language. */
export class EvaluateVip {
  constructor(private readonly deps: VipDeps) {}

  async execute(accountId: number): Promise<VipStatus> {
    const settings = await this.deps.settings.load();
    const levels = settings.vip.levels;
    const totals = await this.deps.totals.totals(accountId);
    const reached = vipLevelOf(levels, totals);
    const recorded = await this.deps.vip.level(accountId);
    if (reached > recorded && (await this.deps.vip.raise(accountId, reached))) {
      const language = languageOf(await this.deps.accounts.findById(accountId), settings.defaultLang);
      await this.deps.messages.add(accountId, 'vip_upgraded', { level: String(reached), name: levels[reached] ? vipNameIn(levels[reached], language) : '' });
    }
    const level = Math.max(reached, recorded);
    return { level, name: levels[level]?.name ?? levels.at(-1)?.name ?? '', levels, totals, progress: progressToNext(levels, level, totals) };
  }
}

/** The VIP page: level, the table of levels, and the way to the next one. */
export class GetVipStatus {
  constructor(private readonly evaluate: EvaluateVip) {}

  async execute(caller: Principal): Promise<Result<VipStatus>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    if (caller.role === 'staff') return fail('access.forbidden');
    return ok(await this.evaluate.execute(caller.account.id));
  }
}

/** Run by each server process every few seconds: members who played or deposited lately get their level checked. */
export class SweepVipLevels {
  private since: Date;

  constructor(
    private readonly deps: { readonly totals: Pick<PlayTotals, 'activeSince'>; readonly evaluate: EvaluateVip; readonly clock: { now(): Date } },
    lookBackMs: number,
  ) {
    this.since = new Date(deps.clock.now().getTime() - lookBackMs);
  }

  async execute(): Promise<number> {
    const started = this.deps.clock.now();
    const members = await this.deps.totals.activeSince(this.since);
    for (const id of members) await this.deps.evaluate.execute(id);
    this.since = started;
    return members.length;
  }
}

export interface MemberBadges {
  readonly vipLevel: number;
  /** The level's name; empty at level 0, which shows no VIP label. */
  readonly vipLabel: string;
  readonly claimable: number;
  /** Whether invite-friends is on (member info promo REFERRAL). */
  readonly referral: boolean;
}

/** What member info shows beside the balance: the VIP label on the avatar and the rewards to claim. */
export class GetMemberBadges {
  constructor(
    private readonly deps: {
      readonly vip: Pick<VipRecords, 'level'>;
      readonly settings: SettingsRepository;
      readonly claimable: { execute(caller: Principal): Promise<Result<{ count: number }>> };
    },
  ) {}

  async execute(caller: Principal): Promise<MemberBadges> {
    if (caller.role === 'trial' || caller.role === 'staff') return { vipLevel: 0, vipLabel: '', claimable: 0, referral: false };
    const [level, settings, claimable] = await Promise.all([
      this.deps.vip.level(caller.account.id),
      this.deps.settings.load(),
      this.deps.claimable.execute(caller),
    ]);
    return {
      vipLevel: level,
      vipLabel: level > 0 && settings.vip.levels[level] ? vipNameIn(settings.vip.levels[level]!, languageOf(caller.account, settings.defaultLang)) : '',
      claimable: claimable.ok ? claimable.value.count : 0,
      referral: isFeatureEnabled(settings.whitelabel, 'REFERRAL'),
    };
  }
}
