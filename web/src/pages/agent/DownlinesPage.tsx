import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContractKind } from '../../../../core/portal/agency/types';
import { Field } from '../../components/Field';
import { useDateTime } from '../../components/use-date-time';
import { RecordTable } from '../../components/RecordTable';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { Breadcrumbs } from './Breadcrumbs';
import { OfferContractDialog } from './OfferContractDialog';
import { percent } from './percent';

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
  const money = useMoney(page?.scale);
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
      <RecordTable
        record={record}
        caption={t('agent.menu.downlineManagmentView')}
        empty={{ icon: 'users', title: t('agent.downlines.none'), body: t('agent.downlines.noneBody') }}
        testId="downline-table"
        pager={t('inbox.pages')}
        money={money}
        rowKey={(d) => d.id}
        row={() => ({ 'data-testid': 'downline-row' })}
        columns={[
          {
            head: t('agent.downlines.account'),
            cell: (d) => (
              <>
                {d.isAgent ? (
                  <button type="button" className="link-button" onClick={() => void agency.drill(d.id)} title={t('agent.downlines.open')}>
                    {d.account}
                  </button>
                ) : (
                  d.account
                )}
                <div className="muted small">{time(d.createdAt)}</div>
              </>
            ),
          },
          { head: t('agent.downlines.type'), cell: (d) => (d.isAgent ? t('member.role.agent') : t('member.role.member')) },
          { head: t('agent.downlines.teamSize'), num: true, cell: (d) => d.teamSize },
          { head: t('agent.downlines.balance'), money: (d) => d.balance },
          { head: t('bets.col.validBet'), money: (d) => d.validBet },
          { head: t('agent.overview.profitLoss'), result: (d) => d.profitLoss },
          {
            head: t('agent.downlines.rates'),
            cell: (d) =>
              Object.entries(d.ratesBp).length === 0
                ? '—'
                : Object.entries(d.ratesBp).map(([kind, bp]) => (
                    <span key={kind} className="rate-chip">
                      {t(`agent.kind.${kind as ContractKind}`)} {percent(bp ?? 0)}
                    </span>
                  )),
          },
          {
            head: t('agent.downlines.actions'),
            td: { className: 'agent-actions' },
            cell: (d) => (
              <>
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
              </>
            ),
          },
        ]}
      />
      <OfferContractDialog />
    </div>
  );
});
