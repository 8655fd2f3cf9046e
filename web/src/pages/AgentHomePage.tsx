import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { Icon } from '../components/Icon';
import { ModalHost } from '../modals/ModalHost';
import { useStores } from '../stores/stores-context';

const MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Spec §2.8 agent centre shell: GMT offset, a clock ticking every second, the agent menu. */
export const AgentHomePage = observer(function AgentHomePage() {
  const { auth, ui } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!auth.isAgent) return <Navigate to="/agent" replace />;
  const page = MENU.find((m) => m === params.get('page')) ?? 'agentTeamOverview';
  return (
    <div className="agent-home">
      <header className="agent-home__header">
        <strong>{t('agent.centre')}</strong>
        <span className="muted">{t('agent.gmt', { offset: gmtOffset(now) })}</span>
        <time className="agent-home__clock" dateTime={now.toISOString()}>
          {now.toLocaleTimeString()}
        </time>
        <span className="agent-home__who">{auth.member?.nickname || auth.member?.account}</span>
        <button type="button" className="button button--ghost button--sm" onClick={() => ui.open('logoutConfirm')}>
          <Icon name="logout" size={16} />
          {t('agent.signOut')}
        </button>
      </header>
      <div className="agent-home__layout">
        <nav className="agent-home__nav">
          {MENU.map((m) => (
            <button type="button" key={m} className={`member-centre__tab${m === page ? ' member-centre__tab--active' : ''}`} aria-current={m === page ? 'page' : undefined} onClick={() => setParams({ page: m })}>
              {t(`agent.menu.${m}`)}
            </button>
          ))}
        </nav>
        <section className="card agent-home__content">
          <h1>{t(`agent.menu.${page}`)}</h1>
          <EmptyState icon="users" title={t('pages.noData')} body={t('pages.noRecords')} />
        </section>
      </div>
      <ModalHost />
    </div>
  );
});
