import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { CALLERS, castOfCallers, renewSessions, type Cast, type CallerName, type MemberThings } from '../support/cast';
import { routeInputs, sampleOf, type RouteInput } from '../support/openapi-samples';
import { registeredRoutes, type RouteKey } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';
import { AGENT, resetThrottles } from '../support/wps-http';
import { PNG_PROOF } from '../support/withdrawal-world';

/**
 * Who may call what. Each row is one route of the running server and the answer each caller must
 * get, one letter per caller in the order of CALLERS:
 *   anonymous, trial, member, agent (the member's upline), other member, outside agent, staff.
 * A allowed (any answer but 401, 403 and 404), U unauthorized 401, F forbidden 403, N not found 404.
 * "Other member" and "outside agent" ask for the member's things: a round, a withdrawal, a picture,
 * a session, a downline report. The request is the route's schema sample unless the row gives one.
 */
type Expected = `${'A' | 'U' | 'F' | 'N'}${string}`;

interface Request {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly body?: unknown;
  readonly raw?: { readonly bytes: Uint8Array; readonly type: string };
}

interface Row {
  readonly expected: Expected;
  readonly request?: (m: MemberThings) => Request;
  /** Runs after every other row, and the callers come back with new sessions after it: the call ends their sessions or starts a break. */
  readonly last?: true;
}

const row = (expected: Expected, request?: (m: MemberThings) => Request): Row => (request ? { expected, request } : { expected });
const last = (expected: Expected, request?: (m: MemberThings) => Request): Row => ({ ...row(expected, request), last: true });

const PUBLIC = 'AAAAAAA';
const STAFF = 'UFFFFFA';
const AGENTS = 'UFFAFAF';
/** Any signed-in caller, staff and trial accounts included. */
const SIGNED_IN = 'UAAAAAA';
/** Players with a real account: trial accounts are asked to register, staff work on the console. */
const PLAYERS = 'UFAAAAF';
/** Players, trial accounts too. */
const ANY_PLAYER = 'UAAAAAF';
/** Calls signed by a game provider or a payment provider, or made with a play session: a portal session is no credential there. */
const OTHER_CREDENTIAL = 'UUUUUUU';
/** The member's own thing: support may see it too. */
const OWN_OR_STAFF = 'UNANNNA';
const OWN = 'UNANNNN';

const tiers = [{ validBet: '0', loss: '0', active: '0', rate: '1' }];

const MATRIX: Readonly<Record<RouteKey, Row>> = {
  'GET /lgw/games/game_menus': row(PUBLIC),
  'GET /psp/checkout': row(PUBLIC, () => ({ query: { token: 'x' } })),
  'GET /psp/checkout.css': row(PUBLIC),
  'POST /psp/checkout': row(PUBLIC),
  'GET /wps/docs': row(PUBLIC),
  'GET /wps/docs/': row(PUBLIC),
  'GET /wps/docs/*': row('NNNNNNN'),
  'GET /wps/docs/json': row(PUBLIC),
  'GET /wps/docs/yaml': row(PUBLIC),
  'GET /wps/docs/static/index.html': row(PUBLIC),
  'GET /wps/docs/static/swagger-initializer.js': row(PUBLIC),
  'GET /wps/openapi.json': row(PUBLIC),
  // A plain GET: how the socket's upgrade refuses a caller without a session (4401) is in live-balance.test.ts.
  'GET /wps/ws': row('NNNNNNN'),

  'GET /wps/system/status': row(PUBLIC),
  'GET /wps/health/live': row(PUBLIC),
  'GET /wps/health/ready': row(PUBLIC),
  /** Loopback callers without a proxy may read the metrics when no metrics token is set, as here. */
  'GET /metrics': row(PUBLIC),
  'GET /wps/system/publicKey': row(PUBLIC),
  'GET /wps/system/whitelabel': row(PUBLIC),
  'GET /wps/system/setting/register': row(PUBLIC),
  'GET /wps/system/domainRoute': row(PUBLIC),
  'GET /wps/system/helpCenter': row(PUBLIC),
  'GET /wps/system/banners': row(PUBLIC),
  'GET /wps/system/countryDialingCodes': row(PUBLIC),
  'GET /wps/captcha': row(PUBLIC),
  'GET /wps/verification/challenge': row(PUBLIC),
  'GET /wps/relay/MCSFE_getListAnnouncements': row(PUBLIC, () => ({ query: { types: 'PL' } })),
  'GET /wps/oauth/{provider}/start': row('NNNNNNN'),
  'GET /wps/oauth/{provider}/callback': row('NNNNNNN'),

  'POST /wps/session/login': row(PUBLIC),
  'POST /wps/session/login/freeplay': row(PUBLIC),
  'POST /wps/session/challenge': row('NNNNNNN'),
  'POST /wps/session/challenge/code': row('NNNNNNN'),
  'PUT /wps/member/register': row(PUBLIC),
  'PUT /wps/member/register/mobile': row('FFFFFFF'),
  'POST /wps/verification/sms/noLogin': row('FFFFFFF'),
  'POST /wps/verification/sms/register': row('FFFFFFF'),
  'POST /wps/verification/sms/forgetPassword': row('FFFFFFF'),
  'POST /wps/member/password/email': row(PUBLIC),
  'POST /wps/member/password/reset': row(PUBLIC),
  'POST /wps/member/password/verification': row('FFFFFFF'),

  'GET /wps/member/info': row(SIGNED_IN),
  'GET /wps/member/info/icon': row(SIGNED_IN),
  'GET /wps/member/info/funds/consolidated': row(PLAYERS),
  'GET /wps/v2/wallets/balance': row(PLAYERS),
  'GET /wps/relay/GCS_merchantWallet': row(SIGNED_IN),
  'POST /wps/relay/GCS_walletTransfer': row(PLAYERS),
  'PUT /wps/member/language': row(PLAYERS),
  'GET /wps/member/social': row(PLAYERS),
  'GET /wps/member/profile': row(PLAYERS),
  'PUT /wps/member/profile': row(PLAYERS, () => ({ body: { nickname: 'Matrix' } })),
  'POST /wps/member/password': row(SIGNED_IN),
  'PUT /wps/member/payment-password': row(PLAYERS),
  'POST /wps/verification/sms/bind': row(PLAYERS),
  'POST /wps/verification/email/bind': row(PLAYERS),
  'PUT /wps/member/contact': row(PLAYERS),
  'GET /wps/member/security': row(PLAYERS),
  'POST /wps/member/security/authenticator': row(PLAYERS),
  'PUT /wps/member/security/authenticator': row(PLAYERS),
  'POST /wps/member/security/authenticator/unbind': row(PLAYERS),
  'GET /wps/member/session': row(PLAYERS),
  'GET /wps/member/sessions': row(PLAYERS),
  'DELETE /wps/member/sessions/{id}': row('UFANNNF', (m) => ({ params: { id: m.spareSessionId } })),
  'DELETE /wps/member/sessions': last(PLAYERS),
  'GET /wps/member/logins': row(PLAYERS),
  'GET /wps/member/protection': row(PLAYERS),
  'PUT /wps/member/protection/limits': row(PLAYERS),
  'POST /wps/member/protection/timeout': last(PLAYERS),
  'POST /wps/member/protection/exclusion': last(PLAYERS),
  'DELETE /wps/session/logout': last('UAAAAAA'),

  'GET /wps/relay/CSP_unreadCount': row(SIGNED_IN),
  'GET /wps/relay/GLS2_roomList': row(SIGNED_IN),
  'GET /wps/relay/CBS_modelList': row(PUBLIC),
  'GET /wps/relay/CBS_launchChat': row(PLAYERS, (m) => ({ query: { hostId: m.liveHostId } })),
  'GET /wps/admin/live/hosts': row(STAFF),
  'POST /wps/admin/live/hosts': row(STAFF),
  // Last: the host's chat closes with it.
  'POST /wps/admin/live/hosts/{id}/disable': last(STAFF, (m) => ({ params: { id: m.liveHostId } })),
  'GET /wps/member/messages': row(ANY_PLAYER),
  'POST /wps/member/messages/read': row(PLAYERS, (m) => ({ body: { ids: [m.messageId] } })),
  'POST /wps/member/messages/delete': row(PLAYERS, (m) => ({ body: { ids: [m.messageId] } })),

  'GET /wps/member/deposit/bank': row(SIGNED_IN),
  'PUT /wps/member/deposit/bank': row(PLAYERS),
  'GET /wps/member/deposit/payment-page': row(SIGNED_IN),
  'PUT /wps/member/deposit/payment-page': row(PLAYERS),
  'GET /wps/member/deposits': row(SIGNED_IN),
  'GET /wps/member/transactions': row(SIGNED_IN),
  'GET /wps/member/withdraw': row(SIGNED_IN),
  'PUT /wps/member/withdraw': row('UFANNNF', (m) => ({ body: { amount: '100', bankAccountId: m.bankAccountId, paymentPassword: 'wrong1' } })),
  'GET /wps/member/withdrawals': row(SIGNED_IN),
  'GET /wps/member/bank-accounts': row(SIGNED_IN),
  'PUT /wps/member/bank-accounts': row(PLAYERS),
  'POST /wps/member/withdrawals/{id}/receipt': row(OWN, (m) => ({ params: { id: m.withdrawalId } })),
  'POST /wps/member/withdrawals/{id}/receipt/not-received': row(OWN, (m) => ({ params: { id: m.withdrawalId }, raw: { bytes: PNG_PROOF, type: 'image/png' } })),
  'GET /wps/member/transfer/team': row(PLAYERS),
  'POST /wps/member/transfer/team': row('UFNANNF', (m) => ({
    body: { recipient: m.username, amount: '1', paymentPassword: '135790', requestId: 'matrix-transfer-1' },
  })),
  'POST /wps/payment/callback': row(OTHER_CREDENTIAL),

  'POST /wps/game/launchGame': row(ANY_PLAYER, () => ({ body: { gameCode: 'HOUSE_DICE' } })),
  'GET /wps/relay/GCS_gameLaunchFB': row(ANY_PLAYER, () => ({ query: { gameCode: 'HOUSE_DICE' } })),
  'POST /wps/house/session': row(OTHER_CREDENTIAL),
  'POST /wps/house/{engine}/play': row(OTHER_CREDENTIAL),
  'POST /wps/house/blackjack/deal': row(OTHER_CREDENTIAL),
  'POST /wps/house/blackjack/act': row(OTHER_CREDENTIAL),
  'GET /wps/house/blackjack/round': row(OTHER_CREDENTIAL),
  'GET /wps/house/seeds': row(OTHER_CREDENTIAL),
  'POST /wps/house/seeds/rotate': row(OTHER_CREDENTIAL),
  'GET /wps/house/rounds/{id}/verify': row(OTHER_CREDENTIAL, (m) => ({ params: { id: m.roundId } })),
  'GET /wps/house/jackpot': row(PUBLIC),
  'GET /wps/member/bets': row(SIGNED_IN),
  'GET /wps/member/bets/summary': row(SIGNED_IN),
  'GET /wps/member/bets/{roundId}': row(OWN_OR_STAFF, (m) => ({ params: { roundId: m.roundId } })),
  'GET /wps/member/bets/{roundId}/verify': row(OWN, (m) => ({ params: { roundId: m.roundId } })),
  ...Object.fromEntries(
    ['authenticate', 'balance', 'bet', 'win', 'rollback', 'endRound'].map((action) => [`POST /wps/seamless/${action}`, row(OTHER_CREDENTIAL)]),
  ),

  'GET /wps/relay/GCSGAME_newGameVendor': row(PUBLIC),
  'GET /wps/relay/GCSGAME_getVassGameType': row(PUBLIC),
  'GET /wps/relay/GCSGAME_gameList': row(PUBLIC),
  'GET /wps/relay/GCSGAME_hotGamesV2': row(PUBLIC),
  'GET /wps/relay/GCSGAME_getRankList': row(PUBLIC),
  'GET /wps/games/{nodeId}/art.svg': row(PUBLIC),
  'GET /wps/relay/MCSFE_getFavoriteIds': row(ANY_PLAYER),
  'GET /wps/relay/MCSFE_getFavoriteList': row(ANY_PLAYER),
  'POST /wps/relay/MCSFE_addFavoriteV2': row(ANY_PLAYER),
  'DELETE /wps/relay/MCSFE_removeFavoriteV2': row(ANY_PLAYER),
  'GET /wps/relay/GCS_recentGame': row(ANY_PLAYER),

  'GET /wps/promotions': row('AAAAAAF'),
  'GET /wps/promotions/claimable': row(ANY_PLAYER),
  'POST /wps/promotions/{id}/claim': row(PLAYERS),
  'PUT /wps/promotions/{id}/apply': row(PLAYERS),
  'GET /wps/member/bonusDetails': row(ANY_PLAYER),
  'POST /wps/member/zalo-bonus': row(PLAYERS),
  'POST /wps/uploads': row('UFAAAAA', () => ({ raw: { bytes: PNG_PROOF, type: 'image/png' } })),
  'GET /wps/uploads/{id}': row('NNANNNA', (m) => ({ params: { id: m.uploadId } })),
  'GET /wps/member/vip': row(PLAYERS),
  'GET /wps/member/rebate': row(PLAYERS),
  'POST /wps/member/rebate/claim': row(PLAYERS),
  'GET /wps/member/referral': row(PLAYERS),
  'GET /wps/missions': row(PLAYERS),
  'POST /wps/missions/{id}/claim': row(PLAYERS),
  'GET /wps/missions/{id}/leaderboard': row(SIGNED_IN),
  'GET /wps/mall': row(PLAYERS),
  'POST /wps/mall/redeem': row(PLAYERS),
  'GET /wps/chat': row(PLAYERS),
  'POST /wps/chat/messages': row(PLAYERS),
  'POST /wps/chat/read': row(PLAYERS),
  'POST /wps/chat/typing': row(PLAYERS),
  'PUT /wps/feedback': row(PLAYERS),
  'GET /wps/feedback': row(ANY_PLAYER),

  'GET /wps/agent/menu': row(AGENTS),
  'GET /wps/agent/affiliate': row(AGENTS),
  'GET /wps/agent/contracts': row('UFAAAAF'),
  'POST /wps/agent/contracts': row('UFFAFNF', (m) => ({ body: { downline: m.username, kind: 'dailySalary', tiers } })),
  'POST /wps/agent/contracts/{id}/{action}': row('UNNANNN', (m) => ({ params: { id: m.offerId, action: 'accept' } })),
  'GET /wps/agent/settlements': row(AGENTS),
  'POST /wps/agent/settlements/{id}/pay': row('UNNNNNN'),
  'POST /wps/agent/downlines': row(AGENTS, () => ({ body: { username: 'matrixdownline', password: 'Abc12345', kind: 'member' } })),
  'GET /wps/agent/links': row(AGENTS),
  'POST /wps/agent/links': row(AGENTS),
  'POST /wps/agent/links/{id}/disable': row('UFFAFNF', (m) => ({ params: { id: m.linkId } })),
  'GET /wps/agent/team/bets': row('UFFAFNF', (m) => ({ query: { account: m.username } })),
  'GET /wps/agent/team/transactions': row('UFFAFNF', (m) => ({ query: { account: m.username } })),
  'GET /wps/agent/team/overview': row(AGENTS),
  'GET /wps/agent/team/downlines': row('UFFAFNF', (m) => ({ query: { parent: m.accountId } })),
  'GET /wps/agent/team/user-loss': row('UFFAFNF', (m) => ({ query: { parent: m.accountId } })),

  'GET /wps/admin/member/{account}': row(STAFF),
  'GET /wps/admin/member/{account}/bets': row(STAFF),
  'GET /wps/admin/member/{account}/protection': row(STAFF),
  'PUT /wps/admin/member/{account}/protection/limits': row(STAFF),
  'GET /wps/admin/member/{account}/sessions': row(STAFF),
  'DELETE /wps/admin/member/{account}/sessions': row(STAFF),
  'PUT /wps/admin/member/{account}/upline': row(STAFF, () => ({ body: { upline: AGENT.username } })),
  'GET /wps/admin/rounds/{roundId}': row(STAFF),
  'GET /wps/admin/settings': row(STAFF),
  'PUT /wps/admin/settings/{key}': row(STAFF),
  'POST /wps/admin/staff': row(STAFF),
  'GET /wps/admin/outbox': row(STAFF),
  'POST /wps/admin/messages': row(STAFF, (m) => ({ body: { to: m.username, title: 'Hello', body: 'From support' } })),
  'GET /wps/admin/ledger/audit': row(STAFF),
  'GET /wps/admin/audit': row(STAFF),
  'GET /wps/admin/audit/verify': row(STAFF),
  'POST /wps/admin/wallet/adjust': row(STAFF, (m) => ({ body: { account: m.username, amount: '1', reason: 'Matrix', requestId: 'matrix-adjust-1' } })),
  'GET /wps/admin/deposits': row(STAFF),
  'POST /wps/admin/deposits/{id}/approve': row(STAFF, (m) => ({ params: { id: m.depositId } })),
  'POST /wps/admin/deposits/{id}/reject': row(STAFF, (m) => ({ params: { id: m.depositId } })),
  'GET /wps/admin/withdrawals': row(STAFF),
  'GET /wps/admin/withdrawals/{id}/proof': row(OWN_OR_STAFF, (m) => ({ params: { id: m.proofWithdrawalId } })),
  'POST /wps/admin/withdrawals/{id}/approve': row(STAFF, (m) => ({ params: { id: m.withdrawalId } })),
  'POST /wps/admin/withdrawals/{id}/reject': row(STAFF, (m) => ({ params: { id: m.withdrawalId } })),
  'POST /wps/admin/providers': row(STAFF),
  'POST /wps/admin/games/maintenance': row(STAFF, () => ({ body: { vassalage: 'HOUSE', on: false } })),
  'GET /wps/admin/banners': row(STAFF),
  'POST /wps/admin/banners': row(STAFF),
  'POST /wps/admin/banners/{id}/disable': row(STAFF),
  'GET /wps/admin/promotions': row(STAFF),
  'POST /wps/admin/promotions': row(STAFF),
  'POST /wps/admin/promotions/{id}/disable': row(STAFF),
  'GET /wps/admin/promotions/applications': row(STAFF),
  'POST /wps/admin/promotions/applications/{id}/approve': row('UFFFFFN'),
  'POST /wps/admin/promotions/applications/{id}/reject': row('UFFFFFN'),
  'GET /wps/admin/missions': row(STAFF),
  'POST /wps/admin/missions': row(STAFF),
  'POST /wps/admin/missions/{id}/disable': row(STAFF),
  'GET /wps/admin/mall/goods': row(STAFF),
  'POST /wps/admin/mall/goods': row(STAFF),
  // Goods 1 is the demo's own: staff may disable it.
  'POST /wps/admin/mall/goods/{id}/disable': row(STAFF),
  'GET /wps/admin/mall/redemptions': row(STAFF),
  'POST /wps/admin/mall/redemptions/{id}/approve': row('UFFFFFN'),
  'POST /wps/admin/mall/redemptions/{id}/reject': row('UFFFFFN'),
  'GET /wps/admin/chat': row(STAFF),
  'GET /wps/admin/chat/{id}': row(STAFF, (m) => ({ params: { id: m.chatThreadId } })),
  'POST /wps/admin/chat/{id}/messages': row(STAFF, (m) => ({ params: { id: m.chatThreadId } })),
  'POST /wps/admin/chat/{id}/typing': row(STAFF, (m) => ({ params: { id: m.chatThreadId } })),
  'GET /wps/admin/feedback': row(STAFF),
  'POST /wps/admin/feedback/{id}/reply': row(STAFF, (m) => ({ params: { id: m.feedbackId } })),
  'PUT /wps/admin/help/{lang}/{slug}': row(STAFF),
  'GET /wps/admin/announcements': row(STAFF),
  'POST /wps/admin/announcements': row(STAFF),
  'POST /wps/admin/announcements/{id}/disable': row(STAFF),
  'POST /wps/admin/contracts': row(STAFF, () => ({ body: { agent: AGENT.username, kind: 'dailySalary', tiers } })),
  'POST /wps/admin/contracts/{id}/end': row(STAFF),
  'GET /wps/admin/agents/{account}/contracts': row(STAFF, () => ({ params: { account: AGENT.username } })),
  'GET /wps/admin/agents/{account}/tree': row(STAFF, () => ({ params: { account: AGENT.username } })),
  'POST /wps/admin/settlements/run': row(STAFF, () => ({ body: { cadence: 'daily', dryRun: true } })),
  'POST /wps/admin/agents': row(STAFF),
  'POST /wps/admin/lottery/result': row(STAFF, () => ({ body: { gameCode: 'VN_NORTH', drawId: '20000101-0001', result: {} } })),

  'GET /wps/lgw/games/game_menus': row(PUBLIC),
  'GET /wps/lgw/vn/games/game_menu': row(PUBLIC),
  'GET /wps/lgw/vn/numeros/opened/game': row(PUBLIC, () => ({ query: { gameCode: 'VN_FAST' } })),
  'GET /wps/lottery/results': row(PUBLIC, () => ({ query: { gameCode: 'VN_FAST' } })),
  'GET /wps/lottery/verify/{gameCode}/{drawId}': row('NNNNNNN', () => ({ params: { gameCode: 'VN_FAST', drawId: '20000101-0001' } })),
  'GET /wps/lgw/vn/games/game_menu/recent': row(SIGNED_IN),
  'GET /wps/lotto/lgw/games/opened/numero': row(SIGNED_IN, () => ({ query: { gameCode: 'VN_FAST' } })),
  'GET /wps/lottery/tickets': row(SIGNED_IN),
  'POST /wps/lottery/bet': row(PLAYERS, () => ({
    body: { gameCode: 'VN_FAST', drawId: '20000101-0001', bets: [{ kind: 'lo2', picks: ['07'], stake: '100' }], requestId: 'matrix' },
  })),
};

/** Routes that move money or play for real: a trial account is asked to register. */
const REAL_MONEY: readonly RouteKey[] = [
  'POST /wps/relay/GCS_walletTransfer',
  'PUT /wps/member/deposit/bank',
  'PUT /wps/member/deposit/payment-page',
  'PUT /wps/member/withdraw',
  'POST /wps/member/transfer/team',
  'POST /wps/promotions/{id}/claim',
  'PUT /wps/promotions/{id}/apply',
  'POST /wps/member/zalo-bonus',
  'POST /wps/member/rebate/claim',
  'POST /wps/missions/{id}/claim',
  'POST /wps/mall/redeem',
  'POST /wps/lottery/bet',
];
/** Game launches: a trial account asking for real play gets a trial session (the play and seamless routes take only that session). */
const TRIAL_MODE: readonly RouteKey[] = ['POST /wps/game/launchGame', 'GET /wps/relay/GCS_gameLaunchFB'];
/** What else a trial account may change: none of it moves money. */
const TRIAL_MAY_CHANGE: readonly RouteKey[] = [
  'POST /psp/checkout',
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'PUT /wps/member/register',
  'POST /wps/member/password/email',
  'POST /wps/member/password/reset',
  'POST /wps/member/password',
  'DELETE /wps/session/logout',
  'POST /wps/relay/MCSFE_addFavoriteV2',
  'DELETE /wps/relay/MCSFE_removeFavoriteV2',
];

const DEFAULT_PARAMS = (m: MemberThings): Record<string, string | number> => ({
  account: 'demo_player',
  roundId: m.roundId,
  id: 1,
  provider: 'GOOGLE',
  lang: 'EN',
  slug: 'terms',
  key: 'maintenance',
  action: 'accept',
  engine: 'dice',
  nodeId: 1,
});

function classOf(status: number): string {
  if (status >= 500) return `!${status}`;
  return ({ 401: 'U', 403: 'F', 404: 'N' } as Record<number, string>)[status] ?? 'A';
}

function requestOf(key: RouteKey, row: Row, input: RouteInput | undefined, m: MemberThings) {
  const [method, template] = key.split(' ') as [string, string];
  const given = row.request?.(m) ?? {};
  const params = { ...DEFAULT_PARAMS(m), ...given.params };
  const sampleQuery = Object.entries(input?.query ?? {})
    .filter(([, q]) => q.required)
    .map(([name, q]) => [name, String(sampleOf(q.schema))]);
  const query = new URLSearchParams({
    ...Object.fromEntries(sampleQuery),
    ...Object.fromEntries(Object.entries(given.query ?? {}).map(([k, v]) => [k, String(v)])),
  });
  const body = given.raw
    ? given.raw.bytes
    : given.body !== undefined
      ? JSON.stringify(given.body)
      : input?.body
        ? JSON.stringify(sampleOf(input.body))
        : undefined;
  const contentType = given.raw?.type ?? (body !== undefined ? 'application/json' : undefined);
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { method, url: `${path}${query.size ? `?${query}` : ''}`, body, contentType };
}

/** Things that do not exist: asking for the member's must answer exactly like asking for these. */
const GHOST: MemberThings = {
  username: 'nosuchmember',
  accountId: 999_999,
  bankAccountId: 999_999,
  roundId: 999_999,
  withdrawalId: 999_999,
  proofWithdrawalId: 999_999,
  depositId: 999_999,
  uploadId: 999_999,
  spareSessionId: 999_999,
  messageId: 999_999,
  chatThreadId: 999_999,
  liveHostId: 999_999,
  feedbackId: 999_999,
  linkId: 999_999,
  offerId: 999_999,
};

async function answerOf(server: TestServer, request: ReturnType<typeof requestOf>, headers: Record<string, string>): Promise<string> {
  await resetThrottles(server);
  const all = { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) };
  const response = await fetch(server.url + request.url, {
    method: request.method,
    headers: all,
    ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
  });
  return `${response.status} ${(await response.text()).match(/"code":"([^"]+)"/)?.[1] ?? ''}`;
}

describe.each(surfaceBackends())('authorization matrix on %s', (backend) => {
  let server: TestServer;
  let cast: Cast;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    cast = await castOfCallers(server);
  });
  afterAll(async () => server?.close());

  it('has one row for every route the server registers, and none for a route it does not', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(registeredRoutes(server.app));
  });

  it('answers every caller of every route as the matrix says', { timeout: 300_000 }, async () => {
    const inputs = routeInputs(server.app);
    const rows = Object.entries(MATRIX) as [RouteKey, Row][];
    const ordered = [...rows.filter(([, r]) => !r.last), ...rows.filter(([, r]) => r.last)];
    const wrong: string[] = [];
    for (const [key, row] of ordered) {
      const request = requestOf(key, row, inputs.get(key), cast.member);
      const answers: Partial<Record<CallerName, string>> = {};
      // The member, who may change its own things, goes after the callers that must not reach them.
      for (const caller of [...CALLERS].reverse()) {
        const answer = await answerOf(server, request, cast.headers[caller]);
        answers[caller] = `${classOf(Number(answer.split(' ')[0]))} ${answer}`;
      }
      const got = CALLERS.map((c) => answers[c]![0]).join('');
      if (row.last) await renewSessions(server, cast);
      if (got !== row.expected) wrong.push(`${key}: expected ${row.expected}, got ${got} (${CALLERS.map((c) => `${c} ${answers[c]}`).join('; ')})`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a trial account off real money: every change it may make is known, money routes refuse it, launches stay in trial mode', async () => {
    const inputs = routeInputs(server.app);
    const trialLetter = CALLERS.indexOf('trial');
    const reached = (Object.entries(MATRIX) as [RouteKey, Row][]).filter(([key, r]) => r.expected[trialLetter] === 'A' && !key.startsWith('GET '));
    expect(reached.map(([key]) => key).filter((key) => !TRIAL_MAY_CHANGE.includes(key) && !TRIAL_MODE.includes(key))).toEqual([]);
    const answers = [];
    for (const key of REAL_MONEY)
      answers.push(`${key}: ${await answerOf(server, requestOf(key, MATRIX[key]!, inputs.get(key), cast.member), cast.headers.trial)}`);
    expect(answers).toEqual(REAL_MONEY.map((key) => `${key}: 403 access.need_true_account`));
    for (const key of TRIAL_MODE) {
      const request = requestOf(key, MATRIX[key]!, inputs.get(key), cast.member);
      const launched = await fetch(server.url + request.url, {
        method: request.method,
        headers: { ...cast.headers.trial, ...(request.body ? { 'content-type': 'application/json' } : {}) },
        ...(request.body ? { body: request.body as string } : {}),
      });
      const launch = new URL(((await launched.json()) as { value: { url: string } }).value.url, server.url).searchParams.get('launch');
      const opened = await fetch(`${server.url}/wps/house/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launch }),
      });
      expect([key, ((await opened.json()) as { value: { trial: boolean } }).value.trial]).toEqual([key, true]);
    }
  });

  it("answers another member and an outside agent asking for the member's things exactly as for things that do not exist", async () => {
    const inputs = routeInputs(server.app);
    const leaks: string[] = [];
    for (const [key, row] of Object.entries(MATRIX) as [RouteKey, Row][]) {
      if (!row.request || row.last) continue;
      for (const caller of ['otherMember', 'outsideAgent'] as const) {
        if (row.expected[CALLERS.indexOf(caller)] !== 'N') continue;
        const real = await answerOf(server, requestOf(key, row, inputs.get(key), cast.member), cast.headers[caller]);
        const ghost = await answerOf(server, requestOf(key, row, inputs.get(key), GHOST), cast.headers[caller]);
        if (real !== ghost) leaks.push(`${key} as ${caller}: ${real} for the member's, ${ghost} for none`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
