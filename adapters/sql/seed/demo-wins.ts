import type { Kysely } from 'kysely';
import { LEDGER_CODES } from '../../../core/domain/wallet/ledger-codes';
import type { AccountRepository, SessionRepository, TokenIssuer } from '../../../core/platform/access/ports';
import type { LaunchGame } from '../../../core/platform/play/launch-game';
import type { OpenPlaySession } from '../../../core/platform/play/open-play-session';
import type { PlayHouseRound } from '../../../core/platform/play/play-house-round';
import type { EngineCode } from '../../../core/domain/play/engine';
import { HOUSE_SLOT_CODE } from '../../../core/domain/play/slot';
import type { WalletLedger } from '../../../core/platform/wallet/ports';
import type { Schema } from '../schema';

/** What the demo's past winners play through: the real launch, play session and round use cases over the ledger. */
export interface DemoPlay {
  readonly accounts: Pick<AccountRepository, 'findById'>;
  readonly sessions: Pick<SessionRepository, 'create' | 'revoke'>;
  readonly tokens: TokenIssuer;
  readonly ledger: Pick<WalletLedger, 'openMainWallet' | 'creditFromSystem'>;
  readonly launchGame: LaunchGame;
  readonly openSession: OpenPlaySession;
  readonly playRound: PlayHouseRound;
  readonly currency: string;
  readonly now: () => Date;
}

/** Demo players who cannot sign in (no password), each with the house game they play: they only stand on the winner board. */
const WINNERS: readonly { username: string; gameCode: string; engine: EngineCode; params: unknown; stake: bigint }[] = [
  { username: 'lucky_ali', gameCode: 'HOUSE_DICE', engine: 'dice', params: { direction: 'under', target: 8_000 }, stake: 80_000n },
  { username: 'sana_plays', gameCode: 'HOUSE_CRASH', engine: 'crash', params: { cashout: 150 }, stake: 40_000n },
  { username: 'bilal_77', gameCode: 'HOUSE_DICE', engine: 'dice', params: { direction: 'over', target: 2_500 }, stake: 25_000n },
  { username: 'hina_rz', gameCode: HOUSE_SLOT_CODE, engine: 'slot', params: undefined, stake: 10_000n },
];
const ROUNDS_EACH = 2;
const STAKE_CREDIT = 500_000n;
const SESSION_MS = 60_000;

/**
 * The demo's "Big winners": four players, funded once, each play a couple of rounds of a house game
 * through the real use cases, so the board shows real wins. Added once, when no winner exists yet.
 */
export async function seedDemoWins(db: Kysely<Schema>, play: DemoPlay): Promise<number> {
  if (await db.selectFrom('accounts').select('id').where('username', '=', WINNERS[0]!.username).executeTakeFirst()) return 0;
  let rounds = 0;
  for (const winner of WINNERS) {
    const row = await db
      .insertInto('accounts')
      .values({ username: winner.username, nickname: winner.username, type: 0, password_hash: '!', register_ip: 'seed', profile: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await play.ledger.openMainWallet(row.id, play.currency);
    await play.ledger.creditFromSystem(LEDGER_CODES.adjustments, row.id, STAKE_CREDIT, `demo-wins:${row.id}`, 'adjustment');
    const now = play.now();
    const session = await play.sessions.create(row.id, play.tokens.issue().hash, now, new Date(now.getTime() + SESSION_MS), {
      ip: 'seed',
      userAgent: 'demo seed',
    });
    const launched = await play.launchGame.execute(
      { session, account: (await play.accounts.findById(row.id))!, role: 'member' },
      { game: { gameCode: winner.gameCode }, trial: false },
    );
    const opened = launched.ok ? await play.openSession.execute(new URL(launched.value.url, 'http://seed').searchParams.get('launch')!) : launched;
    for (let n = 0; opened.ok && n < ROUNDS_EACH; n++)
      if ((await play.playRound.execute(opened.value.token, winner.engine, { amount: winner.stake, params: winner.params })).ok) rounds++;
    await play.sessions.revoke(session.id, play.now(), { reason: 'logout' });
  }
  return rounds;
}
