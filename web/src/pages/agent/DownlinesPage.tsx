import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContractKind } from '../../../../core/portal/agency/types';
import { Field } from '../../components/Field';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { AgentTable } from './AgentTable';
import { Breadcrumbs } from './Breadcrumbs';
import { OfferContractDialog } from './OfferContractDialog';
import { percent, useAgentMoney } from './use-agent-money';

/** downlineManagmentView: my direct downlines, drilled into through agents, with balances, figures and contract rates. */
export const DownlinesPage = observer(function DownlinesPage() {
  const { agency, system } = useStores();
  const record = agency.downlines;
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const [search, setSearch] = useState(agency.search);
  useEffect(() => {
    void record.open();
  }, [record]);
  const page = record.page;
  const money = useAgentMoney(page?.scale);
  const atTop = (page?.breadcrumbs.length ?? 0) <= 1;
  return (
    <div className="record" data-testid="agent-downlines">
      <form
        className="agent-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void agency.find(search);
        }}
      >
        <Field label={t('agent.downlines.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="downline-search" />
        <button type="submit" className="button button--primary">
          {t('record.search')}
        </button>
      </form>
      <RecordFilters record={record} />
      {page && (
        <Breadcrumbs
          label={t('agent.downlines.path')}
          crumbs={page.breadcrumbs.map((crumb, i) => ({ key: crumb.id, label: crumb.account, open: () => void agency.drill(i === 0 ? undefined : crumb.id) }))}
        />
      )}
      <AgentTable
        record={record}
        caption={t('agent.menu.downlineManagmentView')}
        empty={{ icon: 'users', title: t('agent.downlines.none'), body: t('agent.downlines.noneBody') }}
        testId="downline-table"
        head={
          <>
            <th scope="col">{t('agent.downlines.account')}</th>
            <th scope="col">{t('agent.downlines.type')}</th>
            <th scope="col" className="num">
              {t('agent.downlines.teamSize')}
            </th>
            <th scope="col" className="num">
              {t('agent.downlines.balance')}
            </th>
            <th scope="col" className="num">
              {t('bets.col.validBet')}
            </th>
            <th scope="col" className="num">
              {t('agent.overview.profitLoss')}
            </th>
            <th scope="col">{t('agent.downlines.rates')}</th>
            <th scope="col">{t('agent.downlines.actions')}</th>
          </>
        }
      >
        {page?.items.map((d) => (
          <tr key={d.id} data-testid="downline-row">
            <td>
              {d.isAgent ? (
                <button type="button" className="link-button" onClick={() => void agency.drill(d.id)} title={t('agent.downlines.open')}>
                  {d.account}
                </button>
              ) : (
                d.account
              )}
              <div className="muted small">{time(d.createdAt)}</div>
            </td>
            <td>{d.isAgent ? t('member.role.agent') : t('member.role.member')}</td>
            <td className="num">{d.teamSize}</td>
            <td className="num">
              <span className="money">{money(d.balance)}</span>
            </td>
            <td className="num">
              <span className="money">{money(d.validBet)}</span>
            </td>
            <td className={`num ${d.profitLoss < 0n ? 'amount--debit' : 'amount--credit'}`}>
              <span className="money">{money(d.profitLoss, true)}</span>
            </td>
            <td>
              {Object.entries(d.ratesBp).length === 0
                ? '—'
                : Object.entries(d.ratesBp).map(([kind, bp]) => (
                    <span key={kind} className="rate-chip">
                      {t(`agent.kind.${kind as ContractKind}`)} {percent(bp ?? 0)}
                    </span>
                  ))}
            </td>
            <td className="agent-actions">
              {d.isAgent && atTop && (
                <button type="button" className="button button--ghost button--sm" onClick={() => agency.openOffer(d)} data-testid="offer-contract">
                  {t('agent.offer.open')}
                </button>
              )}
              {atTop && (
                <Link className="button button--ghost button--sm" to="/member?page=transferUpline">
                  {t('agent.downlines.transfer')}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </AgentTable>
      <OfferContractDialog />
    </div>
  );
});
