import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { useAgentMoney } from './use-agent-money';

/** palStatementsAgentCopy: profit and loss of each direct downline, drilled into through agents. */
export const UserLossPage = observer(function UserLossPage() {
  const { agency } = useStores();
  const record = agency.userLoss;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const captionId = useId();
  useEffect(() => {
    void record.open();
  }, [record]);
  const page = record.page;
  const money = useAgentMoney(page?.scale);
  const trail = agency.lossTrail;
  return (
    <div className="record" data-testid="agent-user-loss">
      <RecordFilters record={record} />
      <nav className="breadcrumbs" aria-label={t('agent.downlines.path')}>
        <span className="breadcrumbs__item">
          {trail.length > 0 ? (
            <button type="button" className="link-button" onClick={() => void agency.drillLoss([])}>
              {t('agent.downlines.me')}
            </button>
          ) : (
            <strong aria-current="page">{t('agent.downlines.me')}</strong>
          )}
        </span>
        {trail.map((crumb, i) => (
          <span key={crumb.id} className="breadcrumbs__item">
            {i < trail.length - 1 ? (
              <button type="button" className="link-button" onClick={() => void agency.drillLoss(trail.slice(0, i + 1))}>
                {crumb.account}
              </button>
            ) : (
              <strong aria-current="page">{crumb.account}</strong>
            )}
          </span>
        ))}
      </nav>
      {record.error && (
        <p className="form__error" role="alert">
          {errorText(record.error)}
        </p>
      )}
      {page && page.items.length === 0 ? (
        <EmptyState icon="chart" title={t('bets.empty')} body={t('bets.emptyBody')} />
      ) : (
        page && (
          <div className="table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={record.loading}>
            <table className="record-table" data-testid="user-loss-table">
              <caption id={captionId} className="visually-hidden">
                {t('agent.menu.palStatementsAgentCopy')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('agent.downlines.account')}</th>
                  <th scope="col" className="num">{t('bets.col.bet')}</th>
                  <th scope="col" className="num">{t('bets.col.validBet')}</th>
                  <th scope="col" className="num">{t('bets.col.win')}</th>
                  <th scope="col" className="num">{t('agent.overview.profitLoss')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((d) => (
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
              </tbody>
            </table>
          </div>
        )
      )}
      <Pagination page={record.pageNo} pages={record.totalPages} label={t('inbox.pages')} onPage={(n) => void record.goTo(n)} disabled={record.loading} />
    </div>
  );
});
