import { ContainerModule } from 'inversify';
import { fail, ok } from '../../../core/domain/kernel/result';
import type { LiveListener, LiveUpdates } from '../../../core/portal/wallet/live-updates';
import type { SystemGateway } from '../../../core/portal/system/ports';
import { CENTRE_TOKENS, TOKENS } from '../../../web/src/di/tokens';
import { defaultSettings } from '../../support/fakes/settings';
import { FakeClock } from '../../support/fakes/clock';
import { MemoryPreferences } from '../../support/fakes/preferences';
import { MemorySessionStore } from '../../support/fakes/portal-session-store';
import { FakeHumanSolver } from '../../support/fakes/portal-human-solver';
import { FakeAuthGateway } from '../../support/fakes/portal-auth-gateway';
import { InMemoryMemberLanguage } from '../../support/fakes/portal-member-language-gateway';
import { InMemoryContactCodes } from '../../support/fakes/portal-contact-codes';
import { InMemoryCashier } from '../../support/fakes/portal-cashier-gateway';
import { FakeTransferGateway } from '../../support/fakes/portal-transfer-gateway';
import { InMemoryMessagesGateway } from '../../support/fakes/portal-messages-gateway';
import { InMemoryCatalogGateway } from '../../support/fakes/portal-catalog-gateway';
import { InMemoryChatGateway } from '../../support/fakes/portal-chat-gateway';
import { FakeSessionSummary } from '../../support/fakes/portal-session-summary-gateway';
import { InMemoryLottery } from '../../support/fakes/portal-lottery-gateway';
import { InMemoryWithdrawals } from '../../support/fakes/portal-withdrawal-gateway';
import { InMemoryPaymentPassword } from '../../support/fakes/portal-payment-password-gateway';

/** A gateway with no fake yet: every call is refused as a network failure would be. Not a promise: it has no `then`. */
const unanswered = <T extends object>(): T => new Proxy({} as T, { get: (_, key) => (key === 'then' ? undefined : async () => fail('network.error')) });

/** The live channel, opened and spoken through by the test. */
export class TestLiveUpdates implements LiveUpdates {
  listener: LiveListener | null = null;

  connect(listener: LiveListener): () => void {
    this.listener = listener;
    return () => (this.listener = null);
  }
}

/** The system's status as the server presents its default settings. */
const system: SystemGateway = {
  status: async () => {
    const settings = defaultSettings();
    return ok({
      state: 0,
      merchant: settings.merchant,
      merchantName: settings.merchantName,
      currency: settings.currency,
      defaultLang: settings.defaultLang,
      supportLanguages: settings.supportLanguages,
      timezone: settings.timezone,
      customerService: [],
      whitelabel: settings.whitelabel,
      register: { registerType: 'register', fields: settings.register, minimumAge: 18, zaloBonus: 0 },
      location: { ip: '127.0.0.1' },
      maintenance: { enabled: false, message: '' },
      regionRestriction: { blocked: false, message: '' },
    });
  },
  helpCenter: async (lang) => ok({ lang, articles: [] }),
};

/** The fakes of tests/support/fakes in place of the browser's devices and the /wps API; gateways without a fake refuse every call. */
export function fakeGateways() {
  const clock = new FakeClock();
  const fakes = {
    clock,
    auth: new FakeAuthGateway(),
    messages: new InMemoryMessagesGateway(),
    memberLanguage: new InMemoryMemberLanguage(),
    chat: new InMemoryChatGateway(new Set()),
    live: new TestLiveUpdates(),
    contentLanguage: '',
  };
  let requests = 0;
  const centre = new ContainerModule(({ bind }) => {
    bind(CENTRE_TOKENS.BetRecordGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.TeamRecords).toConstantValue(() => unanswered());
    bind(CENTRE_TOKENS.SecurityGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.ProtectionGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.WithdrawalGateway).toConstantValue(new InMemoryWithdrawals());
    bind(CENTRE_TOKENS.PaymentPasswordGateway).toConstantValue(new InMemoryPaymentPassword());
    bind(CENTRE_TOKENS.FeedbackGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.LoyaltyGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.AgencyGateway).toConstantValue(unanswered());
    bind(CENTRE_TOKENS.MallGateway).toConstantValue(unanswered());
  });
  const module = new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue(clock);
    bind(TOKENS.Every).toConstantValue(() => () => undefined);
    bind(TOKENS.NewRequestId).toConstantValue(() => `request-${++requests}`);
    bind(TOKENS.Preferences).toConstantValue(new MemoryPreferences());
    bind(TOKENS.TabPreferences).toConstantValue(new MemoryPreferences());
    bind(TOKENS.SessionStore).toConstantValue(new MemorySessionStore());
    bind(TOKENS.PowSolver).toConstantValue(new FakeHumanSolver());
    bind(TOKENS.LiveUpdates).toConstantValue(fakes.live);
    bind(TOKENS.ContentLanguage).toConstantValue({ use: (language) => (fakes.contentLanguage = language), current: () => fakes.contentLanguage });
    bind(TOKENS.AuthGateway).toConstantValue(fakes.auth);
    bind(TOKENS.SystemGateway).toConstantValue(system);
    bind(TOKENS.MemberLanguageGateway).toConstantValue(fakes.memberLanguage);
    bind(TOKENS.BannerGateway).toConstantValue(unanswered());
    bind(TOKENS.SmsCodeGateway).toConstantValue(new InMemoryContactCodes());
    bind(TOKENS.RecoveryGateway).toConstantValue(unanswered());
    bind(TOKENS.CashierGateway).toConstantValue(new InMemoryCashier());
    bind(TOKENS.TransferGateway).toConstantValue(new FakeTransferGateway());
    bind(TOKENS.MessagesGateway).toConstantValue(fakes.messages);
    bind(TOKENS.CatalogGateway).toConstantValue(new InMemoryCatalogGateway());
    bind(TOKENS.PromotionGateway).toConstantValue(unanswered());
    bind(TOKENS.MissionGateway).toConstantValue(unanswered());
    bind(TOKENS.ChatGateway).toConstantValue(fakes.chat);
    bind(TOKENS.LiveRoomGateway).toConstantValue(unanswered());
    bind(TOKENS.SessionSummaryGateway).toConstantValue(new FakeSessionSummary(clock));
    bind(TOKENS.LotteryGateway).toConstantValue(async () => new InMemoryLottery());
    bind(TOKENS.CentreGateways).toConstantValue(async () => centre);
  });
  return { module, fakes };
}
