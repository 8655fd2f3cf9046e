import type { Clock, Random } from '../../domain/kernel/ports';
import type { FairCrypto } from '../play/ports';
import type { ProtectionGuard } from '../protection/guard';
import type { SettingsRepository } from '../system/ports';
import type { Ledger } from '../wallet/ports';
import type { LotteryDraws, LotteryGames, LotteryTickets, LotteryVoids } from './ports';

export interface LotteryDeps {
  readonly games: LotteryGames;
  readonly draws: LotteryDraws;
  readonly tickets: LotteryTickets;
  readonly voids: LotteryVoids;
  readonly settings: SettingsRepository;
  readonly ledger: Pick<Ledger, 'balances'>;
  readonly guard: Pick<ProtectionGuard, 'admitStake' | 'release' | 'countReturns'>;
  readonly crypto: FairCrypto;
  readonly random: Random;
  readonly clock: Clock;
}

/** The round provider of lottery tickets in the betting record. */
export const LOTTERY_PROVIDER = 'lottery';
