import type { Texts } from '../../domain/system/content-texts';
import type { Result } from '../../domain/kernel/result';

export interface MissionView {
  readonly id: number;
  readonly title: string;
  readonly period: string;
  readonly metric: string;
  readonly gameType: string;
  readonly target: bigint;
  readonly reward: bigint;
  readonly sort: number;
  readonly enabled: boolean;
}

export interface PlayerMissionView {
  readonly mission: MissionView;
  readonly periodKey: string;
  readonly endsAt: string;
  readonly progress: bigint;
  readonly state: 'in_progress' | 'claimable' | 'claimed';
}

export interface LeaderboardView {
  readonly mission: MissionView;
  readonly periodKey: string;
  readonly ranks: readonly { readonly rank: number; readonly name: string; readonly score: bigint }[];
}

/** What support types: target and reward in major units (target is a count for rounds). */
export interface NewMission {
  readonly title: string;
  readonly period: string;
  readonly metric: string;
  readonly gameType?: string;
  readonly target: string;
  readonly reward: string;
  readonly sort?: number;
  /** Words in further languages: language → field → text. */
  readonly texts?: Texts;
}

export interface MissionGateway {
  missions(): Promise<Result<PlayerMissionView[]>>;
  claimMission(id: number): Promise<Result<PlayerMissionView>>;
  leaderboard(id: number): Promise<Result<LeaderboardView>>;
}

export interface MissionDeskGateway {
  allMissions(): Promise<Result<MissionView[]>>;
  createMission(mission: NewMission): Promise<Result<MissionView>>;
  disableMission(id: number): Promise<Result<null>>;
}

/** The member's missions of this period with their progress, claimable ones first to the eye. */
export class LoadMissions {
  constructor(private readonly gateway: Pick<MissionGateway, 'missions'>) {}

  execute(): Promise<Result<PlayerMissionView[]>> {
    return this.gateway.missions();
  }
}

export class ClaimMission {
  constructor(private readonly gateway: Pick<MissionGateway, 'claimMission'>) {}

  execute(id: number): Promise<Result<PlayerMissionView>> {
    return this.gateway.claimMission(id);
  }
}

export class LoadLeaderboard {
  constructor(private readonly gateway: Pick<MissionGateway, 'leaderboard'>) {}

  execute(id: number): Promise<Result<LeaderboardView>> {
    return this.gateway.leaderboard(id);
  }
}

/** Support's mission desk (`portal mission …`); the server checks every rule. */
export class SupportMissions {
  constructor(private readonly gateway: MissionDeskGateway) {}

  create(mission: NewMission): Promise<Result<MissionView>> {
    return this.gateway.createMission(mission);
  }

  list(): Promise<Result<MissionView[]>> {
    return this.gateway.allMissions();
  }

  disable(id: number): Promise<Result<null>> {
    return this.gateway.disableMission(id);
  }
}
