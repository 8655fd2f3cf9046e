import { useTranslation } from 'react-i18next';
import { LotteryBetName } from '../../components/LotteryBetName';

/** A lottery ticket's round: the draw it was for and the bet it named; nothing for other rounds. */
export function LotteryTicketLine({ detail }: { detail: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const { drawId, kind, picks, position } = detail;
  if (typeof drawId !== 'string' || typeof kind !== 'string' || !Array.isArray(picks)) return null;
  return (
    <p className="round-detail__lottery" data-testid="round-lottery">
      {t('lotteryBet.ticket', { drawId: `\u2066${drawId}\u2069` })} · <LotteryBetName kind={kind} picks={picks.map(String)} position={typeof position === 'number' ? position : null} />
    </p>
  );
}
