import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { LeaderboardView, MissionDeskGateway, MissionGateway, MissionView, NewMission, PlayerMissionView } from '../../core/portal/engagement/missions';
import type { LeaderboardDto, MissionItemDto, PlayerMissionDto } from '../wps-contract/missions';
import type { ApiClient } from './api-client';

const toMission = (m: MissionItemDto): MissionView => ({ ...m, target: BigInt(m.target), reward: BigInt(m.reward) });
const toPlayerMission = (m: PlayerMissionDto): PlayerMissionView => ({
  ...m,
  mission: toMission(m.mission),
  progress: BigInt(m.progress),
  state: m.state as PlayerMissionView['state'],
});

/** The mission routes of the /wps API. */
export class MissionsApi implements MissionGateway, MissionDeskGateway {
  constructor(private readonly api: ApiClient) {}

  async missions(): Promise<Result<PlayerMissionView[]>> {
    return mapOk(await this.api.call<PlayerMissionDto[]>('GET', '/wps/missions', { query: this.api.inReaderLanguage() }), (list) => list.map(toPlayerMission));
  }

  async claimMission(id: number): Promise<Result<PlayerMissionView>> {
    return mapOk(await this.api.call<PlayerMissionDto>('POST', `/wps/missions/${id}/claim`, { query: this.api.inReaderLanguage() }), toPlayerMission);
  }

  async leaderboard(id: number): Promise<Result<LeaderboardView>> {
    return mapOk(await this.api.call<LeaderboardDto>('GET', `/wps/missions/${id}/leaderboard`, { query: this.api.inReaderLanguage() }), (b) => ({
      ...b,
      mission: toMission(b.mission),
      ranks: b.ranks.map((r) => ({ ...r, score: BigInt(r.score) })),
    }));
  }

  async allMissions(): Promise<Result<MissionView[]>> {
    return mapOk(await this.api.call<MissionItemDto[]>('GET', '/wps/admin/missions'), (list) => list.map(toMission));
  }

  async createMission(mission: NewMission): Promise<Result<MissionView>> {
    return mapOk(await this.api.call<MissionItemDto>('POST', '/wps/admin/missions', { body: mission }), toMission);
  }

  disableMission(id: number): Promise<Result<null>> {
    return this.api.call<null>('POST', `/wps/admin/missions/${id}/disable`);
  }
}
