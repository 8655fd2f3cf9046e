import { createContext, use, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The app's view models, each resolved from the composition root's container when read: the member
 * and agent centres' exist only inside WithMemberCentre.
 */
export function useStores() {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStores outside ContainerProvider');
  return {
    get system() {
      return container.get(TOKENS.SystemStore);
    },
    get auth() {
      return container.get(TOKENS.AuthStore);
    },
    get ui() {
      return container.get(TOKENS.UiStore);
    },
    get human() {
      return container.get(TOKENS.HumanCheckStore);
    },
    get language() {
      return container.get(TOKENS.LanguageStore);
    },
    get remember() {
      return container.get(TOKENS.RememberUsername);
    },
    get help() {
      return container.get(TOKENS.HelpStore);
    },
    get banners() {
      return container.get(TOKENS.BannerStore);
    },
    get announcements() {
      return container.get(TOKENS.AnnouncementStore);
    },
    get cashier() {
      return container.get(TOKENS.CashierStore);
    },
    get record() {
      return container.get(TOKENS.RecordStore);
    },
    get bets() {
      return container.get(TOKENS.BetRecordStore);
    },
    get teamMember() {
      return container.get(TOKENS.TeamMemberStore);
    },
    get loss() {
      return container.get(TOKENS.LossStore);
    },
    get roundDetail() {
      return container.get(TOKENS.RoundDetailStore);
    },
    get transfers() {
      return container.get(TOKENS.TransferStore);
    },
    get team() {
      return container.get(TOKENS.TeamTransferStore);
    },
    get paymentPage() {
      return container.get(TOKENS.PaymentPageStore);
    },
    get lobby() {
      return container.get(TOKENS.LobbyStore);
    },
    get gameLists() {
      return container.get(TOKENS.GameLists);
    },
    get messages() {
      return container.get(TOKENS.MessagesStore);
    },
    get smsCode() {
      return container.get(TOKENS.SmsCodeStore);
    },
    get recovery() {
      return container.get(TOKENS.RecoveryStore);
    },
    get withdraw() {
      return container.get(TOKENS.WithdrawStore);
    },
    get seamless() {
      return container.get(TOKENS.SeamlessStore);
    },
    get security() {
      return container.get(TOKENS.SecurityStore);
    },
    get protection() {
      return container.get(TOKENS.ProtectionStore);
    },
    get promotions() {
      return container.get(TOKENS.PromotionStore);
    },
    get loyalty() {
      return container.get(TOKENS.LoyaltyStore);
    },
    get missions() {
      return container.get(TOKENS.MissionStore);
    },
    get agency() {
      return container.get(TOKENS.AgencyStore);
    },
    get mall() {
      return container.get(TOKENS.MallStore);
    },
    get chat() {
      return container.get(TOKENS.ChatStore);
    },
    get live() {
      return container.get(TOKENS.LiveStore);
    },
    get realityCheck() {
      return container.get(TOKENS.RealityCheckStore);
    },
    get feedback() {
      return container.get(TOKENS.Feedback);
    },
    get memberCentre() {
      return container.get(TOKENS.MemberCentre);
    },
    get lottery() {
      return container.get(TOKENS.LotteryStore);
    },
  };
}

/** Renders its children once the member and agent centres' stores are bound; suspends until then. */
export function WithMemberCentre({ children }: { children: ReactNode }) {
  use(useStores().memberCentre());
  return children;
}
