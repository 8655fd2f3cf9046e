import { ContainerModule } from 'inversify';
import { ApiClient } from '../../../adapters/api-client/api-client';
import { CatalogApiClient } from '../../../adapters/api-client/catalog-client';
import { ChatApi } from '../../../adapters/api-client/chat-api';
import { LiveHostsApi } from '../../../adapters/api-client/live-hosts-api';
import { MissionsApi } from '../../../adapters/api-client/missions-api';
import { PromotionsApi } from '../../../adapters/api-client/promotions-api';
import { SessionSummaryApi } from '../../../adapters/api-client/session-summary-api';
import { SessionFlagStore } from '../../../adapters/browser/session-flag-store';
import { StoragePreferences } from '../../../adapters/browser/storage-preferences';
import { WebSocketLiveUpdates } from '../../../adapters/browser/websocket-live-updates';
import { AltchaSolver } from '../../../adapters/captcha/altcha-solver';
import { chatVisitorKey } from '../../../core/portal/engagement/chat';
import { TOKENS } from './tokens';

// getRandomValues, not randomUUID: it also works on a plain-http (non-secure) origin.
const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The browser's devices and the /wps API of the page's own origin, behind the tokens the areas' stores ask for. */
export function apiGateways(origin: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const api = new ApiClient(origin, 'cookie');
    const promotions = new PromotionsApi(api);
    const device = new StoragePreferences(window.localStorage);
    bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
    bind(TOKENS.Every).toConstantValue((ms, tick) => {
      const timer = setInterval(tick, ms);
      return () => clearInterval(timer);
    });
    bind(TOKENS.NewRequestId).toConstantValue(newRequestId);
    bind(TOKENS.Preferences).toConstantValue(device);
    bind(TOKENS.TabPreferences).toConstantValue(new StoragePreferences(window.sessionStorage));
    bind(TOKENS.SessionStore).toConstantValue(new SessionFlagStore(window.sessionStorage));
    bind(TOKENS.PowSolver).toConstantValue(new AltchaSolver());
    bind(TOKENS.LiveUpdates).toConstantValue(new WebSocketLiveUpdates(`${origin.replace(/^http/, 'ws')}/wps/ws`));
    bind(TOKENS.ContentLanguage).toConstantValue({ use: (language) => api.useLanguage(language), current: () => api.inReaderLanguage()['language'] ?? '' });
    bind(TOKENS.AuthGateway).toConstantValue(api);
    bind(TOKENS.SystemGateway).toConstantValue(api);
    bind(TOKENS.MemberLanguageGateway).toConstantValue(api);
    bind(TOKENS.BannerGateway).toConstantValue(api);
    bind(TOKENS.SmsCodeGateway).toConstantValue(api);
    bind(TOKENS.RecoveryGateway).toConstantValue(api);
    bind(TOKENS.CashierGateway).toConstantValue(api);
    bind(TOKENS.TransferGateway).toConstantValue(api);
    bind(TOKENS.MessagesGateway).toConstantValue(api);
    bind(TOKENS.CatalogGateway).toConstantValue(new CatalogApiClient(api));
    bind(TOKENS.PromotionGateway).toConstantValue(promotions);
    bind(TOKENS.MissionGateway).toConstantValue(new MissionsApi(api));
    const visitorKey = chatVisitorKey(device, newRequestId);
    bind(TOKENS.ChatGateway).toConstantValue(new ChatApi(api, () => visitorKey));
    bind(TOKENS.LiveRoomGateway).toConstantValue(new LiveHostsApi(api));
    bind(TOKENS.SessionSummaryGateway).toConstantValue(new SessionSummaryApi(api));
    bind(TOKENS.LotteryGateway).toConstantValue(async () => new (await import('../../../adapters/api-client/lottery-api')).LotteryApi(api));
    bind(TOKENS.CentreGateways).toConstantValue(async () => (await import('./centre-gateways')).centreGateways(api, promotions));
  });
}
