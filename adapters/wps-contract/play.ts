import { Type, type Static } from 'typebox';
import { MAX_CHIPS } from '../../core/domain/play/chips';
import { ENGINE_CODES } from '../../core/domain/play/engine';
import { Text } from './fields';

const Minor = Type.String({ pattern: '^-?[0-9]+$', description: 'minor units as an integer string' });
const GameCode = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Engine = Type.Union(ENGINE_CODES.map((code) => Type.Literal(code)));
const Chips = Type.Array(
  Type.Object(
    { spot: Type.String({ minLength: 1, maxLength: 24, pattern: '^[a-z0-9_:-]+$' }), amount: Type.String({ pattern: '^[0-9]{1,15}$' }) },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: MAX_CHIPS, description: "a table's chips: the spot (the engine's bet name) and the amount in minor units" },
);

/** The play session travels in this header from the game page. */
export const PLAY_SESSION_HEADER = 'x-play-session';

/** launchMode LOTT opens the lottery (spec: the lottery lobby's launch) instead of a game engine. */
export const LaunchBody = Type.Object(
  {
    gameCode: GameCode,
    trial: Type.Optional(Type.Boolean()),
    launchMode: Type.Optional(Type.Literal('LOTT')),
    lottoArea: Type.Optional(Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' })),
    prizeMode: Type.Optional(Type.Union([Type.Literal('LOTT'), Type.Literal('ZY'), Type.Literal('ELOTT'), Type.Literal('SEA')])),
    lottoView: Type.Optional(Type.Union([Type.Literal('betting'), Type.Literal('lobby')])),
    device: Type.Optional(Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' })),
    backUrl: Type.Optional(Type.String({ maxLength: 256, pattern: '^/(?![/\\\\])[^\\s\\u0000-\\u001f\\u007f-\\u009f]*$' })),
    language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);
export type LaunchRequest = Static<typeof LaunchBody>;
export const LaunchUrl = Type.Object({ url: Type.String() });
/** GCS_gameLaunchFB: the GET form of launch, the game named by its code or its node id. */
export const LaunchQuery = Type.Object(
  {
    gameCode: Type.Optional(GameCode),
    nodeId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
    trial: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')])),
    language: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    platform: Type.Optional(Text(32)),
    clientType: Type.Optional(Type.String({ pattern: '^[0-9]{1,2}$' })),
  },
  { additionalProperties: false },
);

export const OpenSessionBody = Type.Object({ launch: Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_-]{16,128}$' }) }, { additionalProperties: false });
const ResumedRound = Type.Object(
  { roundId: Type.Integer(), bet: Minor, win: Minor, jackpot: Minor },
  { description: 'a round of this game left unfinished, finished as the session opened' },
);

export const PlaySession = Type.Object({
  token: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  engine: Engine,
  trial: Type.Boolean(),
  balance: Minor,
  scale: Type.Integer(),
  currency: Type.String(),
  resumed: Type.Array(ResumedRound),
  roundTimeoutMinutes: Type.Integer({ description: 'a round still open this long is completed or refunded by its rule' }),
});

export const EngineParams = Type.Object({ engine: Engine }, { additionalProperties: false });
export const PlayBody = Type.Object(
  {
    amount: Type.String({ pattern: '^[0-9]{1,15}$', description: 'stake in minor units' }),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String({ maxLength: 16 }), Type.Number(), Chips]), { maxProperties: 4 })),
  },
  { additionalProperties: false },
);

const Fairness = Type.Object({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer() });
export const SeedView = Fairness;

export const PlayedRound = Type.Object({
  roundId: Type.Union([Type.Integer(), Type.Null()]),
  outcome: Type.Unknown(),
  multiplier: Type.Integer({ description: 'millionths of the bet paid back' }),
  bet: Minor,
  win: Minor,
  jackpot: Minor,
  balance: Minor,
  fairness: Type.Union([Fairness, Type.Null()]),
});

export const Jackpot = Type.Object({ amount: Minor, scale: Type.Integer() });

export const RotateBody = Type.Object(
  {
    clientSeed: Type.Optional(
      Type.String({ maxLength: 64, pattern: '^[\\x21-\\x39\\x3b-\\x7e]{1,64}$', description: '1–64 printable ASCII characters, no colon' }),
    ),
  },
  { additionalProperties: false },
);
export const Rotation = Type.Object({
  revealed: Type.Union([
    Type.Object({ serverSeed: Type.String(), serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer() }),
    Type.Null(),
  ]),
  active: SeedView,
});

export const RoundIdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,10}$' }) }, { additionalProperties: false });
export const Verification = Type.Object({
  roundId: Type.Integer(),
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Integer(),
  hashMatches: Type.Boolean(),
  outcomeMatches: Type.Boolean(),
  outcome: Type.Unknown(),
  multiplier: Type.Integer(),
});

export type PlaySessionDto = Static<typeof PlaySession>;
export type PlayedRoundDto = Static<typeof PlayedRound>;
export type SeedViewDto = Static<typeof SeedView>;
export type RotationDto = Static<typeof Rotation>;
export type JackpotDto = Static<typeof Jackpot>;
export type VerificationDto = Static<typeof Verification>;
