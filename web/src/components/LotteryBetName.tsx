import { useTranslation } from 'react-i18next';

/** A lottery bet as the slip, the tickets and the betting record name it: its kind, the position it reads, and its numbers or side. */
export function LotteryBetName({ kind, picks, position }: { kind: string; picks: readonly string[]; position?: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <span className="bet-name">
      <span className="bet-name__kind">{t(`lotteryBet.kind.${kind}`, { defaultValue: kind })}</span>
      {position ? <span className="bet-name__position">{t('lotteryBet.position', { position })}</span> : null}
      <span className="bet-name__picks" dir="ltr">
        {picks.map((p) => (/^[a-z]+$/.test(p) ? t(`lotteryBet.side.${p}`, { defaultValue: p }) : p)).join(' · ')}
      </span>
    </span>
  );
}
