import { maskPlayerName } from '../../domain/catalog/winner-board';
import {
  missionRewardKey,
  missionState,
  periodWindow,
  validateMission,
  type Mission,
  type MissionInput,
  type MissionState,
  type PeriodWindow,
} from '../../domain/engagement/missions';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { parseAmount } from '../../domain/wallet/amount';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import { refuseNonMember } from '../wallet/vendor-wallets';
import type { MissionRepository, MissionScores, MissionClaims } from './ports';

export interface MissionForPlayer {
  readonly mission: Mission;
  readonly window: PeriodWindow;
  readonly progress: bigint;
  readonly state: MissionState;
}

interface MissionDeps {
  readonly missions: MissionRepository;
  readonly scores: MissionScores;
  readonly claims: MissionClaims;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly messages: MessageRepository;
  readonly settings: SettingsRepository;
  readonly clock: Clock;
}

const LEADERBOARD_SIZE = 20;

/**
 * Daily and weekly missions (missionLeaderboard): progress from settled rounds and
 * approved deposits of the current period, a reward claimed once per period — the claim is
 * recorded before the transfer, which is keyed by mission, member and period — and a leaderboard.
 */
export class PlayMissions {
  constructor(private readonly deps: MissionDeps) {}

  async list(caller: Principal): Promise<Result<MissionForPlayer[]>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    return ok(await this.forMember(caller.account.id));
  }

  async countClaimable(caller: Principal): Promise<number> {
    if (refuseNonMember(caller)) return 0;
    return (await this.forMember(caller.account.id)).filter((m) => m.state === 'claimable').length;
  }

  async claim(caller: Principal, missionId: number): Promise<Result<MissionForPlayer>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const accountId = caller.account.id;
    const found = (await this.forMember(accountId)).find((m) => m.mission.id === missionId);
    if (!found) return fail('mission.not_found', { field: 'id' });
    if (found.state === 'in_progress') return fail('mission.not_complete');
    const { mission, window } = found;
    if (!(await this.deps.claims.open(mission.id, accountId, window.key, mission.reward))) {
      const earlier = (await this.deps.claims.claimed(accountId, [window.key])).find((c) => c.missionId === mission.id);
      if (earlier?.status === 'paying') await this.pay(mission, accountId, window.key);
      return fail('mission.already_claimed');
    }
    const paid = await this.pay(mission, accountId, window.key);
    return paid.ok ? ok({ ...found, state: 'claimed' }) : paid;
  }

  async leaderboard(missionId: number): Promise<Result<{ mission: Mission; window: PeriodWindow; ranks: { rank: number; name: string; score: bigint }[] }>> {
    const mission = await this.deps.missions.find(missionId);
    if (!mission?.enabled) return fail('mission.not_found', { field: 'id' });
    const window = periodWindow(mission.period, this.deps.clock.now(), (await this.deps.settings.load()).timezone);
    const best = await this.deps.scores.leaderboard(mission, window, LEADERBOARD_SIZE);
    return ok({ mission, window, ranks: best.map((b, i) => ({ rank: i + 1, name: maskPlayerName(b.username), score: b.score })) });
  }

  private async forMember(accountId: number): Promise<MissionForPlayer[]> {
    const now = this.deps.clock.now();
    const timeZone = (await this.deps.settings.load()).timezone;
    const missions = (await this.deps.missions.list()).filter((m) => m.enabled);
    const windows = missions.map((m) => periodWindow(m.period, now, timeZone));
    const claimed = await this.deps.claims.claimed(accountId, [...new Set(windows.map((w) => w.key))]);
    const rows: MissionForPlayer[] = [];
    for (const [i, mission] of missions.entries()) {
      const window = windows[i]!;
      const progress = await this.deps.scores.progress(accountId, mission, window);
      const taken = claimed.some((c) => c.missionId === mission.id && c.period === window.key);
      rows.push({ mission, window, progress, state: missionState(mission, progress, taken) });
    }
    return rows.sort((a, b) => a.mission.sort - b.mission.sort || a.mission.id - b.mission.id);
  }

  private async pay(mission: Mission, accountId: number, period: string): Promise<Result<null>> {
    const key = missionRewardKey(mission.id, accountId, period);
    const paid = await this.deps.ledger.transfer({
      key,
      debit: LEDGER_CODES.bonus,
      credit: LEDGER_CODES.memberMain(accountId),
      amount: mission.reward,
      kind: 'bonus',
      reference: key,
    });
    if (!paid.ok) return paid;
    if (await this.deps.claims.markPaid(mission.id, accountId, period))
      await this.deps.messages.add(accountId, 'reward_paid', { title: mission.title, amount: mission.reward.toString() });
    return ok(null);
  }
}

/** A mission as support types it: target and reward in major units (a round count for 'rounds'). */
export interface MissionForm extends Omit<MissionInput, 'target' | 'reward'> {
  readonly target: string;
  readonly reward: string;
}

const roundCount = (text: string): Result<bigint> => (/^[1-9][0-9]{0,6}$/.test(text.trim()) ? ok(BigInt(text.trim())) : fail('mission.invalid_target'));

/** Support's mission desk (`portal mission create|list|disable`). */
export class ManageMissions {
  constructor(private readonly deps: { readonly missions: MissionRepository; readonly settings: SettingsRepository }) {}

  async create(caller: Principal, form: MissionForm): Promise<Result<Mission>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const scale = (await this.deps.settings.load()).currency.scale;
    const target = form.metric === 'rounds' ? roundCount(form.target) : parseAmount(form.target, scale);
    if (!target.ok) return fail('mission.invalid_target', { field: 'target' });
    const reward = parseAmount(form.reward, scale);
    if (!reward.ok) return fail('mission.invalid_reward', { field: 'reward' });
    const valid = validateMission({ ...form, target: target.value, reward: reward.value });
    if (!valid.ok) return valid;
    return ok(await this.deps.missions.create(valid.value, { accountId: caller.account.id }));
  }

  async list(caller: Principal): Promise<Result<Mission[]>> {
    return staffOnly(caller) ?? ok(await this.deps.missions.list());
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    return (await this.deps.missions.setEnabled(id, false, { accountId: caller.account.id })) ? ok(null) : fail('mission.not_found', { field: 'id' });
  }
}
