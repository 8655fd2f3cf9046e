import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../../components/RecordTable';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from './RecordFilters';
import { RecordTotals } from './RecordTotals';

const ZERO = { count: 0, bet: 0n, validBet: 0n, win: 0n, profit: 0n };

/** Member centre 'personalProfit': the member's result by game type over a period, and overall. */
export const PersonalLossPage = observer(function PersonalLossPage() {
  const { loss, auth } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void loss.open();
  }, [loss]);
  const money = useMoney(loss.page?.scale);
  if (!auth.member) return null;
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
      <RecordTable
        record={loss}
        caption={t('menu.personalLoss')}
        empty={{ icon: 'chart', title: t('bets.empty'), body: t('bets.emptyBody') }}
        testId="loss-table"
        summary={<RecordTotals totals={overall} money={money} />}
        pager={null}
        money={money}
        rowKey={(row) => row.gameType}
        row={() => ({ 'data-testid': 'loss-row' })}
        columns={[
          { head: t('bets.gameType'), cell: (row) => t(`category.${row.gameType}`, { defaultValue: row.gameType }) },
          { head: t('bets.rounds'), num: true, cell: (row) => row.count },
          { head: t('bets.col.bet'), money: (row) => row.bet },
          { head: t('bets.col.validBet'), money: (row) => row.validBet },
          { head: t('bets.col.win'), money: (row) => row.win },
          { head: t('bets.col.profit'), result: (row) => row.profit },
        ]}
      />
    </div>
  );
});
