import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { AgentTable } from './AgentTable';
import { Breadcrumbs } from './Breadcrumbs';
import { useAgentMoney } from './use-agent-money';

/** palStatementsAgentCopy: profit and loss of each direct downline, drilled into through agents. */
export const UserLossPage = observer(function UserLossPage() {
  const { agency } = useStores();
  const record = agency.userLoss;
  const { t } = useTranslation();
  useEffect(() => {
    void record.open();
  }, [record]);
  const page = record.page;
  const money = useAgentMoney(page?.scale);
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
      <AgentTable
        record={record}
        caption={t('agent.menu.palStatementsAgentCopy')}
        empty={{ icon: 'chart', title: t('bets.empty'), body: t('bets.emptyBody') }}
        testId="user-loss-table"
        head={
          <>
            <th scope="col">{t('agent.downlines.account')}</th>
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
              {t('agent.overview.profitLoss')}
            </th>
          </>
        }
      >
        {page?.items.map((d) => (
          <tr key={d.id}>
            <td>
              {d.isAgent ? (
                <button type="button" className="link-button" onClick={() => void agency.drillLoss([...trail, { id: d.id, account: d.account }])}>
                  {d.account}
                </button>
              ) : (
                d.account
              )}
            </td>
            <td className="num">
              <span className="money">{money(d.bet)}</span>
            </td>
            <td className="num">
              <span className="money">{money(d.validBet)}</span>
            </td>
            <td className="num">
              <span className="money">{money(d.win)}</span>
            </td>
            <td className={`num ${d.profitLoss < 0n ? 'amount--debit' : 'amount--credit'}`}>
              <span className="money">{money(d.profitLoss, true)}</span>
            </td>
          </tr>
        ))}
      </AgentTable>
    </div>
  );
});
