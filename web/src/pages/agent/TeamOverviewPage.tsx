import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TotalTiles, type TotalTile } from '../../components/TotalTiles';
import { FormError } from '../../components/FormError';
import { useMoney } from '../../components/use-money';
import { useStores } from '../../stores/stores-context';
import { RecordFilters } from '../member/RecordFilters';
import { DailyChart } from './DailyChart';

/** agentTeamOverview: the team's figures over a period and its daily profit and loss. */
export const TeamOverviewPage = observer(function TeamOverviewPage() {
  const { agency } = useStores();
  const record = agency.overview;
  const { t } = useTranslation();
  useEffect(() => {
    void record.open();
  }, [record]);
  const o = record.page?.overview;
  const money = useMoney(o?.scale);
  const cards: TotalTile[] = o
    ? [
        [t('agent.overview.teamSize'), String(o.teamSize)],
        [t('agent.overview.newMembers'), String(o.newMembers)],
        [t('agent.overview.firstDeposits'), String(o.firstDeposits)],
        [t('agent.overview.activeMembers'), String(o.activeMembers)],
        [t('agent.overview.deposit'), money(o.deposit)],
        [t('agent.overview.withdrawal'), money(o.withdrawal)],
        [t('agent.overview.teamBalance'), money(o.teamBalance)],
        [t('bets.col.bet'), money(o.bet)],
        [t('bets.col.validBet'), money(o.validBet)],
        [t('bets.col.win'), money(o.win)],
        [t('agent.overview.profitLoss'), money(o.profitLoss, true), o.profitLoss < 0n ? 'debit' : 'credit'],
      ]
    : [];
  return (
    <div className="record" data-testid="agent-overview">
      <RecordFilters record={record} />
      <FormError failure={record.error} />
      {o && (
        <>
          <TotalTiles tiles={cards} label={t('agent.menu.agentTeamOverview')} className="agent-cards" />
          <DailyChart
            from={o.from}
            to={o.to}
            days={o.daily}
            label={t('agent.overview.chart', { from: o.from, to: o.to })}
            empty={t('agent.overview.noPlay')}
            money={(m) => money(m, true)}
          />
        </>
      )}
    </div>
  );
});
