import { makeAutoObservable, runInAction } from 'mobx';
import type { Message } from '../../../core/domain/kernel/message';
import type { Failure } from '../../../core/domain/kernel/result';
import type { ClaimMission, LeaderboardView, LoadLeaderboard, LoadMissions, PlayerMissionView } from '../../../core/portal/engagement/missions';

/** Missions of the period, their red badge, and the leaderboard of the chosen one. */
export class MissionStore {
  missions: PlayerMissionView[] = [];
  loaded = false;
  board: LeaderboardView | null = null;
  busy: number | null = null;
  failure: { readonly missionId: number; readonly error: Failure } | null = null;

  constructor(
    private readonly useCases: { readonly load: LoadMissions; readonly claim: ClaimMission; readonly leaderboard: LoadLeaderboard },
    private readonly notices: { confirm(message: Message): void },
    private readonly money: (minor: bigint) => string,
  ) {
    makeAutoObservable<MissionStore, 'useCases' | 'notices' | 'money'>(this, { useCases: false, notices: false, money: false });
  }

  get claimable(): number {
    return this.missions.filter((m) => m.state === 'claimable').length;
  }

  /** Members only: trial players and visitors have no missions. */
  async refresh(member: boolean): Promise<void> {
    if (!member) {
      this.missions = [];
      return;
    }
    const result = await this.useCases.load.execute();
    runInAction(() => {
      this.loaded = true;
      if (result.ok) {
        this.missions = result.value;
        if (!this.board && result.value[0]) void this.showBoard(result.value[0].mission.id);
      }
    });
  }

  async claim(id: number): Promise<void> {
    this.busy = id;
    this.failure = null;
    const result = await this.useCases.claim.execute(id);
    await this.refresh(true);
    runInAction(() => {
      this.busy = null;
      if (!result.ok) this.failure = { missionId: id, error: result.error };
      else this.notices.confirm({ key: 'notice.missionPaid', params: { amount: this.money(result.value.mission.reward), title: result.value.mission.title } });
    });
  }

  async showBoard(id: number): Promise<void> {
    const result = await this.useCases.leaderboard.execute(id);
    runInAction(() => {
      if (result.ok) this.board = result.value;
    });
  }
}
