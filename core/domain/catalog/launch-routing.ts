import type { GameType, IsGame } from './games';

/** What the lobby knows about an entry the player clicked: one game, or a vendor's whole list. */
export interface LaunchTarget {
  readonly vassalage: string;
  readonly gameType: GameType | string;
  readonly gameCode: string;
  readonly isGame: IsGame;
}

export type LaunchDecision =
  | { readonly kind: 'login' }
  | { readonly kind: 'route'; readonly path: string; readonly query: Readonly<Record<string, string>> }
  | { readonly kind: 'vendorGames'; readonly vassalage: string }
  | { readonly kind: 'launch' };

/**
 * Launch routing. Browsing a vendor (its RNG page or its popup game list) is open to
 * guests; starting anything (a game, a lottery) needs a session, and a guest gets the login popup.
 */
export function decideLaunch(target: LaunchTarget, loggedIn: boolean): LaunchDecision {
  const lottery = lotteryPath(target);
  if (lottery) return loggedIn ? { kind: 'route', path: lottery, query: { gameCode: target.gameCode } } : { kind: 'login' };
  if (target.isGame === 'VASSALAGE') {
    if (target.gameType === 'RNG') return { kind: 'route', path: '/rng', query: { vassalage: target.vassalage } };
    return { kind: 'vendorGames', vassalage: target.vassalage };
  }
  return loggedIn ? { kind: 'launch' } : { kind: 'login' };
}

function lotteryPath(target: LaunchTarget): string | null {
  if (target.vassalage === 'TCG_LOTTO_VN') return '/vnLottery';
  if (target.vassalage === 'TCG_SEA') return '/seaLottery';
  if (target.gameType === 'LOTT' || target.gameType === 'ELOTT') return '/lottery';
  return null;
}
