import { fail, type Result } from '../../domain/kernel/result';
import { checkBet } from '../../domain/play/bet-limits';
import { chipsTotal, type Chip } from '../../domain/play/chips';
import type { BlackjackAction } from '../../domain/play/blackjack';
import type { EngineCode, PlayParams } from '../../domain/play/engine';
import { isValidClientSeed } from '../../domain/play/fairness';
import { parseAmount } from '../../domain/wallet/amount';
import type { HouseGameGateway, RoundCheck, RoundResult, Seeds, TableSession } from './ports';

/** What a player does at a house-game table: sit down with a launch token, bet, manage seeds, verify. */
export class HouseTable {
  constructor(private readonly gateway: HouseGameGateway) {}

  open(launch: string | null): Promise<Result<TableSession>> {
    if (!launch) return Promise.resolve(fail('play.launch_invalid'));
    return this.gateway.openSession(launch);
  }

  /** `stake` is typed in major units; the rules of the bet are checked here first, then on the server. */
  play(engine: EngineCode, stake: string, scale: number, params?: PlayParams): Promise<Result<RoundResult>> {
    const amount = parseAmount(stake, scale);
    if (!amount.ok) return Promise.resolve(amount);
    const bet = checkBet(amount.value);
    if (!bet.ok) return Promise.resolve(bet);
    return this.gateway.play(engine, bet.value, params);
  }

  /** A table of chips: the bet is their total, checked here first, then on the server. */
  playChips(engine: EngineCode, chips: readonly Chip[]): Promise<Result<RoundResult>> {
    const bet = checkBet(chipsTotal(chips));
    if (!bet.ok) return Promise.resolve(bet);
    return this.gateway.play(engine, bet.value, { chips: chips.map((chip) => ({ spot: chip.spot, amount: chip.amount.toString() })) });
  }

  /** A blackjack hand: the first bet typed in major units, checked here first, then on the server. */
  deal(stake: string, scale: number): Promise<Result<RoundResult>> {
    const amount = parseAmount(stake, scale);
    if (!amount.ok) return Promise.resolve(amount);
    const bet = checkBet(amount.value);
    if (!bet.ok) return Promise.resolve(bet);
    return this.gateway.dealBlackjack(bet.value);
  }

  /** A move on the hand; `requestId` names it, so sending it again after a lost answer plays it once. */
  act(roundId: number | null, action: BlackjackAction, requestId: string): Promise<Result<RoundResult>> {
    return this.gateway.actBlackjack(roundId, action, requestId);
  }

  handInPlay(): Promise<Result<RoundResult | null>> {
    return this.gateway.blackjackHand();
  }

  /** The chip value typed in major units. */
  chipValue(text: string, scale: number): Result<bigint> {
    return parseAmount(text, scale);
  }

  seeds(): Promise<Result<Seeds>> {
    return this.gateway.seeds();
  }

  rotate(clientSeed: string): Promise<Result<{ revealed: (Seeds & { serverSeed: string }) | null; active: Seeds }>> {
    const seed = clientSeed.trim();
    if (seed !== '' && !isValidClientSeed(seed)) return Promise.resolve(fail('play.invalid_client_seed', { field: 'clientSeed' }));
    return this.gateway.rotateSeed(seed === '' ? undefined : seed);
  }

  verify(roundId: number): Promise<Result<RoundCheck>> {
    return this.gateway.verify(roundId);
  }

  jackpot(): Promise<Result<bigint>> {
    return this.gateway.jackpot();
  }
}
