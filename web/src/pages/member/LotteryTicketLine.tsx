import { useTranslation } from 'react-i18next';
import type { RoundLog } from '../../../../core/portal/records/ports';
import { LotteryBetName } from '../../components/LotteryBetName';

interface Line {
  readonly kind: string;
  readonly picks: readonly unknown[];
  readonly position?: unknown;
}

const isLine = (line: unknown): line is Line =>
  typeof line === 'object' && line !== null && typeof (line as Line).kind === 'string' && Array.isArray((line as Line).picks);

/** A lottery entry's round: the draw it was for and every bet its slips named; nothing for other rounds. */
export function LotteryTicketLine({ log }: { log: RoundLog }) {
  const { t } = useTranslation();
  const { drawId } = log.detail;
  if (typeof drawId !== 'string') return null;
  const lines = log.steps.flatMap((step) => (step.kind === 'bet' && Array.isArray(step.detail['lines']) ? step.detail['lines'].filter(isLine) : []));
  if (lines.length === 0) return null;
  return (
    <div className="round-detail__lottery" data-testid="round-lottery">
      <p>
        {t('lotteryBet.ticket', { drawId: `\u2066${drawId}\u2069` })} · {t('lotteryBet.tickets', { count: lines.length })}
      </p>
      <ul className="round-detail__lines">
        {lines.map((line, i) => (
          <li key={i}>
            <LotteryBetName kind={line.kind} picks={line.picks.map(String)} position={typeof line.position === 'number' ? line.position : null} />
          </li>
        ))}
      </ul>
    </div>
  );
}
