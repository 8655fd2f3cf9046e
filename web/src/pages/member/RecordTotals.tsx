import { useTranslation } from 'react-i18next';
import type { BetTotals } from '../../../../core/portal/records/ports';

/** The totals over a betting record's filter: rounds, bets, valid bets, wins and the result. */
export function RecordTotals({ totals, money }: { totals: BetTotals; money: (minor: bigint, signed?: boolean) => string }) {
  const { t } = useTranslation();
  const tiles: [string, string, string?][] = [
    [t('bets.rounds'), String(totals.count)],
    [t('bets.col.bet'), money(totals.bet)],
    [t('bets.col.validBet'), money(totals.validBet)],
    [t('bets.col.win'), money(totals.win), 'credit'],
    [t('bets.col.profit'), money(totals.profit, true), totals.profit < 0n ? 'debit' : 'credit'],
  ];
  return (
    <dl className="record-totals" aria-label={t('record.totals')} data-testid="bets-totals">
      {tiles.map(([label, value, tone]) => (
        <div key={label} className={`record-totals__tile${tone ? ` record-totals__tile--${tone}` : ''}`}>
          <dt>{label}</dt>
          <dd>
            <span className="money">{value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
