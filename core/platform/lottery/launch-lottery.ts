import { decideLaunch } from '../../domain/catalog/launch-routing';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { refuseNonMember } from '../wallet/vendor-wallets';
import type { LotteryDeps } from './deps';
import type { LotteryGame } from './ports';

export type LottoView = 'betting' | 'lobby';

export const LOTTERY_LOBBY_PATH = '/lottery';

/** The lottery page of a game (/vnLottery, /seaLottery or /lottery) by the catalogue's launch routing. */
export function lotteryPagePath(game: LotteryGame): string {
  const launch = decideLaunch(
    { vassalage: game.vassalage, gameType: game.vassalage === 'ELOTT' ? 'ELOTT' : 'LOTT', gameCode: game.gameCode, isGame: 'GAME' },
    true,
  );
  return launch.kind === 'route' ? launch.path : LOTTERY_LOBBY_PATH;
}

/** launchGame with launchMode LOTT: the game's betting page, or the lottery lobby; a member or agent only (the lottery has no trial mode). */
export class LaunchLottery {
  constructor(private readonly deps: Pick<LotteryDeps, 'games'>) {}

  async execute(caller: Principal, input: { gameCode: string; view: LottoView }): Promise<Result<{ url: string }>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const game = await this.deps.games.find(input.gameCode);
    if (!game) return fail('play.game_not_found', { field: 'gameCode' });
    if (input.view === 'lobby') return ok({ url: LOTTERY_LOBBY_PATH });
    return ok({ url: `${lotteryPagePath(game)}?gameCode=${encodeURIComponent(game.gameCode)}` });
  }
}
