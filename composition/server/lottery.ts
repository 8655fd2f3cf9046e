import type { Kysely } from 'kysely';
import type { Clock, Random } from '../../core/domain/kernel/ports';
import type { LotteryDeps } from '../../core/platform/lottery/deps';
import { EnterOfficialResult } from '../../core/platform/lottery/enter-official-result';
import { GetLotteryMenu } from '../../core/platform/lottery/get-lottery-menu';
import { LaunchLottery } from '../../core/platform/lottery/launch-lottery';
import { ListLotteryTickets } from '../../core/platform/lottery/list-lottery-tickets';
import { ListLotteryResults } from '../../core/platform/lottery/lottery-results';
import { PlaceLotterySlip } from '../../core/platform/lottery/place-slip';
import { RunLotteryDraws } from '../../core/platform/lottery/run-lottery-draws';
import { VerifyLotteryDraw } from '../../core/platform/lottery/verify-lottery-draw';
import type { ProtectionGuard } from '../../core/platform/protection/guard';
import type { SettingsRepository } from '../../core/platform/system/ports';
import type { LotteryPlatform } from '../../adapters/api-server/lottery-platform';
import { nodeFairCrypto } from '../../adapters/crypto/fair-crypto';
import { SqlLotteryDraws } from '../../adapters/sql/repositories/sql-lottery-draws';
import { SqlLotteryGames } from '../../adapters/sql/repositories/sql-lottery-games';
import { SqlLotteryTickets } from '../../adapters/sql/repositories/sql-lottery-tickets';
import { SqlLotteryVoids } from '../../adapters/sql/repositories/sql-lottery-voids';
import type { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import type { Schema } from '../../adapters/sql/schema';

export interface LotteryWiring {
  readonly db: Kysely<Schema>;
  readonly ledger: SqlLedger;
  readonly settings: SettingsRepository;
  readonly guard: Pick<ProtectionGuard, 'admitStake' | 'release' | 'countReturns'>;
  readonly random: Random;
  readonly clock: Clock;
  /** Publishes the outbox after a commit that wrote events. */
  readonly kick: () => void;
}

export const lotteryDeps = (w: LotteryWiring): LotteryDeps => ({
  games: new SqlLotteryGames(w.db),
  draws: new SqlLotteryDraws(w.db, w.kick),
  tickets: new SqlLotteryTickets(w.db, w.ledger),
  voids: new SqlLotteryVoids(w.db, w.ledger),
  settings: w.settings,
  ledger: w.ledger,
  guard: w.guard,
  crypto: nodeFairCrypto,
  random: w.random,
  clock: w.clock,
});

/** The house lottery over sql; its bets go to the house accounts composePlay opens. */
export function composeLottery(w: LotteryWiring): LotteryPlatform {
  const deps = lotteryDeps(w);
  return {
    menu: new GetLotteryMenu(deps),
    results: new ListLotteryResults(deps),
    verify: new VerifyLotteryDraw(deps),
    placeSlip: new PlaceLotterySlip(deps),
    tickets: new ListLotteryTickets(deps),
    enterResult: new EnterOfficialResult(deps),
    runDraws: new RunLotteryDraws(deps),
    launch: new LaunchLottery(deps),
  };
}
