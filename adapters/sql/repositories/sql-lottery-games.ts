import type { Kysely } from 'kysely';
import type { Texts } from '../../../core/domain/system/content-texts';
import type { DrawCadence } from '../../../core/domain/lottery/draw-schedule';
import type { LotteryGame, LotteryGames } from '../../../core/platform/lottery/ports';
import type { Schema } from '../schema';

type GameRow = Pick<Schema['lottery_games'], 'game_code' | 'vassalage' | 'family' | 'name' | 'prize_mode' | 'official'> & {
  cadence: unknown;
  texts: Texts<'name'>;
};

const toGame = (r: GameRow): LotteryGame => ({
  gameCode: r.game_code,
  vassalage: r.vassalage,
  family: r.family,
  name: r.name,
  prizeMode: r.prize_mode,
  official: r.official,
  cadence: r.cadence as DrawCadence,
  texts: r.texts,
});

const COLUMNS = ['game_code', 'vassalage', 'family', 'name', 'prize_mode', 'official', 'cadence', 'texts'] as const;

export class SqlLotteryGames implements LotteryGames {
  constructor(private readonly db: Kysely<Schema>) {}

  async list(): Promise<LotteryGame[]> {
    const rows = await this.db.selectFrom('lottery_games').select(COLUMNS).where('enabled', '=', true).orderBy('sort').orderBy('game_code').execute();
    return rows.map(toGame);
  }

  async find(gameCode: string): Promise<LotteryGame | null> {
    const row = await this.db.selectFrom('lottery_games').select(COLUMNS).where('game_code', '=', gameCode).executeTakeFirst();
    return row ? toGame(row) : null;
  }
}
