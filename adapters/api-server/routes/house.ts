import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../api';
import type { GameRef } from '../../../core/platform/play/ports';
import type { PlayedRound as PlayedRoundEntity } from '../../../core/platform/play/play-house-round';
import { EmptyQuery } from '../../wps-contract/system';
import {
  EngineParams,
  Jackpot,
  LaunchBody,
  LaunchQuery,
  LaunchUrl,
  OpenSessionBody,
  PLAY_SESSION_HEADER,
  PlayBody,
  PlayedRound,
  PlaySession,
  RotateBody,
  Rotation,
  RoundIdParams,
  SeedView,
  Verification,
  type LaunchRequest,
  type PlayedRoundDto,
} from '../../wps-contract/play';
import { refuseVisitor } from '../auth';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

export const playToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers[PLAY_SESSION_HEADER];
  return typeof header === 'string' ? header : undefined;
};

const presentRound = (r: PlayedRoundEntity): PlayedRoundDto => ({
  roundId: r.roundId,
  outcome: r.outcome,
  multiplier: r.multiplier,
  bet: r.bet.toString(),
  win: r.win.toString(),
  jackpot: r.jackpot.toString(),
  balance: r.balance.toString(),
  fairness: r.fairness,
});

/** Game launch and our own games: sessions from launch tokens, rounds, seeds and verification. */
export function houseRoutes(app: Api, platform: Platform): void {
  const { play } = platform;
  /** A trial needs no session; real play is refused without one. */
  const launch = async (request: FastifyRequest, reply: FastifyReply, game: GameRef, trial: boolean) => {
    const caller = trial ? null : request.optionalPrincipal;
    if (!trial && !caller) return refuseVisitor(request, reply);
    return sendResult(reply, await play.launchGame.execute(caller, { game, trial }), (v) => v);
  };

  /** The lottery needs a session whatever `trial` says. */
  const launchLottery = async (request: FastifyRequest, reply: FastifyReply, body: LaunchRequest) => {
    const caller = request.optionalPrincipal;
    if (!caller) return refuseVisitor(request, reply);
    return sendResult(reply, await platform.lottery.launch.execute(caller, { gameCode: body.gameCode, view: body.lottoView ?? 'betting' }), (v) => v);
  };

  app.post(
    '/wps/game/launchGame',
    { config: { auth: 'optional' }, schema: { tags: ['play'], querystring: EmptyQuery, body: LaunchBody, response: responses(LaunchUrl) } },
    async (request, reply) =>
      request.body.launchMode === 'LOTT'
        ? launchLottery(request, reply, request.body)
        : launch(request, reply, { gameCode: request.body.gameCode }, request.body.trial === true),
  );

  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    { config: { auth: 'optional' }, schema: { tags: ['play'], querystring: LaunchQuery, response: responses(LaunchUrl) } },
    async (request, reply) => {
      const { gameCode, nodeId } = request.query;
      if (!gameCode && !nodeId) return sendFailure(reply, { code: 'validation.required', field: 'gameCode' });
      return launch(request, reply, gameCode ? { gameCode } : { nodeId: Number(nodeId) }, request.query.trial === 'true' || request.query.trial === '1');
    },
  );

  app.post(
    '/wps/house/session',
    { schema: { tags: ['play'], querystring: EmptyQuery, body: OpenSessionBody, response: responses(PlaySession) } },
    async (request, reply) => {
      const { currency, openRoundTimeoutMinutes } = await platform.site.execute();
      return sendResult(reply, await play.openSession.execute(request.body.launch), (s) => ({
        ...s,
        balance: s.balance.toString(),
        resumed: s.resumed.map((r) => ({ roundId: r.roundId, bet: r.bet.toString(), win: r.win.toString(), jackpot: r.jackpot.toString() })),
        scale: currency.scale,
        currency: currency.code,
        roundTimeoutMinutes: openRoundTimeoutMinutes,
      }));
    },
  );

  app.post(
    '/wps/house/:engine/play',
    { schema: { tags: ['play'], querystring: EmptyQuery, params: EngineParams, body: PlayBody, response: responses(PlayedRound) } },
    async (request, reply) => {
      const result = await play.playRound.execute(playToken(request), request.params.engine, {
        amount: BigInt(request.body.amount),
        params: request.body.params,
      });
      return sendResult(reply, result, presentRound);
    },
  );

  app.get('/wps/house/jackpot', { schema: { tags: ['play'], querystring: EmptyQuery, response: responses(Jackpot) } }, async (_request, reply) => {
    const { currency } = await platform.site.execute();
    return sendResult(reply, await play.jackpot.execute(), (j) => ({ amount: j.amount.toString(), scale: currency.scale }));
  });

  app.get('/wps/house/seeds', { schema: { tags: ['play'], querystring: EmptyQuery, response: responses(SeedView) } }, async (request, reply) =>
    sendResult(reply, await play.seeds.execute(playToken(request)), (v) => v),
  );

  app.post(
    '/wps/house/seeds/rotate',
    { schema: { tags: ['play'], querystring: EmptyQuery, body: RotateBody, response: responses(Rotation) } },
    async (request, reply) => sendResult(reply, await play.rotateSeed.execute(playToken(request), request.body.clientSeed), (v) => v),
  );

  app.get(
    '/wps/house/rounds/:id/verify',
    { schema: { tags: ['play'], querystring: EmptyQuery, params: RoundIdParams, response: responses(Verification) } },
    async (request, reply) => sendResult(reply, await play.verifyRound.execute(playToken(request), Number(request.params.id)), (v) => v),
  );
}
