import type { Kysely } from 'kysely';
import type { Clock, Random } from '../../core/domain/kernel/ports';
import type { SessionRepository, TokenIssuer } from '../../core/platform/access/ports';
import { LaunchGame } from '../../core/platform/play/launch-game';
import { OpenPlaySession } from '../../core/platform/play/open-play-session';
import { PlayHouseRound } from '../../core/platform/play/play-house-round';
import { StartBlackjack } from '../../core/platform/play/start-blackjack';
import { ActBlackjack } from '../../core/platform/play/act-blackjack';
import { GetBlackjackRound } from '../../core/platform/play/get-blackjack-round';
import type { PlayDeps } from '../../core/platform/play/deps';
import type { GameEngines } from '../../core/platform/play/ports';
import { GetFairSeeds, RotateSeed } from '../../core/platform/play/rotate-seed';
import { VerifyMyRound, VerifyRound } from '../../core/platform/play/verify-round';
import { GetJackpot } from '../../core/platform/play/get-jackpot';
import { SettleStaleRounds } from '../../core/platform/play/settle-stale-rounds';
import { ListTableRooms } from '../../core/platform/play/list-table-rooms';
import { SqlTableRooms } from '../../adapters/sql/repositories/sql-table-rooms';
import type { KeyedLock } from '../../core/platform/play/seamless/ports';
import { HOUSE_SHARDS, LEDGER_CODES } from '../../core/platform/wallet/ledger';
import { type Ledger } from '../../core/platform/wallet/ports';
import type { PlayPlatform } from '../../adapters/api-server/play-platform';
import { nodeFairCrypto } from '../../adapters/crypto/fair-crypto';
import { SqlFairSeeds } from '../../adapters/sql/repositories/sql-fair-seeds';
import { SqlHouseRounds } from '../../adapters/sql/repositories/sql-house-rounds';
import { SqlPlaySessions } from '../../adapters/sql/repositories/sql-play-sessions';
import { SqlRounds } from '../../adapters/sql/repositories/sql-rounds';
import type { Schema } from '../../adapters/sql/schema';
import { SqlRecentGames } from '../../adapters/sql/repositories/sql-favourites';
import { HouseGameEngines } from '../../core/platform/play/house-games';
import type { SeamlessPlatform } from '../../adapters/api-server/seamless-platform';
import type { SettingsRepository } from '../../core/platform/system/ports';
import { CreateGameProvider } from '../../core/platform/play/seamless/create-provider';
import type { SeamlessDeps } from '../../core/platform/play/seamless/deps';
import { SeamlessBet } from '../../core/platform/play/seamless/seamless-bet';
import { SeamlessRollback } from '../../core/platform/play/seamless/seamless-rollback';
import { SeamlessAuthenticate, SeamlessBalance, SeamlessEndRound } from '../../core/platform/play/seamless/seamless-session';
import { SeamlessWin } from '../../core/platform/play/seamless/seamless-win';
import { VerifyProviderRequest } from '../../core/platform/play/seamless/verify-provider';
import { SqlGameProviders, SqlProviderTransactions } from '../../adapters/sql/repositories/sql-game-providers';
import { SqlSeamlessReads } from '../../adapters/sql/repositories/sql-seamless-view';
import type { ProtectionGuard } from '../../core/platform/protection/guard';
import type { Platform } from '../../adapters/api-server/platform';
import { SqlBetRecords } from '../../adapters/sql/repositories/sql-bet-records';
import type { AccessDeps } from '../../core/platform/access/deps';
import type { AuditTrail } from '../../core/platform/audit/ports';
import { GetBetRecord, GetMemberBets, GetPersonalProfit, GetRoundLog } from '../../core/platform/play/bet-record';

export interface PlayWiring {
  readonly db: Kysely<Schema>;
  readonly ledger: Ledger;
  readonly tokens: TokenIssuer;
  /** The login sessions play sessions belong to. */
  readonly logins: Pick<SessionRepository, 'touch'>;
  readonly random: Random;
  readonly clock: Clock;
  readonly currency: string;
  readonly settings: SettingsRepository;
  /** Serializes one player's calls of one provider, shared by the seamless wallet and the timeout job. */
  readonly lock: KeyedLock;
  /** The lobby's games table, for catalogue games that are not our own. */
  readonly catalogue?: GameEngines;
  readonly guard: ProtectionGuard;
}

/** Our game provider: the house accounts bets go to, and the play use cases over sql. */
export async function composePlay(w: PlayWiring): Promise<PlayPlatform> {
  for (let shard = 0; shard < HOUSE_SHARDS; shard++) {
    await w.ledger.openAccount({ code: LEDGER_CODES.houseShard(shard), kind: 'house', ownerId: null, currency: w.currency, allowNegative: true });
  }
  await w.ledger.openAccount({ code: LEDGER_CODES.houseJackpot, kind: 'house', ownerId: null, currency: w.currency, allowNegative: false });
  const deps: PlayDeps = {
    games: new HouseGameEngines(w.catalogue),
    recent: new SqlRecentGames(w.db),
    sessions: new SqlPlaySessions(w.db),
    logins: w.logins,
    settings: w.settings,
    seeds: new SqlFairSeeds(w.db),
    houseRounds: new SqlHouseRounds(w.db),
    rounds: new SqlRounds(w.db),
    ledger: w.ledger,
    tokens: w.tokens,
    crypto: nodeFairCrypto,
    random: w.random,
    clock: w.clock,
    guard: w.guard,
  };
  return {
    launchGame: new LaunchGame(deps),
    openSession: new OpenPlaySession(deps),
    playRound: new PlayHouseRound(deps),
    dealBlackjack: new StartBlackjack(deps),
    actBlackjack: new ActBlackjack({ ...deps, lock: w.lock }),
    blackjackRound: new GetBlackjackRound(deps),
    seeds: new GetFairSeeds(deps),
    rotateSeed: new RotateSeed(deps),
    verifyRound: new VerifyRound(deps),
    verifyMyRound: new VerifyMyRound(deps),
    jackpot: new GetJackpot(w.ledger),
    tableRooms: new ListTableRooms({ rooms: new SqlTableRooms(w.db), clock: w.clock }),
    settleStaleRounds: new SettleStaleRounds({
      rounds: deps.rounds,
      ledger: w.ledger,
      settings: w.settings,
      seeds: deps.seeds,
      crypto: nodeFairCrypto,
      lock: w.lock,
      clock: w.clock,
      guard: w.guard,
    }),
  };
}

/** The seamless wallet outside providers call, over the same ledger, rounds and play sessions. */
export function composeSeamless(w: PlayWiring & Pick<SeamlessDeps, 'accounts'>): SeamlessPlatform {
  const providers = new SqlGameProviders(w.db);
  const deps: SeamlessDeps = {
    providers,
    reads: new SqlSeamlessReads(w.db),
    transactions: new SqlProviderTransactions(w.db),
    rounds: new SqlRounds(w.db),
    sessions: new SqlPlaySessions(w.db),
    logins: w.logins,
    settings: w.settings,
    ledger: w.ledger,
    tokens: w.tokens,
    crypto: nodeFairCrypto,
    lock: w.lock,
    clock: w.clock,
    guard: w.guard,
    accounts: w.accounts,
  };
  return {
    verify: new VerifyProviderRequest(deps),
    authenticate: new SeamlessAuthenticate(deps),
    balance: new SeamlessBalance(deps),
    bet: new SeamlessBet(deps),
    win: new SeamlessWin(deps),
    rollback: new SeamlessRollback(deps),
    endRound: new SeamlessEndRound(deps),
    createProvider: new CreateGameProvider({ providers, random: w.random, settings: w.settings }),
  };
}

export function betUseCases(db: Kysely<Schema>, accounts: AccessDeps['accounts'], audit: AuditTrail): Platform['bets'] {
  const bets = new SqlBetRecords(db);
  return {
    record: new GetBetRecord(bets),
    profit: new GetPersonalProfit(bets),
    round: new GetRoundLog({ rounds: new SqlRounds(db), seeds: new SqlFairSeeds(db), accounts, audit }),
    memberBets: new GetMemberBets({ bets, accounts, audit }),
  };
}
