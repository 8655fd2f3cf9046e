import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { EmptyState } from '../../components/EmptyState';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from './RecordFilters';
import { RecordTotals } from './RecordTotals';

const ZERO = { count: 0, bet: 0n, validBet: 0n, win: 0n, profit: 0n };

/** Member centre 'personalProfit': the member's result by game type over a period, and overall. */
export const PersonalLossPage = observer(function PersonalLossPage() {
  const { loss, auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const captionId = useId();
  useEffect(() => {
    void loss.open();
  }, [loss]);
  const member = auth.member;
  if (!member) return null;
  const page = loss.page;
  const scale = page?.scale ?? member.scale;
  const money = (minor: bigint, signed = false) => `${signed && minor > 0n ? '+' : ''}${formatMoney(minor, member.currencySymbol, scale)}`;
  const overall = loss.items.reduce(
    (sum, row) => ({
      count: sum.count + row.count,
      bet: sum.bet + row.bet,
      validBet: sum.validBet + row.validBet,
      win: sum.win + row.win,
      profit: sum.profit + row.profit,
    }),
    ZERO,
  );
  return (
    <div className="record" data-testid="loss-page">
      <RecordFilters record={loss} />
      {loss.error && (
        <p className="form__error" role="alert">
          {errorText(loss.error)}
        </p>
      )}
      {page && <RecordTotals totals={overall} money={money} />}
      {page && loss.items.length === 0 ? (
        <EmptyState icon="chart" title={t('bets.empty')} body={t('bets.emptyBody')} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={loss.loading}>
            <table className="record-table" data-testid="loss-table">
              <caption id={captionId} className="visually-hidden">
                {t('menu.personalLoss')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('bets.gameType')}</th>
                  <th scope="col" className="num">
                    {t('bets.rounds')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.bet')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.validBet')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.col.profit')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loss.items.map((row) => (
                  <tr key={row.gameType} data-testid="loss-row">
                    <td>{t(`category.${row.gameType}`, { defaultValue: row.gameType })}</td>
                    <td className="num">{row.count}</td>
                    <td className="num">
                      <span className="money">{money(row.bet)}</span>
                    </td>
                    <td className="num">
                      <span className="money">{money(row.validBet)}</span>
                    </td>
                    <td className="num">
                      <span className="money">{money(row.win)}</span>
                    </td>
                    <td className={`num ${row.profit < 0n ? 'amount--debit' : 'amount--credit'}`}>
                      <span className="money">{money(row.profit, true)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}
    </div>
  );
});
