import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTable } from '../../components/RecordTable';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { Breadcrumbs } from './Breadcrumbs';

/** palStatementsAgentCopy: profit and loss of each direct downline, drilled into through agents. */
export const UserLossPage = observer(function UserLossPage() {
  const { agency } = useStores();
  const record = agency.userLoss;
  const { t } = useTranslation();
  useEffect(() => {
    void record.open();
  }, [record]);
  const money = useMoney(record.page?.scale);
  const trail = agency.lossTrail;
  return (
    <div className="record" data-testid="agent-user-loss">
      <RecordFilters record={record} />
      <Breadcrumbs
        label={t('agent.downlines.path')}
        crumbs={[
          { key: 'me', label: t('agent.downlines.me'), open: () => void agency.drillLoss([]) },
          ...trail.map((crumb, i) => ({ key: crumb.id, label: crumb.account, open: () => void agency.drillLoss(trail.slice(0, i + 1)) })),
        ]}
      />
      <RecordTable
        record={record}
        caption={t('agent.menu.palStatementsAgentCopy')}
        empty={{ icon: 'chart', title: t('bets.empty'), body: t('bets.emptyBody') }}
        testId="user-loss-table"
        pager={t('inbox.pages')}
        money={money}
        rowKey={(d) => d.id}
        columns={[
          {
            head: t('agent.downlines.account'),
            cell: (d) =>
              d.isAgent ? (
                <button type="button" className="link-button" onClick={() => void agency.drillLoss([...trail, { id: d.id, account: d.account }])}>
                  {d.account}
                </button>
              ) : (
                d.account
              ),
          },
          { head: t('bets.col.bet'), money: (d) => d.bet },
          { head: t('bets.col.validBet'), money: (d) => d.validBet },
          { head: t('bets.col.win'), money: (d) => d.win },
          { head: t('agent.overview.profitLoss'), result: (d) => d.profitLoss },
        ]}
      />
    </div>
  );
});
