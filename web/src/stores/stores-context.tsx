import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The app's view models, resolved from the composition root's container. */
export function useStores() {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStores outside ContainerProvider');
  return {
    system: container.get(TOKENS.SystemStore),
    auth: container.get(TOKENS.AuthStore),
    ui: container.get(TOKENS.UiStore),
    human: container.get(TOKENS.HumanCheckStore),
    language: container.get(TOKENS.LanguageStore),
    remember: container.get(TOKENS.RememberUsername),
    help: container.get(TOKENS.HelpStore),
    banners: container.get(TOKENS.BannerStore),
    announcements: container.get(TOKENS.AnnouncementStore),
    cashier: container.get(TOKENS.CashierStore),
    record: container.get(TOKENS.RecordStore),
    bets: container.get(TOKENS.BetRecordStore),
    teamMember: container.get(TOKENS.TeamMemberStore),
    loss: container.get(TOKENS.LossStore),
    roundDetail: container.get(TOKENS.RoundDetailStore),
    transfers: container.get(TOKENS.TransferStore),
    team: container.get(TOKENS.TeamTransferStore),
    paymentPage: container.get(TOKENS.PaymentPageStore),
    lobby: container.get(TOKENS.LobbyStore),
    gameLists: container.get(TOKENS.GameLists),
    messages: container.get(TOKENS.MessagesStore),
    smsCode: container.get(TOKENS.SmsCodeStore),
    recovery: container.get(TOKENS.RecoveryStore),
    withdraw: container.get(TOKENS.WithdrawStore),
    seamless: container.get(TOKENS.SeamlessStore),
    security: container.get(TOKENS.SecurityStore),
    protection: container.get(TOKENS.ProtectionStore),
    promotions: container.get(TOKENS.PromotionStore),
    loyalty: container.get(TOKENS.LoyaltyStore),
    missions: container.get(TOKENS.MissionStore),
    agency: container.get(TOKENS.AgencyStore),
    mall: container.get(TOKENS.MallStore),
    chat: container.get(TOKENS.ChatStore),
    realityCheck: container.get(TOKENS.RealityCheckStore),
    feedback: container.get(TOKENS.Feedback),
    lottery: container.get(TOKENS.LotteryStore),
  };
}
