import { useTranslation } from 'react-i18next';
import type { BaccaratOutcome } from '../../../../core/domain/play/baccarat';
import { handTotal } from '../../../../core/domain/play/blackjack-hand';
import { cardLabel, type Card } from '../../../../core/domain/play/cards';
import type { RoundLog, RoundLogStep } from '../../../../core/portal/records/ports';

interface RoundStepsProps {
  readonly log: RoundLog;
  readonly money: (minor: bigint, signed?: boolean) => string;
  readonly time: (iso: string) => string;
}

type Outcome = { roll?: number; crashPoint?: number; joker?: Card; dealt?: number; pocket?: number; colour?: string } & Partial<Omit<BaccaratOutcome, 'winner'>> & { winner?: string };
type Translate = (key: string, params?: Record<string, string>) => string;

/** A baccarat coup: both hands with their cards and totals, who won, and any pair. */
function baccaratText(t: Translate, coup: BaccaratOutcome): string {
  const pairs = coup.won.filter((spot) => spot === 'player_pair' || spot === 'banker_pair').map((spot) => t(`bets.outcome.baccaratPair.${spot}`));
  return t('bets.outcome.baccarat', {
    player: String(coup.playerTotal),
    playerCards: coup.player.map(cardLabel).join(' '),
    banker: String(coup.bankerTotal),
    bankerCards: coup.banker.map(cardLabel).join(' '),
    result: [t(`bets.outcome.baccaratResult.${coup.winner}`), ...pairs].join(' · '),
  });
}

/** What a house game's outcome step says: the roll, the crash point, the deal, the coup, the pocket and winning spots, or the spin's pay. */
function outcomeText(t: Translate, engine: unknown, step: RoundLogStep): string | null {
  const { outcome, multiplier } = step.detail as { outcome?: Outcome; multiplier?: number };
  if (engine === 'dice' && outcome?.roll !== undefined) return t('bets.outcome.dice', { roll: (outcome.roll / 100).toFixed(2) });
  if (engine === 'crash' && outcome?.crashPoint !== undefined) return t('bets.outcome.crash', { point: (outcome.crashPoint / 100).toFixed(2) });
  if (engine === 'baccarat' && outcome?.winner !== undefined) return baccaratText(t, outcome as unknown as BaccaratOutcome);
  if (engine === 'andar_bahar' && outcome?.joker && outcome.winner && multiplier !== undefined) {
    const side = t(`bets.outcome.${outcome.winner}`);
    return t('bets.outcome.andarBahar', { joker: cardLabel(outcome.joker), side, dealt: String(outcome.dealt), multiplier: (multiplier / 1_000_000).toFixed(2) });
  }
  if (engine === 'roulette' && outcome?.pocket !== undefined) {
    const said = { pocket: String(outcome.pocket), colour: t(`bets.outcome.colour.${outcome.colour}`), won: (outcome.won ?? []).join(', ') };
    return t(outcome.won?.length ? 'bets.outcome.roulette' : 'bets.outcome.rouletteNoWin', said);
  }
  if (multiplier !== undefined) return t('bets.outcome.pays', { multiplier: (multiplier / 1_000_000).toFixed(2) });
  return null;
}

/** A blackjack step: the move, each hand with its total, and the dealer's cards (one not yet turned as ?). */
function blackjackText(t: Translate, detail: Record<string, unknown>): string | null {
  const { action, state } = detail as { action?: string; state?: { hands: readonly { cards: readonly Card[] }[]; dealer: readonly (Card | null)[] } };
  if (!action || !state) return null;
  const hands = state.hands.map((hand) => `${hand.cards.map(cardLabel).join(' ')} (${handTotal(hand.cards)})`).join(' | ');
  return t('bets.outcome.blackjack', { move: t(`bets.outcome.blackjackMove.${action}`), hands, dealer: state.dealer.map((card) => (card ? cardLabel(card) : '?')).join(' ') });
}

/** Every step of a round in order, each with the balance it left. */
export function RoundSteps({ log, money, time }: RoundStepsProps) {
  const { t } = useTranslation();
  return (
    <ol className="round-steps" aria-label={t('bets.stepsTitle')} data-testid="round-steps">
      {log.steps.map((step) => {
        const by = (step.detail as { by?: string }).by;
        const said = step.kind === 'outcome' ? outcomeText(t, log.detail['engine'], step) : null;
        const hand = log.detail['engine'] === 'blackjack' ? blackjackText(t, step.detail) : null;
        return (
          <li key={step.seq} className={`round-steps__step round-steps__step--${step.kind}`} data-testid="round-step">
            <span className="round-steps__seq">{step.seq}</span>
            <time dateTime={step.at}>{time(step.at)}</time>
            <strong>{t(`bets.step.${step.kind}`)}</strong>
            <span className="round-steps__what">
              {said ?? (step.kind === 'outcome' ? '' : <span className="money">{money(step.amount)}</span>)}
              {hand && <span dir="auto"> {hand}</span>}
              {by && <small className="muted"> · {t(`bets.by.${by}`)}</small>}
            </span>
            <span className="round-steps__balance muted">{step.balanceAfter === null ? '' : t('bets.stepBalance', { amount: money(step.balanceAfter) })}</span>
          </li>
        );
      })}
    </ol>
  );
}
