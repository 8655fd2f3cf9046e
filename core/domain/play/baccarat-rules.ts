import type { Card, Rank } from './cards';

/**
 * Punto banco from an 8-deck shoe: the player's and the banker's hands of two cards each, dealt
 * player, banker, player, banker, then at most one third card each by the fixed tableau. A hand
 * counts its cards' points modulo 10 (ace 1, two to nine at face value, tens and faces 0).
 */
export const BACCARAT_DECKS = 8;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratWinner = 'player' | 'banker' | 'tie';

export const isBaccaratSpot = (spot: string): spot is BaccaratSpot => (BACCARAT_SPOTS as readonly string[]).includes(spot);

/** What a winning chip returns, stake included, in millionths: 1:1, 0.95:1 (5% commission), 8:1, 11:1. */
export const BACCARAT_WIN_RETURN: Readonly<Record<BaccaratSpot, number>> = {
  player: 2_000_000,
  banker: 1_950_000,
  tie: 9_000_000,
  player_pair: 12_000_000,
  banker_pair: 12_000_000,
};
/** A player or banker chip when the coup ties: its stake back. */
export const PUSH_RETURN = 1_000_000;

export const cardPoints = (rank: Rank): number => (rank >= 10 ? 0 : rank);
export const handTotal = (points: readonly number[]): number => points.reduce((sum, p) => sum + p, 0) % 10;

/** A natural (8 or 9 on two cards, either hand) ends the coup: nobody draws. */
export const isNatural = (total: number): boolean => total >= 8;
export const playerDraws = (total: number): boolean => total <= 5;

/** Whether the banker, holding `total` on two cards, draws when the player's third card was worth `playerThird` points (null: the player stood). */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  if (total <= 2) return true;
  if (total === 3) return playerThird !== 8;
  if (total === 4) return playerThird >= 2 && playerThird <= 7;
  if (total === 5) return playerThird >= 4 && playerThird <= 7;
  if (total === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratWinner =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

export interface Coup {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  /** The hand's first two cards are of the same rank. */
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

const points = (cards: readonly Card[]) => handTotal(cards.map((c) => cardPoints(c.rank)));

/** One coup from the next cards of the shoe. */
export function dealCoup(next: () => Card): Coup {
  const [p1, b1, p2, b2] = [next(), next(), next(), next()];
  const player = [p1, p2];
  const banker = [b1, b2];
  if (!isNatural(points(player)) && !isNatural(points(banker))) {
    const third = playerDraws(points(player)) ? next() : null;
    if (third) player.push(third);
    if (bankerDraws(points(banker), third ? cardPoints(third.rank) : null)) banker.push(next());
  }
  const playerTotal = points(player);
  const bankerTotal = points(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: p1.rank === p2.rank,
    bankerPair: b1.rank === b2.rank,
  };
}

/** What a chip on `spot` returns after the coup, stake included, in millionths (0 when lost). */
export function spotReturn(spot: BaccaratSpot, coup: Coup): number {
  switch (spot) {
    case 'player':
    case 'banker':
      return coup.winner === spot ? BACCARAT_WIN_RETURN[spot] : coup.winner === 'tie' ? PUSH_RETURN : 0;
    case 'tie':
      return coup.winner === 'tie' ? BACCARAT_WIN_RETURN.tie : 0;
    case 'player_pair':
      return coup.playerPair ? BACCARAT_WIN_RETURN.player_pair : 0;
    case 'banker_pair':
      return coup.bankerPair ? BACCARAT_WIN_RETURN.banker_pair : 0;
  }
}
