import { useTranslation } from 'react-i18next';
import type { RoundLog } from '../../../../core/portal/records/ports';
import { blackjackText, outcomeText } from '../../../../core/portal/records/round-step-text';

interface RoundStepsProps {
  readonly log: RoundLog;
  readonly money: (minor: bigint, signed?: boolean) => string;
  readonly time: (iso: string) => string;
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
