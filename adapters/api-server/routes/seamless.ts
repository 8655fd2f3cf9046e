import type { FastifyRequest } from 'fastify';
import type { Api } from '../api';
import type { Result } from '../../../core/domain/kernel/result';
import type { GameProvider } from '../../../core/platform/play/seamless/ports';
import {
  AuthenticateBody,
  AuthenticatedPlayer,
  BalanceBody,
  BetBody,
  CreatedProvider,
  EndRoundBody,
  PROVIDER_HEADER,
  ProviderBody,
  RollbackBody,
  SIGNATURE_HEADER,
  WalletAnswer,
  WinBody,
} from '../../wps-contract/seamless';
import { EmptyQuery } from '../../wps-contract/system';
import { sendFailure, sendResult } from '../envelope';
import type { Platform } from '../platform';
import { responses } from './schemas';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

type Body = Record<string, string>;

/**
 * The seamless-wallet API for outside game providers. Every call is signed over its raw body, so
 * this scope reads JSON itself and keeps the text; the signature is checked before anything else.
 */
export function seamlessRoutes(app: Api, platform: Platform): void {
  const { seamless } = platform;
  app.post(
    '/wps/admin/providers',
    { config: { auth: 'member' }, schema: { tags: ['admin'], querystring: EmptyQuery, body: ProviderBody, response: responses(CreatedProvider) } },
    async (request, reply) => sendResult(reply, await seamless.createProvider.execute(request.principal, request.body.code), (v) => v),
  );

  void app.register(async (scope: Api) => {
    const raw = new WeakMap<FastifyRequest, string>();
    const providers = new WeakMap<FastifyRequest, GameProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      raw.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
      }
    });
    scope.addHook('preValidation', async (request, reply) => {
      const verified = await seamless.verify.execute(header(request, PROVIDER_HEADER), raw.get(request) ?? '', header(request, SIGNATURE_HEADER));
      if (!verified.ok) return sendFailure(reply, verified.error);
      providers.set(request, verified.value);
    });

    const route = (action: string, body: object, value: object, run: (provider: GameProvider, body: Body) => Promise<Result<unknown>>) =>
      scope.post<{ Body: Body }>(
        `/wps/seamless/${action}`,
        { schema: { tags: ['seamless'], querystring: EmptyQuery, body, response: responses(value as never) } },
        async (request, reply) => sendResult(reply, await run(providers.get(request)!, request.body), (v) => v),
      );

    route('authenticate', AuthenticateBody, AuthenticatedPlayer, (p, b) => seamless.authenticate.execute(p, b['token']!));
    route('balance', BalanceBody, WalletAnswer, (p, b) => seamless.balance.execute(p, Number(b['playerId'])));
    route('bet', BetBody, WalletAnswer, (p, b) =>
      seamless.bet.execute(p, {
        playerId: Number(b['playerId']),
        token: b['token']!,
        txId: b['txId']!,
        roundId: b['roundId']!,
        gameCode: b['gameCode']!,
        amount: BigInt(b['amount']!),
        currency: b['currency']!,
      }),
    );
    route('win', WinBody, WalletAnswer, (p, b) =>
      seamless.win.execute(p, {
        playerId: Number(b['playerId']),
        txId: b['txId']!,
        roundId: b['roundId']!,
        gameCode: b['gameCode']!,
        amount: BigInt(b['amount']!),
        currency: b['currency']!,
      }),
    );
    route('rollback', RollbackBody, WalletAnswer, (p, b) =>
      seamless.rollback.execute(p, { playerId: Number(b['playerId']), txId: b['txId']!, roundId: b['roundId']!, betTxId: b['betTxId']! }),
    );
    route('endRound', EndRoundBody, WalletAnswer, (p, b) => seamless.endRound.execute(p, Number(b['playerId']), b['roundId']!));
  });
}
