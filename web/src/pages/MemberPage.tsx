import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../components/EmptyState';
import { SectionPicker } from '../components/SectionPicker';
import { useStores } from '../stores/stores-context';
import { AccountRecordPage } from './member/AccountRecordPage';
import { BettingRecordPage } from './member/BettingRecordPage';
import { PersonalLossPage } from './member/PersonalLossPage';
import { DepositPage } from './member/DepositPage';
import { TransferFundPage } from './member/TransferFundPage';
import { TransferUplinePage } from './member/TransferUplinePage';
import { MessagesPage } from './member/MessagesPage';
import { SecurityCentre } from './member/SecurityCentre';
import { WithdrawPage } from './member/WithdrawPage';
import { BonusDetailsPage } from './member/BonusDetailsPage';
import { RewardCentrePage } from './member/RewardCentrePage';
import { ManualRebatePage } from './member/ManualRebatePage';
import { VipPage } from './member/VipPage';
import { ReferralPage } from './member/ReferralPage';
import { MissionsPage } from './member/MissionsPage';
import { FeedbackPage } from './member/FeedbackPage';
import { ContractsPanel } from './agent/ContractsPanel';

/** Member-centre pages; securityCenter (my account) is the default. */
const PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'vip',
  'feedback',
  'contracts',
] as const;

const LABELS: Record<(typeof PAGES)[number], string> = {
  securityCenter: 'menu.myAccount',
  transferFund: 'menu.transferFund',
  depositv2: 'menu.deposit',
  withdraw: 'menu.withdrawal',
  transferUpline: 'menu.transferUpline',
  personalHistoryCopy: 'menu.bettingRecord',
  transactionHistory: 'menu.accountRecord',
  personalProfit: 'menu.personalLoss',
  bonusDetails: 'menu.bonusDetails',
  rewardCenter: 'menu.rewardCenter',
  referral: 'menu.inviteFriends',
  missionLeaderboard: 'menu.missions',
  messageV2: 'menu.messages',
  manualRebate: 'menu.manualRebate',
  vip: 'menu.vip',
  feedback: 'menu.feedback',
  contracts: 'menu.contracts',
};

type Page = (typeof PAGES)[number];

const BADGE_IDS: Partial<Record<Page, string>> = {
  messageV2: 'messages-tab-badge',
  missionLeaderboard: 'missions-tab-badge',
  rewardCenter: 'rewards-tab-badge',
};

const NAV: readonly Page[] = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'rewardCenter',
  'bonusDetails',
  'missionLeaderboard',
  'referral',
  'messageV2',
  'manualRebate',
  'vip',
  'feedback',
  'contracts',
];

export const MemberPage = observer(function MemberPage() {
  const { auth, promotions, missions, agency } = useStores();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('page');
  // Contracts are between agents only (contract modal, for agents).
  const nav = auth.isAgent ? NAV : NAV.filter((p) => p !== 'contracts');
  const page = nav.find((p) => p === requested) ?? 'securityCenter';
  const member = auth.member;
  if (!member) return null;
  const counts: Partial<Record<Page, number>> = {
    messageV2: member.unreadCount,
    missionLeaderboard: missions.claimable,
    contracts: agency.waiting.length,
    rewardCenter: promotions.claimable + missions.claimable,
  };
  return (
    <div className="page member-centre">
      <h1 className="page__title">{t('pages.memberTitle')}</h1>
      <div className="member-centre__layout">
        <SectionPicker
          label={t('pages.memberSection')}
          value={page}
          options={nav.map((p) => ({ value: p, label: counts[p] ? `${t(LABELS[p])} (${counts[p]})` : t(LABELS[p]) }))}
          onChange={(p) => setParams({ page: p })}
        />
        <nav className="member-centre__nav" aria-label={t('pages.memberTitle')}>
          {nav.map((p) => (
            <button
              type="button"
              key={p}
              className={`member-centre__tab${p === page ? ' member-centre__tab--active' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => setParams({ page: p })}
            >
              {t(LABELS[p])}
              {counts[p] ? (
                <span className="badge" data-testid={BADGE_IDS[p]}>
                  {counts[p]}
                </span>
              ) : null}
            </button>
          ))}
        </nav>
        <section className="member-centre__content card">
          <h2>{t(LABELS[page])}</h2>
          {page === 'securityCenter' ? (
            <SecurityCentre />
          ) : page === 'depositv2' ? (
            <DepositPage />
          ) : page === 'withdraw' ? (
            <WithdrawPage />
          ) : page === 'transactionHistory' ? (
            <AccountRecordPage />
          ) : page === 'personalHistoryCopy' ? (
            <BettingRecordPage />
          ) : page === 'personalProfit' ? (
            <PersonalLossPage />
          ) : page === 'transferFund' ? (
            <TransferFundPage />
          ) : page === 'transferUpline' ? (
            <TransferUplinePage />
          ) : page === 'messageV2' ? (
            <MessagesPage />
          ) : page === 'rewardCenter' ? (
            <RewardCentrePage />
          ) : page === 'bonusDetails' ? (
            <BonusDetailsPage />
          ) : page === 'missionLeaderboard' ? (
            <MissionsPage />
          ) : page === 'referral' ? (
            <ReferralPage />
          ) : page === 'feedback' ? (
            <FeedbackPage />
          ) : page === 'vip' ? (
            <VipPage />
          ) : page === 'contracts' ? (
            <ContractsPanel />
          ) : page === 'manualRebate' ? (
            <ManualRebatePage />
          ) : (
            <EmptyState title={t('pages.noData')} body={t('pages.noRecords')} />
          )}
        </section>
      </div>
    </div>
  );
});
