import { sql } from 'kysely';
import { NodePowSolver } from '../../adapters/crypto/pow-solver';
import { PictureCaptchaService } from '../../adapters/captcha/picture-captcha-service';
import type { HumanChallenge } from '../../core/portal/access/types';
import type { TestServer } from './test-server';

/** The envelope every /wps route answers with. */
export interface Envelope<T = any> {
  success: boolean;
  code: string;
  message: { key: string; params?: Record<string, string | number> };
  value: T;
}

export interface Answer<T = any> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Envelope<T>;
  /** The raw text, for routes that do not answer JSON. */
  readonly text: string;
}

export interface CallOptions {
  /** JSON-encoded unless `raw` is given. */
  readonly body?: unknown;
  /** Sent as it is, with `contentType` (or none). */
  readonly raw?: string | Uint8Array;
  readonly contentType?: string;
  readonly headers?: Record<string, string>;
  /** Bearer token: also asks for bearer transport. */
  readonly token?: string;
  /** `portal_session` cookie value. */
  readonly cookie?: string;
  /** Adds `x-portal-site: console` (the CLI's site, where staff may sign in). */
  readonly console?: boolean;
  readonly signal?: AbortSignal;
}

/** Every /wps route of the API, as OpenAPI spells it. */
export const WPS_ROUTES: readonly (readonly [method: string, path: string])[] = [
  ['get', '/wps/system/status'],
  ['get', '/wps/system/publicKey'],
  ['get', '/wps/system/whitelabel'],
  ['get', '/wps/system/setting/register'],
  ['get', '/wps/system/domainRoute'],
  ['get', '/wps/health/live'],
  ['get', '/wps/health/ready'],
  ['get', '/wps/system/helpCenter'],
  ['get', '/wps/captcha'],
  ['get', '/wps/verification/challenge'],
  ['post', '/wps/session/login'],
  ['delete', '/wps/session/logout'],
  ['post', '/wps/session/login/freeplay'],
  ['put', '/wps/member/register'],
  ['put', '/wps/member/register/mobile'],
  ['put', '/wps/member/language'],
  ['get', '/wps/oauth/{provider}/start'],
  ['get', '/wps/oauth/{provider}/callback'],
  ['get', '/wps/member/social'],
  ['get', '/wps/system/banners'],
  ['get', '/wps/admin/banners'],
  ['post', '/wps/admin/banners'],
  ['post', '/wps/admin/banners/{id}/disable'],
  ['get', '/wps/promotions'],
  ['get', '/wps/promotions/claimable'],
  ['post', '/wps/promotions/{id}/claim'],
  ['put', '/wps/promotions/{id}/apply'],
  ['get', '/wps/member/bonusDetails'],
  ['post', '/wps/member/zalo-bonus'],
  ['post', '/wps/uploads'],
  ['get', '/wps/uploads/{id}'],
  ['get', '/wps/admin/promotions'],
  ['post', '/wps/admin/promotions'],
  ['post', '/wps/admin/promotions/{id}/disable'],
  ['get', '/wps/admin/promotions/applications'],
  ['post', '/wps/admin/promotions/applications/{id}/approve'],
  ['post', '/wps/admin/promotions/applications/{id}/reject'],
  ['get', '/wps/member/vip'],
  ['get', '/wps/member/rebate'],
  ['post', '/wps/member/rebate/claim'],
  ['get', '/wps/member/referral'],
  ['get', '/wps/missions'],
  ['post', '/wps/missions/{id}/claim'],
  ['get', '/wps/missions/{id}/leaderboard'],
  ['get', '/wps/admin/missions'],
  ['post', '/wps/admin/missions'],
  ['post', '/wps/admin/missions/{id}/disable'],
  ['get', '/wps/mall'],
  ['post', '/wps/mall/redeem'],
  ['get', '/wps/admin/mall/goods'],
  ['post', '/wps/admin/mall/goods'],
  ['post', '/wps/admin/mall/goods/{id}/disable'],
  ['get', '/wps/admin/mall/redemptions'],
  ['post', '/wps/admin/mall/redemptions/{id}/approve'],
  ['post', '/wps/admin/mall/redemptions/{id}/reject'],
  ['get', '/wps/chat'],
  ['post', '/wps/chat/messages'],
  ['post', '/wps/chat/read'],
  ['post', '/wps/chat/typing'],
  ['get', '/wps/admin/chat'],
  ['get', '/wps/admin/chat/{id}'],
  ['post', '/wps/admin/chat/{id}/messages'],
  ['post', '/wps/admin/chat/{id}/typing'],
  ['put', '/wps/feedback'],
  ['get', '/wps/feedback'],
  ['get', '/wps/admin/feedback'],
  ['post', '/wps/admin/feedback/{id}/reply'],
  ['get', '/wps/relay/MCSFE_getListAnnouncements'],
  ['put', '/wps/admin/help/{lang}/{slug}'],
  ['get', '/wps/admin/announcements'],
  ['post', '/wps/admin/announcements'],
  ['post', '/wps/admin/announcements/{id}/disable'],
  ['get', '/wps/member/info'],
  ['get', '/wps/member/info/icon'],
  ['post', '/wps/member/password'],
  ['put', '/wps/member/payment-password'],
  ['get', '/wps/relay/CSP_unreadCount'],
  ['get', '/wps/member/messages'],
  ['post', '/wps/member/messages/read'],
  ['post', '/wps/member/messages/delete'],
  ['post', '/wps/admin/messages'],
  ['post', '/wps/verification/sms/noLogin'],
  ['post', '/wps/verification/sms/register'],
  ['get', '/wps/system/countryDialingCodes'],
  ['get', '/wps/admin/outbox'],
  ['post', '/wps/verification/sms/forgetPassword'],
  ['post', '/wps/member/password/email'],
  ['post', '/wps/member/password/reset'],
  ['post', '/wps/member/password/verification'],
  ['get', '/wps/admin/member/{account}'],
  ['get', '/wps/admin/settings'],
  ['put', '/wps/admin/settings/{key}'],
  ['post', '/wps/admin/staff'],
  ['get', '/wps/admin/ledger/audit'],
  ['get', '/wps/admin/audit'],
  ['get', '/wps/admin/audit/verify'],
  ['post', '/wps/admin/wallet/adjust'],
  ['get', '/wps/member/deposit/bank'],
  ['put', '/wps/member/deposit/bank'],
  ['get', '/wps/member/deposits'],
  ['get', '/wps/member/transactions'],
  ['get', '/wps/admin/deposits'],
  ['post', '/wps/admin/deposits/{id}/approve'],
  ['post', '/wps/admin/deposits/{id}/reject'],
  ['get', '/wps/relay/GCS_merchantWallet'],
  ['get', '/wps/v2/wallets/balance'],
  ['get', '/wps/member/info/funds/consolidated'],
  ['post', '/wps/relay/GCS_walletTransfer'],
  ['get', '/wps/member/transfer/team'],
  ['post', '/wps/member/transfer/team'],
  ['put', '/wps/admin/member/{account}/upline'],
  ['get', '/wps/member/deposit/payment-page'],
  ['put', '/wps/member/deposit/payment-page'],
  ['post', '/wps/payment/callback'],
  ['get', '/wps/member/withdraw'],
  ['put', '/wps/member/withdraw'],
  ['get', '/wps/member/withdrawals'],
  ['get', '/wps/member/bank-accounts'],
  ['put', '/wps/member/bank-accounts'],
  ['post', '/wps/member/withdrawals/{id}/receipt'],
  ['post', '/wps/member/withdrawals/{id}/receipt/not-received'],
  ['get', '/wps/admin/withdrawals/{id}/proof'],
  ['get', '/wps/admin/withdrawals'],
  ['post', '/wps/admin/withdrawals/{id}/approve'],
  ['post', '/wps/admin/withdrawals/{id}/reject'],
  ['post', '/wps/game/launchGame'],
  ['get', '/wps/relay/GCS_gameLaunchFB'],
  ['post', '/wps/house/session'],
  ['post', '/wps/house/{engine}/play'],
  ['post', '/wps/house/blackjack/deal'],
  ['post', '/wps/house/blackjack/act'],
  ['get', '/wps/house/blackjack/round'],
  ['get', '/wps/house/seeds'],
  ['get', '/wps/house/jackpot'],
  ['post', '/wps/house/seeds/rotate'],
  ['get', '/wps/house/rounds/{id}/verify'],
  ['post', '/wps/admin/providers'],
  ...['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound'].map((action) => ['post', `/wps/seamless/${action}`] as const),
  ['get', '/lgw/games/game_menus'],
  ['get', '/wps/relay/GCSGAME_newGameVendor'],
  ['get', '/wps/relay/GCSGAME_getVassGameType'],
  ['get', '/wps/relay/GCSGAME_gameList'],
  ['get', '/wps/relay/GCSGAME_hotGamesV2'],
  ['get', '/wps/relay/GCSGAME_getRankList'],
  ['get', '/wps/relay/GLS2_roomList'],
  ['get', '/wps/relay/CBS_modelList'],
  ['get', '/wps/relay/CBS_launchChat'],
  ['get', '/wps/admin/live/hosts'],
  ['post', '/wps/admin/live/hosts'],
  ['post', '/wps/admin/live/hosts/{id}/disable'],
  ['get', '/wps/games/{nodeId}/art.svg'],
  ['get', '/wps/relay/MCSFE_getFavoriteIds'],
  ['get', '/wps/relay/MCSFE_getFavoriteList'],
  ['post', '/wps/relay/MCSFE_addFavoriteV2'],
  ['delete', '/wps/relay/MCSFE_removeFavoriteV2'],
  ['get', '/wps/relay/GCS_recentGame'],
  ['post', '/wps/admin/games/maintenance'],
  ['post', '/wps/session/challenge'],
  ['post', '/wps/session/challenge/code'],
  ['get', '/wps/member/bets'],
  ['get', '/wps/member/bets/summary'],
  ['get', '/wps/member/bets/{roundId}'],
  ['get', '/wps/member/bets/{roundId}/verify'],
  ['get', '/wps/admin/rounds/{roundId}'],
  ['get', '/wps/admin/member/{account}/bets'],
  ['get', '/wps/member/profile'],
  ['post', '/wps/verification/sms/bind'],
  ['post', '/wps/verification/email/bind'],
  ['put', '/wps/member/contact'],
  ['put', '/wps/member/profile'],
  ['get', '/wps/member/security'],
  ['post', '/wps/member/security/authenticator'],
  ['put', '/wps/member/security/authenticator'],
  ['post', '/wps/member/security/authenticator/unbind'],
  ['get', '/wps/member/session'],
  ['get', '/wps/member/sessions'],
  ['delete', '/wps/member/sessions'],
  ['delete', '/wps/member/sessions/{id}'],
  ['get', '/wps/member/logins'],
  ['get', '/wps/member/protection'],
  ['put', '/wps/member/protection/limits'],
  ['post', '/wps/member/protection/timeout'],
  ['post', '/wps/member/protection/exclusion'],
  ['get', '/wps/admin/member/{account}/protection'],
  ['put', '/wps/admin/member/{account}/protection/limits'],
  ['get', '/wps/admin/member/{account}/sessions'],
  ['delete', '/wps/admin/member/{account}/sessions'],
  ['get', '/wps/agent/contracts'],
  ['post', '/wps/agent/contracts'],
  ['post', '/wps/agent/contracts/{id}/{action}'],
  ['get', '/wps/agent/settlements'],
  ['post', '/wps/agent/settlements/{id}/pay'],
  ['post', '/wps/admin/contracts'],
  ['post', '/wps/admin/contracts/{id}/end'],
  ['get', '/wps/admin/agents/{account}/contracts'],
  ['post', '/wps/admin/settlements/run'],
  ['post', '/wps/agent/downlines'],
  ['post', '/wps/admin/agents'],
  ['get', '/wps/agent/menu'],
  ['get', '/wps/agent/affiliate'],
  ['get', '/wps/agent/team/bets'],
  ['get', '/wps/agent/team/transactions'],
  ['get', '/wps/agent/links'],
  ['post', '/wps/agent/links'],
  ['post', '/wps/agent/links/{id}/disable'],
  ['get', '/wps/admin/agents/{account}/tree'],
  ['get', '/wps/agent/team/overview'],
  ['get', '/wps/agent/team/downlines'],
  ['get', '/wps/agent/team/user-loss'],
  ['get', '/wps/lgw/games/game_menus'],
  ['get', '/wps/lgw/vn/games/game_menu'],
  ['get', '/wps/lgw/vn/games/game_menu/recent'],
  ['get', '/wps/lgw/vn/numeros/opened/game'],
  ['get', '/wps/lotto/lgw/games/opened/numero'],
  ['get', '/wps/lottery/results'],
  ['get', '/wps/lottery/verify/{gameCode}/{drawId}'],
  ['post', '/wps/lottery/bet'],
  ['get', '/wps/lottery/tickets'],
  ['post', '/wps/admin/lottery/result'],
];

export const STAFF = { username: 'support', password: 'Support#2026' } as const;
export const PLAYER = { username: 'demo_player', password: 'Player#2026' } as const;
export const AGENT = { username: 'demo_agent', password: 'Agent#2026' } as const;

/** Sends one request over the socket and reads the envelope (or the text when it is not JSON). */
export async function call<T = any>(server: TestServer, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | Uint8Array | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['content-type'] = options.contentType;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = options.contentType ?? 'application/json';
  }
  if (options.token !== undefined) {
    headers['authorization'] = `Bearer ${options.token}`;
    headers['x-session-transport'] = 'bearer';
  }
  if (options.cookie !== undefined) headers['cookie'] = `portal_session=${options.cookie}`;
  if (options.console) headers['x-portal-site'] = 'console';
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: body as BodyInit } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = undefined as unknown as Envelope<T>;
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

const solver = new NodePowSolver();

/**
 * Fetches a proof-of-work challenge (as hard as `username`'s next login from `ip` must solve) and
 * solves it: the `verification` payload of login and register.
 */
export async function solvedChallenge(server: TestServer, username?: string, ip?: string): Promise<string> {
  const query = username === undefined ? '' : `?username=${encodeURIComponent(username)}`;
  const challenge = await call<HumanChallenge>(server, 'GET', `/wps/verification/challenge${query}`, ip ? { headers: { 'x-forwarded-for': ip } } : {});
  if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}`);
  const payload = await solver.solve(challenge.body.value);
  if (!payload) throw new Error('challenge not solved');
  return payload;
}

export interface LoginOptions {
  readonly bearer?: boolean;
  readonly console?: boolean;
  readonly captchaId?: string;
  readonly captcha?: string;
  /** A payload to send instead of a freshly solved one. */
  readonly verification?: string;
  /** The client address, sent as X-Forwarded-For (the test server trusts its proxy). */
  readonly ip?: string;
  /** `withdrawal`: during a break, ask for a withdrawal-only session. */
  readonly purpose?: 'play' | 'withdrawal';
}

export async function login(server: TestServer, username: string, password: string, options: LoginOptions = {}): Promise<Answer> {
  const verification = options.verification ?? (await solvedChallenge(server, username, options.ip));
  const body = {
    username,
    password,
    type: 'username',
    verification,
    ...(options.captchaId ? { captchaId: options.captchaId } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.purpose ? { purpose: options.purpose } : {}),
  };
  const headers: Record<string, string> = {};
  if (options.bearer) headers['x-session-transport'] = 'bearer';
  if (options.console) headers['x-portal-site'] = 'console';
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  return call(server, 'POST', '/wps/session/login', { body, headers });
}

/** Logs in with bearer transport and returns the token, failing loudly otherwise. */
export async function bearerLogin(server: TestServer, username: string, password: string, options: { console?: boolean } = {}): Promise<string> {
  const answer = await login(server, username, password, { bearer: true, ...options });
  if (answer.status !== 200 || !answer.body.value.token) throw new Error(`login of ${username} answered ${answer.status} ${answer.body?.code}`);
  return answer.body.value.token as string;
}

export const staffToken = (server: TestServer) => bearerLogin(server, STAFF.username, STAFF.password, { console: true });

/** Registers a member (bearer transport, logged in) and returns the token. */
export async function registerMember(
  server: TestServer,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const answer = await call(server, 'PUT', '/wps/member/register', {
    body: { username, password, confirmPassword: password, termsAccepted: true, verification: await solvedChallenge(server), ...extra },
    headers: { 'x-session-transport': 'bearer' },
  });
  if (answer.status !== 200) throw new Error(`register of ${username} answered ${answer.status} ${answer.body?.code}`);
  return { id: answer.body.value.id as number, token: answer.body.value.token as string };
}

/** The value of the `portal_session` cookie set by a response, with its attributes. */
export function sessionCookie(answer: Answer): { value: string; attributes: string[] } | null {
  for (const line of answer.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    if (pair?.startsWith('portal_session=')) return { value: pair.slice('portal_session='.length), attributes };
  }
  return null;
}

/** Forgets rate-limit windows and login failures, so one test's throttling does not leak into the next. */
export async function resetThrottles(server: TestServer): Promise<void> {
  await server.database.db.deleteFrom('rate_hits').execute();
  await server.database.db.deleteFrom('login_failures').execute();
}

/** Moves the server's clock to the start of the next fixed rate window, so a test's hits all land in one window. */
export function startOfNextWindow(server: TestServer, windowMs: number): void {
  server.clock.advance(windowMs - (server.clock.now().getTime() % windowMs));
}

/** Issues a captcha and sets its answer to a known text, as the tests cannot read the image. */
export async function knownCaptcha(server: TestServer, answer = 'abcd'): Promise<string> {
  await server.database.db.deleteFrom('rate_hits').where('key', 'like', 'captcha:%').execute();
  const issued = await call<{ captchaId: string }>(server, 'GET', '/wps/captcha');
  if (issued.status !== 200) throw new Error(`captcha answered ${issued.status}`);
  const { captchaId } = issued.body.value;
  await server.database.db
    .updateTable('captchas')
    .set({ answer_hash: PictureCaptchaService.answerHash(answer) })
    .where('id', '=', captchaId)
    .execute();
  return captchaId;
}

/** Changes a setting through the staff API. */
export async function putSetting(server: TestServer, token: string, key: string, value: unknown): Promise<Answer> {
  return call(server, 'PUT', `/wps/admin/settings/${key}`, { token, body: { value }, console: true });
}

export type CountedTable =
  | 'withdrawals'
  | 'protection_accounts'
  | 'protection_usage'
  | 'contracts'
  | 'contract_events'
  | 'settlements'
  | 'announcements'
  | 'banners'
  | 'promotions'
  | 'reward_claims'
  | 'uploads'
  | 'vip_levels'
  | 'rebate_claims'
  | 'referral_rewards'
  | 'missions'
  | 'mission_claims'
  | 'points_balances'
  | 'points_entries'
  | 'mall_goods'
  | 'redemptions'
  | 'chat_threads'
  | 'chat_messages'
  | 'feedback'
  | 'accounts'
  | 'sessions'
  | 'ledger_transfers'
  | 'ledger_accounts'
  | 'settings'
  | 'login_failures'
  | 'rate_hits'
  | 'captchas'
  | 'used_challenges'
  | 'deposits'
  | 'messages'
  | 'payment_callbacks'
  | 'rounds'
  | 'round_steps'
  | 'play_launches'
  | 'play_sessions'
  | 'fair_seeds'
  | 'audit_log'
  | 'wallet_adjustments'
  | 'provider_transactions';

export async function rowCounts<T extends CountedTable>(server: TestServer, tables: readonly T[]): Promise<Record<T, number>> {
  const counts = {} as Record<T, number>;
  for (const table of tables) {
    const row = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(server.database.db);
    counts[table] = row.rows[0]?.n ?? -1;
  }
  return counts;
}

/** A short unique username that fits the default pattern (a letter, then 3 to 15 letters and digits). */
let sequence = 0;
export function uniqueUsername(prefix = 'u'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${sequence}`.slice(0, 16);
}

/** Credits a member through a bank deposit that support approves; `amount` is decimal text. */
export async function fundMember(server: TestServer, staff: string, token: string, amount: string): Promise<void> {
  const requested = await call(server, 'PUT', '/wps/member/deposit/bank', { token, body: { amount, payerName: 'Test Funding' } });
  if (requested.status !== 200) throw new Error(`deposit answered ${requested.status} ${requested.body?.code}`);
  const approved = await call(server, 'POST', `/wps/admin/deposits/${requested.body.value.id}/approve`, { token: staff, console: true });
  if (approved.status !== 200) throw new Error(`approval answered ${approved.status} ${approved.body?.code}`);
}
