import { pageRequest } from '../../domain/kernel/paging';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { BlackjackState } from '../../domain/play/blackjack';
import { playerView } from '../../domain/play/blackjack-view';
import type { Principal } from '../access/authenticate';
import type { GameTypeTotals, BetRecordRepository, BetPage, BetFilter, SeedRepository, Round, RoundRepository } from './ports';
import type { AuditTrail } from '../audit/ports';

export const clampBetPage = (filter: BetFilter): BetFilter => ({ ...filter, ...pageRequest(filter) });

/** Betting record (personalHistoryCopy): every round of the caller, newest first, with totals over the filter. */
export class GetBetRecord {
  constructor(private readonly bets: BetRecordRepository) {}

  async execute(caller: Principal, filter: BetFilter): Promise<Result<BetPage>> {
    return ok(await this.bets.page(caller.account.id, clampBetPage(filter)));
  }
}

/** Personal loss (personalProfit): the caller's totals by game type for a period. */
export class GetPersonalProfit {
  constructor(private readonly bets: BetRecordRepository) {}

  async execute(caller: Principal, period: { from?: Date; to?: Date }): Promise<Result<GameTypeTotals[]>> {
    return ok(await this.bets.summary(caller.account.id, period));
  }
}

/** A house round's provably fair record; the server seed once its pair is rotated. */
export interface RoundFairness {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly serverSeed: string | null;
}

export interface RoundLog {
  readonly round: Round;
  readonly player: string;
  readonly fairness: RoundFairness | null;
}

interface RoundLogDeps {
  readonly rounds: Pick<RoundRepository, 'find'>;
  readonly seeds: Pick<SeedRepository, 'find'>;
  readonly accounts: { findById(id: number): Promise<{ username: string } | null> };
  readonly audit: AuditTrail;
}

/** One round with every step: the member's own (another's is 'not found'), or any for support, whose replay is audited. */
export class GetRoundLog {
  constructor(private readonly deps: RoundLogDeps) {}

  async execute(caller: Principal, roundId: number): Promise<Result<RoundLog>> {
    const round = await this.deps.rounds.find(roundId);
    const support = caller.role === 'staff';
    if (!round || (!support && round.accountId !== caller.account.id)) return fail('play.round_not_found');
    if (support)
      await this.deps.audit.record({
        actor: { accountId: caller.account.id },
        kind: 'round.viewed',
        subject: `account:${round.accountId}`,
        detail: { roundId },
      });
    const player = caller.account.id === round.accountId ? caller.account.username : ((await this.deps.accounts.findById(round.accountId))?.username ?? '');
    return ok({ round: support ? round : asThePlayerSees(round), player, fairness: await this.fairnessOf(round) });
  }

  private async fairnessOf(round: Round): Promise<RoundFairness | null> {
    const d = round.detail as { seedId?: number; serverSeedHash?: string; clientSeed?: string; nonce?: number };
    if (d.seedId === undefined || d.serverSeedHash === undefined || d.clientSeed === undefined || d.nonce === undefined) return null;
    const seed = await this.deps.seeds.find(d.seedId);
    return { serverSeedHash: d.serverSeedHash, clientSeed: d.clientSeed, nonce: d.nonce, serverSeed: seed?.revealedAt ? seed.serverSeed : null };
  }
}

/** Support's view of a member's betting record; the look is audited. */
export class GetMemberBets {
  constructor(
    private readonly deps: { bets: BetRecordRepository; accounts: { findByUsername(username: string): Promise<{ id: number } | null> }; audit: AuditTrail },
  ) {}

  async execute(caller: Principal, account: string, filter: BetFilter): Promise<Result<BetPage>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    const member = await this.deps.accounts.findByUsername(account);
    if (!member) return fail('access.member_not_found');
    await this.deps.audit.record({ actor: { accountId: caller.account.id }, kind: 'member.bets_viewed', subject: `account:${member.id}`, detail: {} });
    return ok(await this.deps.bets.page(member.id, clampBetPage(filter)));
  }
}

/**
 * A round as its player may read it: while it is open, each blackjack step's hand as the table
 * shows it, without the dealer's hole card or the count of cards dealt.
 */
function asThePlayerSees(round: Round): Round {
  if (round.status === 'closed') return round;
  const steps = round.steps.map((step) => {
    const { state } = step.detail as { state?: BlackjackState };
    return state?.dealer ? { ...step, detail: { ...step.detail, state: playerView(state) } } : step;
  });
  return { ...round, steps };
}
