import { Type, type Static } from 'typebox';
import { Text, TextsOf } from './fields';

const MissionTexts = TextsOf({ title: Text(100) });

const Minor = Type.String({ description: 'minor units (a count for rounds)' });

export const MissionIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const MissionBody = Type.Object(
  {
    title: Text(100),
    period: Text(16),
    metric: Text(16),
    gameType: Type.Optional(Text(16)),
    target: Text(24),
    reward: Text(24),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    texts: Type.Optional(MissionTexts),
  },
  { additionalProperties: false, description: 'target and reward in major units as decimal text; target is a count for rounds' },
);

export const MissionItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  period: Type.String(),
  metric: Type.String(),
  gameType: Type.String(),
  target: Minor,
  reward: Minor,
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  texts: MissionTexts,
});
export const MissionList = Type.Array(MissionItem);

export const PlayerMission = Type.Object({ mission: MissionItem, periodKey: Type.String(), endsAt: Type.String(), progress: Minor, state: Type.String() });
export const PlayerMissionList = Type.Array(PlayerMission);

export const Leaderboard = Type.Object({
  mission: MissionItem,
  periodKey: Type.String(),
  ranks: Type.Array(Type.Object({ rank: Type.Integer(), name: Type.String(), score: Minor })),
});

export type MissionBodyDto = Static<typeof MissionBody>;
export type MissionItemDto = Static<typeof MissionItem>;
export type PlayerMissionDto = Static<typeof PlayerMission>;
export type LeaderboardDto = Static<typeof Leaderboard>;
