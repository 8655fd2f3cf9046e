import type { Translate } from '../../domain/kernel/message';
import type { BaccaratOutcome } from '../../domain/play/baccarat';
import { handTotal } from '../../domain/play/blackjack-hand';
import { cardLabel, type Card } from '../../domain/play/cards';
import type { RoundLogStep } from './ports';

type Outcome = { roll?: number; crashPoint?: number; joker?: Card; dealt?: number; pocket?: number; colour?: string } & Partial<
  Omit<BaccaratOutcome, 'winner'>
> & { winner?: string };

/** A baccarat coup: both hands with their cards and totals, who won, and any pair. */
function baccaratText(t: Translate, coup: BaccaratOutcome): string {
  const pairs = coup.won.filter((spot) => spot === 'player_pair' || spot === 'banker_pair').map((spot) => t(`bets.outcome.baccaratPair.${spot}`, {}));
  return t('bets.outcome.baccarat', {
    player: String(coup.playerTotal),
    playerCards: coup.player.map(cardLabel).join(' '),
    banker: String(coup.bankerTotal),
    bankerCards: coup.banker.map(cardLabel).join(' '),
    result: [t(`bets.outcome.baccaratResult.${coup.winner}`, {}), ...pairs].join(' · '),
  });
}

/** What a house game's outcome step says: the roll, the crash point, the deal, the coup, the pocket and winning spots, or the spin's pay. */
export function outcomeText(t: Translate, engine: unknown, step: RoundLogStep): string | null {
  const { outcome, multiplier } = step.detail as { outcome?: Outcome; multiplier?: number };
  if (engine === 'dice' && outcome?.roll !== undefined) return t('bets.outcome.dice', { roll: (outcome.roll / 100).toFixed(2) });
  if (engine === 'crash' && outcome?.crashPoint !== undefined) return t('bets.outcome.crash', { point: (outcome.crashPoint / 100).toFixed(2) });
  if (engine === 'baccarat' && outcome?.winner !== undefined) return baccaratText(t, outcome as unknown as BaccaratOutcome);
  if (engine === 'andar_bahar' && outcome?.joker && outcome.winner && multiplier !== undefined) {
    const side = t(`bets.outcome.${outcome.winner}`, {});
    return t('bets.outcome.andarBahar', {
      joker: cardLabel(outcome.joker),
      side,
      dealt: String(outcome.dealt),
      multiplier: (multiplier / 1_000_000).toFixed(2),
    });
  }
  if (engine === 'roulette' && outcome?.pocket !== undefined) {
    const said = { pocket: String(outcome.pocket), colour: t(`bets.outcome.colour.${outcome.colour}`, {}), won: (outcome.won ?? []).join(', ') };
    return t(outcome.won?.length ? 'bets.outcome.roulette' : 'bets.outcome.rouletteNoWin', said);
  }
  if (multiplier !== undefined) return t('bets.outcome.pays', { multiplier: (multiplier / 1_000_000).toFixed(2) });
  return null;
}

/** A blackjack step: the move, each hand with its total, and the dealer's cards (one not yet turned as ?). */
export function blackjackText(t: Translate, detail: Readonly<Record<string, unknown>>): string | null {
  const { action, state } = detail as { action?: string; state?: { hands: readonly { cards: readonly Card[] }[]; dealer: readonly (Card | null)[] } };
  if (!action || !state) return null;
  const hands = state.hands.map((hand) => `${hand.cards.map(cardLabel).join(' ')} (${handTotal(hand.cards)})`).join(' | ');
  return t('bets.outcome.blackjack', {
    move: t(`bets.outcome.blackjackMove.${action}`, {}),
    hands,
    dealer: state.dealer.map((card) => (card ? cardLabel(card) : '?')).join(' '),
  });
}

/** What a round's step says beyond its kind and amount, in the reader's language: a house game's outcome, or a blackjack move and its hands. */
export function roundStepText(t: Translate, engine: unknown, step: RoundLogStep): string | null {
  const said = step.kind === 'outcome' ? outcomeText(t, engine, step) : null;
  const hand = engine === 'blackjack' ? blackjackText(t, step.detail) : null;
  return [said, hand].filter((part) => part !== null).join(' ') || null;
}
