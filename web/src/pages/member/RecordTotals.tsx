import { useTranslation } from 'react-i18next';
import type { BetTotals } from '../../../../core/portal/records/ports';
import { TotalTiles, type TotalTile } from '../../components/TotalTiles';

/** The totals over a betting record's filter: rounds, bets, valid bets, wins and the result. */
export function RecordTotals({ totals, money }: { totals: BetTotals; money: (minor: bigint, signed?: boolean) => string }) {
  const { t } = useTranslation();
  const tiles: TotalTile[] = [
    [t('bets.rounds'), String(totals.count)],
    [t('bets.col.bet'), money(totals.bet)],
    [t('bets.col.validBet'), money(totals.validBet)],
    [t('bets.col.win'), money(totals.win), 'credit'],
    [t('bets.col.profit'), money(totals.profit, true), totals.profit < 0n ? 'debit' : 'credit'],
  ];
  return <TotalTiles tiles={tiles} label={t('record.totals')} testId="bets-totals" />;
}
