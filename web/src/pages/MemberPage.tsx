import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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

/** Member-centre pages, each with its menu label; securityCenter (my account) is the default. */
const PAGES = {
  securityCenter: { label: 'menu.myAccount', Content: SecurityCentre },
  transferFund: { label: 'menu.transferFund', Content: TransferFundPage },
  depositv2: { label: 'menu.deposit', Content: DepositPage },
  withdraw: { label: 'menu.withdrawal', Content: WithdrawPage },
  transferUpline: { label: 'menu.transferUpline', Content: TransferUplinePage },
  personalHistoryCopy: { label: 'menu.bettingRecord', Content: BettingRecordPage },
  transactionHistory: { label: 'menu.accountRecord', Content: AccountRecordPage },
  personalProfit: { label: 'menu.personalLoss', Content: PersonalLossPage },
  bonusDetails: { label: 'menu.bonusDetails', Content: BonusDetailsPage },
  rewardCenter: { label: 'menu.rewardCenter', Content: RewardCentrePage },
  referral: { label: 'menu.inviteFriends', Content: ReferralPage },
  missionLeaderboard: { label: 'menu.missions', Content: MissionsPage },
  messageV2: { label: 'menu.messages', Content: MessagesPage },
  manualRebate: { label: 'menu.manualRebate', Content: ManualRebatePage },
  vip: { label: 'menu.vip', Content: VipPage },
  feedback: { label: 'menu.feedback', Content: FeedbackPage },
  contracts: { label: 'menu.contracts', Content: ContractsPanel },
} satisfies Record<string, { label: string; Content: ComponentType }>;

type Page = keyof typeof PAGES;

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
  const Content: ComponentType = PAGES[page].Content;
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
          options={nav.map((p) => ({ value: p, label: counts[p] ? `${t(PAGES[p].label)} (${counts[p]})` : t(PAGES[p].label) }))}
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
              {t(PAGES[p].label)}
              {counts[p] ? (
                <span className="badge" data-testid={BADGE_IDS[p]}>
                  {counts[p]}
                </span>
              ) : null}
            </button>
          ))}
        </nav>
        <section className="member-centre__content card">
          <h2>{t(PAGES[page].label)}</h2>
          <Content />
        </section>
      </div>
    </div>
  );
});
