import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { FailureCode } from '../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../core/domain/kernel/result';
import type { BlackjackAction } from '../../core/domain/play/blackjack';
import type { BlackjackView } from '../../core/domain/play/blackjack-view';
import type { EngineCode, PlayParams } from '../../core/domain/play/engine';
import type { HouseGameGateway, RoundCheck, RoundResult, Seeds, TableSession } from '../../core/portal/play/ports';
import type { BlackjackRoundDto } from '../wps-contract/blackjack';
import type { EnvelopeOf } from '../wps-contract/envelope';
import { PLAY_SESSION_HEADER, type JackpotDto, type PlayedRoundDto, type PlaySessionDto, type RotationDto, type VerificationDto } from '../wps-contract/play';

/** The house-game API for a game page: the play-session token travels in its own header. */
export class HouseGameClient implements HouseGameGateway {
  private readonly fetcher: $Fetch;
  private token: string | null = null;

  constructor(baseURL: string) {
    this.fetcher = ofetch.create({
      baseURL,
      retry: 0,
      timeout: 15_000,
      onRequest: ({ options }) => {
        const headers = new Headers(options.headers);
        if (this.token) headers.set(PLAY_SESSION_HEADER, this.token);
        options.headers = headers;
      },
    });
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<Result<T>> {
    try {
      const envelope = await this.fetcher<EnvelopeOf<T>>(path, { method, ...(body !== undefined ? { body } : {}) });
      return ok(envelope.value as T);
    } catch (error) {
      const data = error instanceof FetchError ? (error.data as EnvelopeOf<Record<string, unknown>> | undefined) : undefined;
      if (data?.code) return fail(data.code as FailureCode, data.value ? { value: data.value } : {});
      return fail('network.error');
    }
  }

  async openSession(launch: string): Promise<Result<TableSession>> {
    const result = await this.call<PlaySessionDto>('POST', '/wps/house/session', { launch });
    if (!result.ok) return result;
    this.token = result.value.token;
    const { token: _token, ...session } = result.value;
    return ok({
      ...session,
      balance: BigInt(session.balance),
      resumed: session.resumed.map((r) => ({ roundId: r.roundId, bet: BigInt(r.bet), win: BigInt(r.win), jackpot: BigInt(r.jackpot) })),
    });
  }

  async play(engine: EngineCode, amount: bigint, params: PlayParams | undefined): Promise<Result<RoundResult>> {
    const result = await this.call<PlayedRoundDto>('POST', `/wps/house/${engine}/play`, { amount: amount.toString(), ...(params ? { params } : {}) });
    if (!result.ok) return result;
    const r = result.value;
    return ok({ ...r, bet: BigInt(r.bet), win: BigInt(r.win), jackpot: BigInt(r.jackpot), balance: BigInt(r.balance) });
  }

  seeds(): Promise<Result<Seeds>> {
    return this.call<Seeds>('GET', '/wps/house/seeds');
  }

  rotateSeed(clientSeed: string | undefined): Promise<Result<RotationDto>> {
    return this.call<RotationDto>('POST', '/wps/house/seeds/rotate', clientSeed ? { clientSeed } : {});
  }

  verify(roundId: number): Promise<Result<RoundCheck>> {
    return this.call<VerificationDto>('GET', `/wps/house/rounds/${roundId}/verify`);
  }

  async dealBlackjack(amount: bigint): Promise<Result<RoundResult>> {
    const result = await this.call<BlackjackRoundDto>('POST', '/wps/house/blackjack/deal', { amount: amount.toString() });
    return result.ok ? ok(handResult(result.value)) : result;
  }

  async actBlackjack(roundId: number | null, action: BlackjackAction, requestId: string): Promise<Result<RoundResult>> {
    const result = await this.call<BlackjackRoundDto>('POST', '/wps/house/blackjack/act', { roundId, action, requestId });
    return result.ok ? ok(handResult(result.value)) : result;
  }

  async blackjackHand(): Promise<Result<RoundResult | null>> {
    const result = await this.call<BlackjackRoundDto | null>('GET', '/wps/house/blackjack/round');
    return result.ok ? ok(result.value && handResult(result.value)) : result;
  }

  async jackpot(): Promise<Result<bigint>> {
    const result = await this.call<JackpotDto>('GET', '/wps/house/jackpot');
    return result.ok ? ok(BigInt(result.value.amount)) : result;
  }
}

/** A blackjack answer as a round: the hand is its outcome, its win the payout once settled. */
function handResult({ roundId, balance, fairness, ...hand }: BlackjackRoundDto): RoundResult<BlackjackView> {
  const bet = (b: { stake: string; payout: string }) => ({ stake: BigInt(b.stake), payout: BigInt(b.payout) });
  const settlement = hand.settlement && {
    hands: hand.settlement.hands.map((h) => ({ ...bet(h), result: h.result })),
    ...(hand.settlement.insurance ? { insurance: bet(hand.settlement.insurance) } : {}),
    ...bet(hand.settlement),
  };
  const view = { ...hand, hands: hand.hands as BlackjackView['hands'], dealer: hand.dealer as BlackjackView['dealer'], settlement };
  return {
    roundId,
    outcome: view,
    multiplier: 0,
    bet: BigInt(hand.bet),
    win: settlement?.payout ?? 0n,
    jackpot: 0n,
    balance: BigInt(balance),
    fairness,
    inPlay: hand.phase !== 'done',
  };
}
