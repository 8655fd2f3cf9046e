import { ok, type Result } from '../../domain/kernel/result';
import type { BlackjackAction, BlackjackState } from '../../domain/play/blackjack';
import type { BlackjackView } from '../../domain/play/blackjack-view';
import { settle } from '../../domain/play/blackjack-settle';
import { fairDraw, type Draw } from '../../domain/play/fairness';
import { HOUSE_SHARDS, LEDGER_CODES } from '../wallet/ledger';
import { type Ledger, type TransferRequest } from '../wallet/ports';
import type { ProtectionGuard } from '../protection/guard';
import type { FairCrypto, SeedRepository, Round, RoundRepository } from './ports';
import type { Clock } from '../../domain/kernel/ports';

export const BLACKJACK_ENGINE = 'blackjack';

/** What a blackjack round records when it opens: its seeds, from which every card it deals follows. */
export interface BlackjackRoundDetail {
  readonly engine: typeof BLACKJACK_ENGINE;
  readonly seedId: number;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** What each of its steps records: the move and the state after it (the deal is the first). */
export interface BlackjackStepDetail {
  readonly action: BlackjackAction | 'deal' | 'auto';
  readonly state: BlackjackState;
  readonly requestId?: string;
  readonly by?: 'timeout';
}

export interface BlackjackMove {
  /** Null for a trial hand. */
  readonly roundId: number | null;
  readonly action: BlackjackAction;
  /** The page's id for this request: a request sent again is answered without playing it twice. */
  readonly requestId: string;
}

/** A blackjack round as its player sees it, with the wallet after the last move. */
export interface BlackjackRoundView {
  /** Null for a trial hand, which is not recorded. */
  readonly roundId: number | null;
  readonly view: BlackjackView;
  readonly balance: bigint;
  readonly fairness: { readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number } | null;
}

/** The round's view from its stored detail and state. */
export const roundView = (
  round: { readonly id: number; readonly detail: Readonly<Record<string, unknown>> },
  view: BlackjackView,
  balance: bigint,
): BlackjackRoundView => {
  const { serverSeedHash, clientSeed, nonce } = round.detail as unknown as BlackjackRoundDetail;
  return { roundId: round.id, view, balance, fairness: { serverSeedHash, clientSeed, nonce } };
};

export const isBlackjackRound = (round: Pick<Round, 'detail'>): boolean => round.detail.engine === BLACKJACK_ENGINE;

/** Its steps' moves, in order, the deal first. */
export const recordedMoves = (round: Pick<Round, 'steps'>): BlackjackStepDetail[] =>
  round.steps.map((s) => s.detail as Partial<BlackjackStepDetail>).filter((d): d is BlackjackStepDetail => d.state !== undefined);

/** The state after the round's last move, and how many moves (the deal included) it has had. */
export function latestMove(round: Pick<Round, 'steps'>): { readonly state: BlackjackState; readonly count: number } | null {
  const all = recordedMoves(round);
  return all.length === 0 ? null : { state: all[all.length - 1]!.state, count: all.length };
}

export const requestApplied = (round: Pick<Round, 'steps'>, requestId: string): boolean => recordedMoves(round).some((d) => d.requestId === requestId);

/** The key of a move after the deal, and of its extra stake: one per round and move, so a repeated request moves money once. */
export const moveKey = (roundId: number, move: number): string => `round:${roundId}:move:${move}`;

/** The round's float stream from its first float, from its seed pair (revealed or not). */
export async function roundDraw(
  deps: { readonly seeds: Pick<SeedRepository, 'find'>; readonly crypto: Pick<FairCrypto, 'hmacSha256'> },
  detail: BlackjackRoundDetail,
): Promise<() => Draw> {
  const seed = (await deps.seeds.find(detail.seedId))!;
  return () => fairDraw(deps.crypto.hmacSha256, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: detail.nonce });
}

export const houseOf = (roundId: number): string => LEDGER_CODES.houseShard(roundId % HOUSE_SHARDS);

/** The win of a settled round: everything its bets paid back, keyed by the round so it is paid once; the step closes the round. */
export function winTransfer(
  round: { readonly id: number; readonly accountId: number },
  state: BlackjackState,
  at: Date,
  detail: Readonly<Record<string, unknown>> = {},
): TransferRequest | null {
  const settled = settle(state);
  if (!settled.ok || settled.value.payout === 0n) return null;
  const key = `round:${round.id}:win`;
  const amount = settled.value.payout;
  return {
    key,
    debit: houseOf(round.id),
    credit: LEDGER_CODES.memberMain(round.accountId),
    amount,
    kind: 'win',
    reference: `round:${round.id}`,
    roundCondition: { roundId: round.id },
    roundSteps: [{ roundId: round.id, kind: 'win', txId: key, amount, at, detail, closes: true }],
  };
}

export interface PayBlackjackDeps {
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly rounds: Pick<RoundRepository, 'close'>;
  readonly guard: Pick<ProtectionGuard, 'countReturn'>;
  readonly clock: Clock;
}

/** Pays a settled round what it won and closes it; paying it again pays nothing. */
export async function payBlackjack(
  deps: PayBlackjackDeps,
  round: { readonly id: number; readonly accountId: number },
  state: BlackjackState,
  detail?: Readonly<Record<string, unknown>>,
): Promise<Result<null>> {
  const win = winTransfer(round, state, deps.clock.now(), detail);
  if (!win) {
    await deps.rounds.close(round.id, deps.clock.now());
    return ok(null);
  }
  const paid = await deps.ledger.transfer(win);
  if (!paid.ok) return paid.error.code === 'seamless.round_closed' ? ok(null) : paid;
  if (!paid.value.replayed) await deps.guard.countReturn(round.accountId, win.amount);
  return ok(null);
}
