import type { Api } from '../api';
import { Type } from 'typebox';
import { MISSION_TEXTS, type Mission } from '../../../core/domain/engagement/missions';
import { inLanguage } from '../../../core/domain/system/content-texts';
import type { MissionForPlayer } from '../../../core/platform/engagement/missions';
import {
  Leaderboard,
  MissionBody,
  MissionIdParams,
  MissionItem,
  MissionList,
  PlayerMission,
  PlayerMissionList,
  type MissionItemDto,
  type PlayerMissionDto,
} from '../../wps-contract/missions';
import { ContentLanguageQuery, EmptyQuery } from '../../wps-contract/system';
import { sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const presentMission = (m: Mission): MissionItemDto => ({ ...m, target: m.target.toString(), reward: m.reward.toString() });
const presentMissionIn = (language: string | undefined) => (m: Mission) => presentMission(inLanguage(m, MISSION_TEXTS, language ?? ''));
const presentForPlayer =
  (language: string | undefined) =>
  (m: MissionForPlayer): PlayerMissionDto => ({
    mission: presentMissionIn(language)(m.mission),
    periodKey: m.window.key,
    endsAt: m.window.to.toISOString(),
    progress: m.progress.toString(),
    state: m.state,
  });

/** Missions and their leaderboard (missionLeaderboard), and support's mission desk. */
export function missionRoutes(app: Api, platform: Platform): void {
  const { missions, manageMissions } = platform.engagement;
  const idSchema = { querystring: ContentLanguageQuery, params: MissionIdParams };

  app.get(
    '/wps/missions',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], querystring: ContentLanguageQuery, response: responses(PlayerMissionList) } },
    async (request, reply) => sendResult(reply, await missions.list(request.principal), (list) => list.map(presentForPlayer(request.query.language))),
  );

  app.post(
    '/wps/missions/:id/claim',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], ...idSchema, response: responses(PlayerMission) } },
    async (request, reply) => sendResult(reply, await missions.claim(request.principal, Number(request.params.id)), presentForPlayer(request.query.language)),
  );

  app.get(
    '/wps/missions/:id/leaderboard',
    { config: { auth: 'member' }, schema: { tags: ['promotion'], ...idSchema, response: responses(Leaderboard) } },
    async (request, reply) => {
      return sendResult(reply, await missions.leaderboard(Number(request.params.id)), (b) => ({
        mission: presentMissionIn(request.query.language)(b.mission),
        periodKey: b.window.key,
        ranks: b.ranks.map((r) => ({ ...r, score: r.score.toString() })),
      }));
    },
  );

  app.get(
    '/wps/admin/missions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, response: responses(MissionList) } },
    async (request, reply) => sendResult(reply, await manageMissions.list(request.principal), (list) => list.map(presentMission)),
  );

  app.post(
    '/wps/admin/missions',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: MissionBody, response: responses(MissionItem) } },
    async (request, reply) => {
      const b = request.body;
      return sendResult(
        reply,
        await manageMissions.create(request.principal, { ...b, gameType: b.gameType ?? '', sort: b.sort ?? 0, texts: b.texts ?? {} }),
        presentMission,
      );
    },
  );

  app.post(
    '/wps/admin/missions/:id/disable',
    { config: { auth: 'member' }, schema: { tags: ['admin'], ...idSchema, response: responses(Type.Null()) } },
    async (request, reply) => sendResult(reply, await manageMissions.disable(request.principal, Number(request.params.id)), () => null),
  );
}
