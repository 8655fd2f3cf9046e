import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { AgentMenu, ContractKind } from '../../../core/portal/agency/types';
import { Icon, type IconName } from '../components/Icon';
import { SectionPicker } from '../components/SectionPicker';
import { ModalHost } from '../modals/ModalHost';
import { useStores } from '../stores/stores-context';
import { AgentLanguage } from './agent/AgentLanguage';

const page = <K extends string>(name: K, load: () => Promise<Record<K, () => ReactNode>>) => lazy(() => load().then((m) => ({ default: m[name] })));
const AnnouncementsPage = page('AnnouncementsPage', () => import('./agent/AnnouncementsPage'));
const TeamOverviewPage = page('TeamOverviewPage', () => import('./agent/TeamOverviewPage'));
const RegisterCentrePage = page('RegisterCentrePage', () => import('./agent/RegisterCentrePage'));
const DownlinesPage = page('DownlinesPage', () => import('./agent/DownlinesPage'));
const UserLossPage = page('UserLossPage', () => import('./agent/UserLossPage'));
const IncomePage = page('IncomePage', () => import('./agent/IncomePage'));
const ContractsPanel = lazy(() => import('./agent/ContractsPanel').then((m) => ({ default: m.ContractsPanel })));
const TeamMemberRecords = lazy(() => import('./agent/TeamMemberRecords').then((m) => ({ default: m.TeamMemberRecords })));
const SettlementRecordsPage = lazy(() => import('./agent/SettlementRecordsPage').then((m) => ({ default: m.SettlementRecordsPage })));
const ChatWidget = lazy(() => import('../layout/ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** Menu pages (default agentTeamOverview); the contract pages show under their flags; agentContracts is the contract modal as a page. */
const MENU = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentContracts',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
type MenuPage = (typeof MENU)[number];

/** The contract-record pages, their kind and the menu flag that shows them. */
const KIND_PAGES: Partial<Record<MenuPage, { kind: ContractKind; flag: keyof AgentMenu }>> = {
  agentDividendRecordCopy2: { kind: 'dividend', flag: 'dividend' },
  agentDailyWages2: { kind: 'dailySalary', flag: 'dailySalary' },
  agentHourSalary: { kind: 'hourlySalary', flag: 'hourlySalary' },
  agentRealtimeSalary: { kind: 'realtimeSalary', flag: 'realtimeSalary' },
};

const ICONS: Record<MenuPage, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'chart',
  registerCenter: 'user',
  downlineManagmentView: 'users',
  personalHistoryCopy: 'dice',
  palStatementsAgentCopy: 'percent',
  agentRevenueReport: 'wallet',
  agentDownlineTransactionDetailsCopy: 'receipt',
  agentContracts: 'list',
  agentDividendRecordCopy2: 'gift',
  agentDailyWages2: 'ticket',
  agentHourSalary: 'rotate',
  agentRealtimeSalary: 'flame',
};

function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function Content({ page }: { page: MenuPage }) {
  const kind = KIND_PAGES[page]?.kind;
  if (kind) return <SettlementRecordsPage kind={kind} />;
  switch (page) {
    case 'agentAnnouncement':
      return <AnnouncementsPage />;
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'registerCenter':
      return <RegisterCentrePage />;
    case 'downlineManagmentView':
      return <DownlinesPage />;
    case 'palStatementsAgentCopy':
      return <UserLossPage />;
    case 'agentRevenueReport':
      return <IncomePage />;
    case 'agentContracts':
      return <ContractsPanel />;
    case 'personalHistoryCopy':
      return <TeamMemberRecords which="bets" />;
    case 'agentDownlineTransactionDetailsCopy':
      return <TeamMemberRecords which="record" />;
  }
}

/** Agent centre: GMT offset, a clock ticking every second, the agent menu and its pages. */
export const AgentHomePage = observer(function AgentHomePage() {
  const { auth, ui, agency, chat } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (auth.isAgent) void agency.loadMenu();
  }, [agency, auth.isAgent]);
  if (!auth.isAgent) return <Navigate to="/agent" replace />;
  const shown = MENU.filter((m) => {
    const flag = KIND_PAGES[m]?.flag;
    return !flag || agency.menu?.[flag] === true;
  });
  const page = shown.find((m) => m === params.get('page')) ?? 'agentTeamOverview';
  const waiting = agency.waiting.length;
  const quick = (
    <div className="agent-home__quick">
      <Link className="button button--primary button--sm" to="/member?page=depositv2">
        <Icon name="wallet" size={16} />
        {t('menu.deposit')}
      </Link>
      <Link className="button button--ghost button--sm" to="/member?page=withdraw">
        <Icon name="withdraw" size={16} />
        {t('menu.withdrawal')}
      </Link>
    </div>
  );
  return (
    <div className="agent-home">
      <header className="agent-home__header">
        <strong className="agent-home__brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t('agent.centre')}
        </strong>
        <span className="muted">{t('agent.gmt', { offset: gmtOffset(now) })}</span>
        <time className="agent-home__clock" dateTime={now.toISOString()}>
          {now.toLocaleTimeString()}
        </time>
        <AgentLanguage />
        <span className="agent-home__who">{auth.member?.nickname || auth.member?.account}</span>
        <button type="button" className="button button--ghost button--sm" onClick={() => ui.open('logoutConfirm')}>
          <Icon name="logout" size={16} />
          {t('agent.signOut')}
        </button>
      </header>
      <div className="agent-home__layout">
        <div className="agent-home__picker">
          <SectionPicker
            label={t('agent.section')}
            value={page}
            options={shown.map((m) => ({ value: m, label: t(`agent.menu.${m}`) }))}
            onChange={(m) => setParams({ page: m })}
          />
          {quick}
        </div>
        <nav className="agent-home__nav" aria-label={t('agent.centre')}>
          {quick}
          {shown.map((m) => (
            <button
              type="button"
              key={m}
              className={`member-centre__tab${m === page ? ' member-centre__tab--active' : ''}`}
              aria-current={m === page ? 'page' : undefined}
              onClick={() => setParams({ page: m })}
            >
              <span className="agent-home__item">
                <Icon name={ICONS[m]} size={16} />
                {t(`agent.menu.${m}`)}
              </span>
              {m === 'agentContracts' && waiting > 0 && <span className="badge">{waiting}</span>}
            </button>
          ))}
          <Link className="member-centre__tab" to="/member?page=messageV2">
            <span className="agent-home__item">
              <Icon name="mail" size={16} />
              {t('menu.messages')}
            </span>
            {(auth.member?.unreadCount ?? 0) > 0 && <span className="badge">{auth.member?.unreadCount}</span>}
          </Link>
          <button type="button" className="member-centre__tab" onClick={() => chat.toggle()}>
            <span className="agent-home__item">
              <Icon name="headset" size={16} />
              {t('menu.customerService')}
            </span>
          </button>
        </nav>
        <section className="card agent-home__content">
          <h1>{t(`agent.menu.${page}`)}</h1>
          <Suspense fallback={<div className="spinner-block" aria-busy="true" />}>
            <Content page={page} />
          </Suspense>
        </section>
      </div>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
      <ModalHost />
    </div>
  );
});
