import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../adapters/wps-contract/limits';
import { surfaceBackends } from '../support/backends';
import { BLACKJACK_ACTIONS } from '../../core/domain/play/blackjack';
import { startTestServer, type TestServer } from '../support/test-server';
import { PROFILE_FIELDS } from '../../core/domain/access/profile';
import { LIMIT_KEYS } from '../../core/domain/protection/limits';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES } from '../../core/domain/protection/breaks';
import { bearerLogin, login, PLAYER, resetThrottles, sessionCookie, staffToken, WPS_ROUTES } from '../support/wps-http';

/**
 * Junk thrown at every /wps route: each generated request starts from a well-formed one and gets
 * at least one defect that the wire contract forbids. The server must answer a 4xx envelope whose
 * code names a request or validation problem, and the database must not move at all.
 */

type Field =
  | { readonly kind: 'text'; readonly max: number; readonly required?: true }
  | { readonly kind: 'bool'; readonly required?: true }
  | { readonly kind: 'literal'; readonly values: readonly string[]; readonly required?: true }
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly required?: true }
  | { readonly kind: 'any'; readonly required?: true };

type QueryEntries = readonly (readonly [string, string])[];

interface RouteSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI spelling, `{name}` for path parameters. */
  readonly path: string;
  readonly params?: Readonly<Record<string, { readonly valid: string; readonly invalid: fc.Arbitrary<string> }>>;
  /** Known query fields and query entries that break them. */
  readonly query?: Readonly<Record<string, fc.Arbitrary<QueryEntries>>>;
  /** The body schema's fields; absent when the route takes no body. */
  readonly body?: Readonly<Record<string, Field>>;
  /** The codes a refusal may carry, when not only request and validation ones. */
  readonly codes?: RegExp;
  /** Content types the route takes as raw bytes (an image upload): not junk there. */
  readonly accepts?: readonly string[];
}

const text = (max: number, required?: true): Field => (required ? { kind: 'text', max, required } : { kind: 'text', max });
const required = <F extends Field>(field: F): F => ({ ...field, required: true });

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const controlChar = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((c) => String.fromCharCode(c));
const withControlChar = fc.tuple(fc.string({ maxLength: 10 }), controlChar, fc.string({ maxLength: 10 })).map(([a, c, b]) => a + c + b);

/** Query values the catalogue's schemas refuse. */
const badQuery = (name: string, values: fc.Arbitrary<string>) => values.map((v) => [[name, v]] as const);
const badPage = fc.constantFrom('0', '-1', 'x', '1.5', '1000000', '');
const badHost = badQuery('host', fc.constantFrom('x', '0', '-1', '1.5', ''));
const badLanguage = badQuery('language', fc.constantFrom('en', 'ENG', 'E', '12', ''));
/** Contract terms as a form sends them (adapters/wps-contract/agency.ts). */
const TERMS_FIELDS: Readonly<Record<string, Field>> = {
  kind: text(16, true),
  period: text(16),
  tiers: { kind: 'any' },
  profitRate: text(8),
  lossRate: text(8),
  minBet: text(24),
};

const CATALOG_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', path: '/lgw/games/game_menus', query: { language: badLanguage } },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    query: { language: badLanguage, merchantCode: badQuery('merchantCode', fc.constantFrom('a b', '', 'x'.repeat(40))) },
  },
  { method: 'GET', path: '/wps/relay/GCSGAME_getVassGameType', query: { vassalage: badQuery('vassalage', fc.constantFrom('a b', '', '%', 'x'.repeat(40))) } },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: {
      pageNo: badQuery('pageNo', badPage),
      pageSize: badQuery('pageSize', fc.constantFrom('0', '1000', 'x', '-5', '')),
      gameType: badQuery('gameType', fc.constantFrom('rng', 'R', 'RNG!', 'X'.repeat(13))),
      gameClassify: badQuery('gameClassify', fc.constantFrom('XX', 'sc', '')),
      gameName: badQuery('gameName', fc.oneof(fc.string({ minLength: 65, maxLength: 90 }), withControlChar)),
      language: badLanguage,
      twice: fc.constant([
        ['pageNo', '1'],
        ['pageNo', '2'],
      ] as const),
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: { flush: badQuery('flush', fc.constantFrom('yes', '0', '')), isPlatform: badQuery('isPlatform', fc.constantFrom('22', 'x')) },
  },
  {
    method: 'GET',
    path: '/wps/games/{nodeId}/art.svg',
    params: { nodeId: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '99999999999', '%00') } },
  },
  { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteIds' },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteList',
    query: { pageSize: badQuery('pageSize', fc.constantFrom('0', '1000', 'x')), pageNo: badQuery('pageNo', badPage) },
  },
  {
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteV2',
    body: { nodeId: { kind: 'int', min: 1, max: 2_147_483_647, required: true }, vendor: text(32), gameType: text(12) },
  },
  { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteV2', query: { nodeId: badQuery('nodeId', fc.constantFrom('x', '0', '-1', '1.5', '')) } },
  { method: 'GET', path: '/wps/relay/GCS_recentGame', query: { language: badLanguage } },
  { method: 'GET', path: '/wps/relay/GLS2_roomList', query: { language: badLanguage } },
  { method: 'GET', path: '/wps/relay/CBS_modelList' },
  { method: 'GET', path: '/wps/relay/CBS_launchChat', query: { hostId: badQuery('hostId', fc.constantFrom('x', '0', '-1', '1.5', '')) } },
  { method: 'GET', path: '/wps/admin/live/hosts' },
  {
    method: 'POST',
    path: '/wps/admin/live/hosts',
    body: { name: text(256, true), pictureUrl: text(500, true), streamUrl: text(500, true), schedule: text(800) },
  },
  { method: 'POST', path: '/wps/admin/live/hosts/{id}/disable', params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5') } } },
  {
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    query: {
      limitNum: badQuery('limitNum', fc.constantFrom('0', '-1', 'x', '100', '')),
      gameCategory: badQuery('gameCategory', fc.constantFrom('rng', 'R', 'X'.repeat(13))),
      flush: badQuery('flush', fc.constantFrom('yes', '0')),
      language: badLanguage,
    },
  },
  {
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    query: {
      nodeId: badQuery('nodeId', fc.constantFrom('x', '0', '-1', '1.5', '')),
      gameCode: badQuery('gameCode', fc.constantFrom('a b', '', 'x'.repeat(65))),
      trial: badQuery('trial', fc.constantFrom('yes', 'TRUE')),
    },
  },
  { method: 'POST', path: '/wps/admin/games/maintenance', body: { vassalage: text(32, true), on: { kind: 'bool', required: true } } },
];

const LOTTERY_CODES = /^(validation|request|lottery|access|wallet)\.[a-z_]+$/;
const badGameCode = badQuery('gameCode', fc.constantFrom('', 'a b', 'VN-FAST', 'x'.repeat(65), '%'));
const lotteryMenuQuery = {
  prizeMode: badQuery('prizeMode', fc.constantFrom('lott', 'X', '')),
  device: badQuery('device', fc.string({ minLength: 17, maxLength: 30 })),
  language: badQuery('language', fc.string({ minLength: 9, maxLength: 20 })),
};
const openedQuery = { gameCode: badGameCode, limit: badQuery('limit', fc.constantFrom('0', '51', 'x', '-1', '1.5')) };
const pageQuery = { pageNo: badQuery('pageNo', badPage), pageSize: badQuery('pageSize', fc.constantFrom('0', '101', 'x', '-5', '')) };

const LOTTERY_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', path: '/wps/lgw/games/game_menus', query: lotteryMenuQuery },
  { method: 'GET', path: '/wps/lgw/vn/games/game_menu', query: lotteryMenuQuery },
  { method: 'GET', path: '/wps/lgw/vn/games/game_menu/recent', query: lotteryMenuQuery, codes: LOTTERY_CODES },
  { method: 'GET', path: '/wps/lgw/vn/numeros/opened/game', query: openedQuery, codes: LOTTERY_CODES },
  { method: 'GET', path: '/wps/lotto/lgw/games/opened/numero', query: openedQuery, codes: LOTTERY_CODES },
  {
    method: 'GET',
    path: '/wps/lottery/results',
    query: {
      gameCode: badGameCode,
      from: badQuery('from', fc.constantFrom('2026-13-01', 'x', '20260101')),
      to: badQuery('to', fc.constantFrom('2026-02-30', 'y', '')),
      ...pageQuery,
    },
    codes: LOTTERY_CODES,
  },
  {
    method: 'GET',
    path: '/wps/lottery/verify/{gameCode}/{drawId}',
    params: {
      gameCode: { valid: 'LOTT_1M', invalid: fc.constantFrom('a%20b', 'x'.repeat(65), '%25') },
      drawId: { valid: '20260101-0001', invalid: fc.constantFrom('2026-0101', 'x', '20260101-1', '20260101-00001') },
    },
    codes: LOTTERY_CODES,
  },
  {
    method: 'POST',
    path: '/wps/lottery/bet',
    body: { gameCode: text(64, true), drawId: text(13, true), bets: required({ kind: 'any' }), requestId: text(64, true) },
    codes: LOTTERY_CODES,
  },
  {
    method: 'GET',
    path: '/wps/lottery/tickets',
    query: {
      gameCode: badGameCode,
      drawId: badQuery('drawId', fc.constantFrom('x', '20260101')),
      status: badQuery('status', fc.constantFrom('OPEN', 'paid', '')),
      ...pageQuery,
    },
    codes: LOTTERY_CODES,
  },
  {
    method: 'POST',
    path: '/wps/admin/lottery/result',
    body: { gameCode: text(64, true), drawId: text(13, true), result: required({ kind: 'any' }) },
    codes: LOTTERY_CODES,
  },
];

const ROUTES: readonly RouteSpec[] = [
  {
    method: 'GET',
    path: '/wps/system/status',
    query: { lang: fc.oneof(fc.string({ minLength: 9, maxLength: 30 }), withControlChar).map((v) => [['lang', v]] as const) },
  },
  { method: 'GET', path: '/wps/system/whitelabel' },
  { method: 'GET', path: '/wps/system/setting/register' },
  { method: 'GET', path: '/wps/system/domainRoute' },
  { method: 'GET', path: '/wps/health/live' },
  { method: 'GET', path: '/wps/health/ready' },
  {
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: {
      lang: fc.oneof(
        fc
          .string({ maxLength: 6 })
          .filter((v) => !/^[A-Z]{2}$/.test(v))
          .map((v) => [['lang', v]] as const),
        fc.constant([
          ['lang', 'EN'],
          ['lang', 'UR'],
        ] as const),
      ),
      device: fc
        .string({ maxLength: 8 })
        .filter((v) => v !== 'WEB')
        .map((v) => [['device', v]] as const),
    },
  },
  { method: 'GET', path: '/wps/captcha' },
  {
    method: 'GET',
    path: '/wps/verification/challenge',
    query: { username: fc.oneof(fc.string({ minLength: 65, maxLength: 80 }), withControlChar).map((v) => [['username', v]] as const) },
  },
  {
    method: 'POST',
    path: '/wps/session/login',
    body: {
      username: text(64, true),
      password: text(128, true),
      type: required({ kind: 'literal', values: ['username', 'sms'] }),
      captcha: text(16),
      captchaId: text(64),
      verification: text(2048),
      countryDialingCode: text(5),
      purpose: { kind: 'literal', values: ['play', 'withdrawal'] },
    },
  },
  { method: 'DELETE', path: '/wps/session/logout' },
  {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    body: { os: text(32), platform: { kind: 'literal', values: ['W'] }, gatewayVersion: { kind: 'int', min: 1, max: 9 } },
  },
  {
    method: 'PUT',
    path: '/wps/member/register',
    body: {
      username: text(64, true),
      password: text(128, true),
      confirmPassword: text(128, true),
      termsAccepted: required({ kind: 'bool' }),
      payeeName: text(128),
      email: text(128),
      qqNum: text(128),
      mobileNum: text(128),
      recommenderId: text(128),
      affiliateCode: text(128),
      paymentPassword: text(128),
      line: text(128),
      whatsapp: text(128),
      facebook: text(128),
      wechat: text(128),
      idNumber: text(128),
      referralCode: text(32),
      captcha: text(16),
      captchaId: text(64),
      verification: text(2048),
      domain: text(255),
      registerUrl: text(1024),
      registerMethod: { kind: 'literal', values: ['WEB'] },
      login: { kind: 'bool' },
      depositLimit: { kind: 'any' },
    },
  },
  {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    body: {
      mobileNum: text(32, true),
      countryDialingCode: text(8, true),
      verificationCode: text(16),
      password: text(128),
      confirmPassword: text(128),
      termsAccepted: required({ kind: 'bool' }),
      referralCode: text(32),
      verification: text(2048),
      registerMethod: { kind: 'literal', values: ['WEB'] },
      login: { kind: 'bool' },
    },
  },
  { method: 'GET', path: '/wps/member/info' },
  { method: 'GET', path: '/wps/member/info/icon' },
  { method: 'POST', path: '/wps/member/password', body: { oldPassword: text(128, true), newPassword: text(128, true), confirmNewPassword: text(128, true) } },
  { method: 'PUT', path: '/wps/member/payment-password', body: { oldPassword: text(128), newPassword: text(128, true), confirmNewPassword: text(128, true) } },
  { method: 'GET', path: '/wps/relay/CSP_unreadCount' },
  {
    method: 'GET',
    path: '/wps/member/messages',
    query: {
      pageSize: fc.constantFrom('0', '100', 'x', '-5').map((v) => [['pageSize', v]] as const),
      unread: fc.constantFrom('yes', '2', 'true').map((v) => [['unread', v]] as const),
    },
  },
  { method: 'POST', path: '/wps/member/messages/read', body: { ids: { kind: 'any' } } },
  { method: 'POST', path: '/wps/member/messages/delete', body: { ids: { kind: 'any', required: true } } },
  ...(['noLogin', 'register', 'forgetPassword'] as const).map((kind) => ({
    method: 'POST' as const,
    path: `/wps/verification/sms/${kind}`,
    body: { mobileNum: text(20, true), countryDialingCode: text(5, true) },
  })),
  { method: 'GET', path: '/wps/system/countryDialingCodes' },
  { method: 'POST', path: '/wps/member/password/email', body: { username: text(64, true), email: text(254, true) } },
  { method: 'POST', path: '/wps/member/password/reset', body: { token: text(128, true), newPassword: text(128, true), confirmNewPassword: text(128, true) } },
  {
    method: 'POST',
    path: '/wps/member/password/verification',
    body: {
      mobileNum: text(20, true),
      countryDialingCode: text(5, true),
      verificationCode: text(16, true),
      newPassword: text(128, true),
      confirmNewPassword: text(128, true),
    },
  },
  { method: 'GET', path: '/wps/admin/outbox', query: { to: fc.string({ minLength: 255, maxLength: 300 }).map((v) => [['to', v]] as const) } },
  {
    method: 'POST',
    path: '/wps/admin/messages',
    body: { to: text(64), all: { kind: 'bool' }, vip: { kind: 'int', min: 1, max: 99 }, title: text(100, true), body: text(2000, true) },
  },
  {
    method: 'GET',
    path: '/wps/admin/member/{account}',
    params: {
      account: {
        valid: 'demo_player',
        invalid: fc.oneof(
          fc.string({ unit: letters, minLength: 65, maxLength: 140 }),
          withControlChar.map(encodeURIComponent),
          fc.constantFrom('%', 'ab%zz', '%E0%A4%A', '%FF', '%C0%AF'),
        ),
      },
    },
  },
  { method: 'GET', path: '/wps/admin/settings' },
  ...(['start', 'callback'] as const).map((step): RouteSpec => ({
    method: 'GET',
    path: `/wps/oauth/{provider}/${step}`,
    params: { provider: { valid: 'GOOGLE', invalid: fc.constantFrom('google', 'G', '%00', 'X'.repeat(17), 'GOO GLE') } },
    query:
      step === 'start'
        ? { returnTo: badQuery('returnTo', fc.constant('/'.repeat(513))), link: badQuery('link', fc.constantFrom('0', 'yes', '')) }
        : { code: badQuery('code', fc.constant('c'.repeat(2049))), state: badQuery('state', fc.constant('s'.repeat(257))) },
  })),
  { method: 'GET', path: '/wps/member/social' },
  { method: 'GET', path: '/wps/system/banners', query: { group: badQuery('group', fc.constantFrom('', 'home', 'w_', 'W_HOME', 'w_nowhere_at_all')) } },
  { method: 'GET', path: '/wps/admin/banners' },
  {
    method: 'POST',
    path: '/wps/admin/banners',
    body: {
      groupName: text(32, true),
      title: text(100, true),
      url: text(1024, true),
      linkageType: text(16, true),
      target: text(1024),
      sort: { kind: 'int', min: 0, max: 9999 },
      startsAt: text(40),
      endsAt: text(40),
    },
    codes: /^(validation|request|banner|access)\.[a-z_]+$/,
  },
  {
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: { types: badQuery('types', fc.constantFrom('', 'pl', 'PL,', 'PLX', 'PL;PU')), platform: badQuery('platform', fc.constantFrom('H5', 'w', '')) },
  },
  { method: 'GET', path: '/wps/admin/announcements' },
  {
    method: 'PUT',
    path: '/wps/admin/help/{lang}/{slug}',
    params: {
      lang: { valid: 'EN', invalid: fc.constantFrom('en', 'E', 'ENGL', '%00') },
      slug: { valid: 'terms', invalid: fc.constantFrom('Bad', '-x', 'a_b', 'x'.repeat(41), '%00') },
    },
    body: { markdown: required({ kind: 'any' }), sort: { kind: 'int', min: 0, max: 9999 } },
    codes: /^(validation|request|help|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/admin/announcements',
    body: {
      kind: text(4, true),
      execution: text(2, true),
      title: text(100, true),
      content: { kind: 'any' },
      sort: { kind: 'int', min: 0, max: 9999 },
      startsAt: text(40),
      endsAt: text(40),
    },
    codes: /^(validation|request|announcement|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/admin/announcements/{id}/disable',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
  },
  { method: 'GET', path: '/wps/promotions' },
  { method: 'GET', path: '/wps/promotions/claimable' },
  { method: 'POST', path: '/wps/promotions/{id}/claim', params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } } },
  {
    method: 'PUT',
    path: '/wps/promotions/{id}/apply',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    body: { comment: text(1000, true), images: required({ kind: 'any' }) },
  },
  { method: 'GET', path: '/wps/member/bonusDetails' },
  { method: 'POST', path: '/wps/member/zalo-bonus' },
  { method: 'GET', path: '/wps/member/vip' },
  { method: 'GET', path: '/wps/member/rebate' },
  { method: 'POST', path: '/wps/member/rebate/claim' },
  { method: 'GET', path: '/wps/member/referral' },
  { method: 'GET', path: '/wps/missions' },
  ...['/wps/missions/{id}/claim', '/wps/missions/{id}/leaderboard', '/wps/admin/missions/{id}/disable'].map((path) => ({
    method: path.includes('leaderboard') ? ('GET' as const) : ('POST' as const),
    path,
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
  })),
  { method: 'GET', path: '/wps/admin/missions' },
  { method: 'GET', path: '/wps/mall' },
  {
    method: 'POST',
    path: '/wps/mall/redeem',
    body: {
      goodsId: required({ kind: 'int', min: 1, max: 2_147_483_647 }),
      quantity: required({ kind: 'int', min: -1000, max: 1000 }),
      paymentPassword: text(128, true),
    },
    codes: /^(validation|request|mall|wallet|access)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/admin/mall/goods' },
  {
    method: 'POST',
    path: '/wps/admin/mall/goods',
    body: {
      name: text(100, true),
      image: text(1024),
      kind: text(8, true),
      points: text(16, true),
      value: text(24),
      stock: required({ kind: 'int', min: 0, max: 1_000_000_000 }),
    },
    codes: /^(validation|request|mall|access)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/admin/mall/redemptions' },
  { method: 'GET', path: '/wps/chat', query: { after: badQuery('after', fc.constantFrom('x', '-1', '1.5', '99999999999', '')), host: badHost } },
  // A chat line may hold line breaks: junk text there is the text rule's to refuse (tests/core/domain/engagement/chat.test.ts).
  { method: 'POST', path: '/wps/chat/messages', body: { body: required({ kind: 'any' }) }, codes: /^(validation|request|chat|access)\.[a-z_]+$/ },
  { method: 'POST', path: '/wps/chat/read', query: { host: badHost } },
  { method: 'POST', path: '/wps/chat/typing', query: { host: badHost } },
  { method: 'GET', path: '/wps/admin/chat' },
  {
    method: 'PUT',
    path: '/wps/feedback',
    body: { type: text(16, true), content: text(1000, true), images: { kind: 'any' } },
    codes: /^(validation|request|feedback|upload|access)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/feedback' },
  { method: 'GET', path: '/wps/admin/feedback' },
  {
    method: 'POST',
    path: '/wps/admin/feedback/{id}/reply',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    body: { reply: required({ kind: 'any' }) },
  },
  {
    method: 'GET',
    path: '/wps/admin/chat/{id}',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    query: { after: badQuery('after', fc.constantFrom('x', '-1', '')) },
  },
  {
    method: 'POST',
    path: '/wps/admin/chat/{id}/messages',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    body: { body: required({ kind: 'any' }) },
  },
  { method: 'POST', path: '/wps/admin/chat/{id}/typing', params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } } },
  ...['/wps/admin/mall/goods/{id}/disable', '/wps/admin/mall/redemptions/{id}/approve', '/wps/admin/mall/redemptions/{id}/reject'].map((path) => ({
    method: 'POST' as const,
    path,
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    ...(path.endsWith('reject') ? { body: { reason: text(140, true) } } : {}),
  })),
  {
    method: 'POST',
    path: '/wps/admin/missions',
    body: {
      title: text(100, true),
      period: text(16, true),
      metric: text(16, true),
      gameType: text(16),
      target: text(24, true),
      reward: text(24, true),
      sort: { kind: 'int', min: 0, max: 9999 },
    },
    codes: /^(validation|request|mission|access)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/agent/contracts' },
  {
    method: 'POST',
    path: '/wps/agent/contracts',
    body: { downline: text(64, true), ...TERMS_FIELDS },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/agent/contracts/{id}/{action}',
    params: {
      id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') },
      action: { valid: 'accept', invalid: fc.constantFrom('approve', 'ACCEPT', '', 'accept ') },
    },
    body: { confirm: { kind: 'bool' } },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'GET',
    path: '/wps/agent/settlements',
    query: {
      kind: badQuery('kind', fc.constantFrom('salary', '', 'DIVIDEND')),
      side: badQuery('side', fc.constantFrom('both', '', 'x')),
      from: badQuery('from', fc.constantFrom('yesterday', '', '2026-1-1')),
      pageNo: badQuery('pageNo', badPage),
    },
  },
  {
    method: 'POST',
    path: '/wps/agent/settlements/{id}/pay',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/admin/contracts/{id}/end',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  { method: 'POST', path: '/wps/admin/contracts', body: { agent: text(64, true), ...TERMS_FIELDS }, codes: /^(validation|request|agency|access)\.[a-z_]+$/ },
  {
    method: 'GET',
    path: '/wps/admin/agents/{account}/contracts',
    params: { account: { valid: 'demo_agent', invalid: fc.constantFrom('x'.repeat(65), 'a\u0001b') } },
  },
  {
    method: 'POST',
    path: '/wps/admin/settlements/run',
    body: {
      cadence: required({ kind: 'literal', values: ['fiveMinutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] }),
      at: { kind: 'any' },
      dryRun: { kind: 'bool' },
      kind: { kind: 'literal', values: ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] },
    },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/agent/downlines',
    body: { username: text(64, true), password: text(64, true), kind: required({ kind: 'literal', values: ['member', 'agent'] }), contract: { kind: 'any' } },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/admin/agents',
    body: { username: text(64, true), password: text(64, true), upline: text(64) },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/agent/menu' },
  { method: 'GET', path: '/wps/agent/affiliate' },
  ...['/wps/agent/team/bets', '/wps/agent/team/transactions'].map((path) => ({
    method: 'GET' as const,
    path,
    query: {
      account: badQuery('account', fc.constantFrom('x'.repeat(65))),
      pageNo: badQuery('pageNo', badPage),
      from: badQuery('from', fc.constantFrom('x', '2026-1-1')),
    },
  })),
  { method: 'GET', path: '/wps/agent/links' },
  {
    method: 'POST',
    path: '/wps/agent/links',
    body: { kind: required({ kind: 'literal', values: ['member', 'agent'] }) },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/agent/links/{id}/disable',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    codes: /^(validation|request|agency|access)\.[a-z_]+$/,
  },
  {
    method: 'GET',
    path: '/wps/admin/agents/{account}/tree',
    params: { account: { valid: 'demo_agent', invalid: fc.constantFrom('x'.repeat(65)) } },
    query: { depth: badQuery('depth', fc.constantFrom('0', '11', 'x', '')) },
  },
  {
    method: 'GET',
    path: '/wps/agent/team/overview',
    query: { from: badQuery('from', fc.constantFrom('2026-2-3', 'x', '')), to: badQuery('to', fc.constantFrom('26-01-01', '')) },
  },
  ...['/wps/agent/team/downlines', '/wps/agent/team/user-loss'].map((path) => ({
    method: 'GET' as const,
    path,
    query: {
      parent: badQuery('parent', fc.constantFrom('x', '0', '-1', '99999999999', '')),
      pageNo: badQuery('pageNo', badPage),
      search: badQuery('search', withControlChar),
    },
  })),
  { method: 'POST', path: '/wps/uploads', accepts: ['application/octet-stream', 'image/png'], codes: /^(validation|request|access)\.[a-z_]+$/ },
  { method: 'GET', path: '/wps/uploads/{id}', params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } } },
  { method: 'GET', path: '/wps/admin/promotions' },
  {
    method: 'POST',
    path: '/wps/admin/promotions',
    body: {
      title: text(100, true),
      summary: text(300),
      content: { kind: 'any' },
      image: text(1024),
      category: text(16, true),
      badges: { kind: 'any' },
      kind: text(16, true),
      audience: text(16),
      percent: { kind: 'int', min: 0, max: 100_000 },
      turnoverMultiple: { kind: 'int', min: 0, max: 100_000 },
      sort: { kind: 'int', min: 0, max: 9999 },
      startsAt: text(40),
      endsAt: text(40),
    },
    codes: /^(validation|request|promo|access)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/admin/promotions/{id}/disable',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
  },
  { method: 'GET', path: '/wps/admin/promotions/applications' },
  ...(['approve', 'reject'] as const).map((action) => ({
    method: 'POST' as const,
    path: `/wps/admin/promotions/applications/{id}/${action}`,
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
    ...(action === 'reject' ? { body: { reason: text(140, true) } } : {}),
  })),
  {
    method: 'POST',
    path: '/wps/admin/banners/{id}/disable',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '9999999999', '%00') } },
  },
  {
    method: 'PUT',
    path: '/wps/admin/settings/{key}',
    params: {
      key: {
        valid: 'maintenance',
        invalid: fc.oneof(
          fc
            .string({ minLength: 1, maxLength: 50 })
            .filter((k) => !/^[A-Za-z]{1,40}$/.test(k) && !/^\.{1,2}$/.test(k))
            .map(encodeURIComponent),
          fc.string({ unit: letters, minLength: 41, maxLength: 60 }),
          withControlChar.map(encodeURIComponent),
        ),
      },
    },
    body: { value: required({ kind: 'any' }) },
  },
  { method: 'POST', path: '/wps/admin/staff', body: { username: text(64, true), password: text(128, true) } },
  { method: 'GET', path: '/wps/admin/ledger/audit' },
  {
    method: 'GET',
    path: '/wps/admin/audit',
    query: {
      actor: badQuery('actor', fc.oneof(fc.string({ minLength: 65, maxLength: 90 }), withControlChar)),
      kind: badQuery('kind', fc.constantFrom('Deposit', 'deposit.', '.x', 'a b', '%', 'x'.repeat(65))),
      from: badQuery('from', fc.constantFrom('x', '2026-1-1', '2026-13-01T00:00:00Z', '')),
      to: badQuery('to', fc.constantFrom('tomorrow', '26-01-01')),
      pageNo: badQuery('pageNo', badPage),
      pageSize: badQuery('pageSize', fc.constantFrom('0', '101', 'x', '-5', '')),
    },
  },
  { method: 'GET', path: '/wps/admin/audit/verify' },
  {
    method: 'POST',
    path: '/wps/admin/wallet/adjust',
    body: { account: text(64, true), amount: text(25, true), reason: text(500, true), requestId: text(64, true) },
  },
  { method: 'GET', path: '/wps/member/deposit/bank' },
  { method: 'PUT', path: '/wps/member/deposit/bank', body: { amount: text(24, true), payerName: text(64, true), reference: text(64) } },
  { method: 'GET', path: '/wps/member/deposits' },
  {
    method: 'GET',
    path: '/wps/member/transactions',
    query: {
      pageNo: fc.constantFrom('0', '-1', 'x', '1.5', '9999999').map((v) => [['pageNo', v]] as const),
      from: fc.constantFrom('2026', '26-01-01', 'today').map((v) => [['from', v]] as const),
    },
  },
  { method: 'GET', path: '/wps/admin/deposits', query: { status: fc.constantFrom('approving', 'x', 'PENDING').map((v) => [['status', v]] as const) } },
  ...(['approve', 'reject'] as const).map((action) => ({
    method: 'POST' as const,
    path: `/wps/admin/deposits/{id}/${action}`,
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } },
    ...(action === 'reject' ? { body: { reason: text(140, true) } } : {}),
  })),
  { method: 'GET', path: '/wps/relay/GCS_merchantWallet' },
  { method: 'GET', path: '/wps/v2/wallets/balance' },
  { method: 'GET', path: '/wps/member/info/funds/consolidated' },
  {
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: { from: text(8, true), to: text(8, true), amount: text(24, true), requestId: text(64, true) },
  },
  { method: 'GET', path: '/wps/member/transfer/team' },
  {
    method: 'POST',
    path: '/wps/member/transfer/team',
    body: { recipient: text(64, true), amount: text(24, true), paymentPassword: text(64, true), requestId: text(64, true) },
  },
  {
    method: 'PUT',
    path: '/wps/admin/member/{account}/upline',
    params: {
      account: {
        valid: 'demo_player',
        invalid: fc.oneof(fc.string({ unit: letters, minLength: 65, maxLength: 140 }), withControlChar.map(encodeURIComponent)),
      },
    },
    body: { upline: text(64, true) },
  },
  {
    method: 'POST',
    path: '/wps/session/challenge',
    body: { challengeId: text(32, true), factor: required({ kind: 'literal', values: ['totp', 'sms', 'email', 'bank'] }), answer: text(64, true) },
  },
  {
    method: 'POST',
    path: '/wps/session/challenge/code',
    body: { challengeId: text(32, true), factor: required({ kind: 'literal', values: ['sms', 'email'] }) },
  },
  { method: 'GET', path: '/wps/system/publicKey' },
  ...(['/wps/member/bets', '/wps/admin/member/{account}/bets'] as const).map((path) => ({
    method: 'GET' as const,
    path,
    ...(path.includes('{account}')
      ? {
          params: {
            account: {
              valid: 'demo_player',
              invalid: fc.oneof(fc.string({ unit: letters, minLength: 65, maxLength: 140 }), withControlChar.map(encodeURIComponent)),
            },
          },
        }
      : {}),
    query: {
      gameType: badQuery('gameType', fc.constantFrom('rng', 'R!', 'X'.repeat(13), '')),
      from: badQuery('from', fc.constantFrom('2026-1-1', 'yesterday', '')),
      to: badQuery('to', fc.constantFrom('20260101', 'x')),
      pageNo: badQuery('pageNo', badPage),
      pageSize: badQuery('pageSize', fc.constantFrom('0', '1000', 'x')),
    },
  })),
  {
    method: 'GET',
    path: '/wps/member/bets/summary',
    query: { from: badQuery('from', fc.constantFrom('2026-1-1', 'x', '')), to: badQuery('to', fc.constantFrom('x', '2026/01/01')) },
  },
  ...(['/wps/member/bets/{roundId}', '/wps/member/bets/{roundId}/verify', '/wps/admin/rounds/{roundId}'] as const).map((path) => ({
    method: 'GET' as const,
    path,
    params: { roundId: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '99999999999', '%00') } },
  })),
  { method: 'GET', path: '/wps/member/profile' },
  // The schema takes any 2–3 capitals; the site's list is checked after the caller is known, so a stranger sending "AA" is told to log in.
  {
    method: 'PUT',
    path: '/wps/member/language',
    body: { language: required({ kind: 'literal', values: ['EN', 'UR'] }) },
    codes: /^(validation|request|access)\.[a-z_]+$/,
  },
  {
    method: 'PUT',
    path: '/wps/member/profile',
    body: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text(256)])),
    codes: /^(validation|request|profile)\.[a-z_]+$/,
  },
  {
    method: 'POST',
    path: '/wps/verification/sms/bind',
    body: { mobileNum: text(20, true), countryDialingCode: text(5, true) },
    codes: /^(validation|request|verification|security)\.[a-z_]+$/,
  },
  { method: 'POST', path: '/wps/verification/email/bind', body: { email: text(254, true) }, codes: /^(validation|request|verification|security)\.[a-z_]+$/ },
  {
    method: 'PUT',
    path: '/wps/member/contact',
    body: {
      kind: required({ kind: 'literal', values: ['mobile', 'email'] }),
      mobileNum: text(20),
      countryDialingCode: text(5),
      email: text(254),
      code: text(16, true),
    },
    codes: /^(validation|request|verification|security)\.[a-z_]+$/,
  },
  { method: 'GET', path: '/wps/member/security' },
  { method: 'POST', path: '/wps/member/security/authenticator' },
  { method: 'PUT', path: '/wps/member/security/authenticator', body: { code: text(32, true) } },
  { method: 'POST', path: '/wps/member/security/authenticator/unbind', body: { code: text(32, true) } },
  { method: 'GET', path: '/wps/member/session' },
  { method: 'GET', path: '/wps/member/sessions' },
  { method: 'DELETE', path: '/wps/member/sessions' },
  {
    method: 'DELETE',
    path: '/wps/member/sessions/{id}',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '0', '-1', '1.5', '99999999999', '%00') } },
  },
  { method: 'GET', path: '/wps/member/logins' },
  { method: 'GET', path: '/wps/member/protection' },
  { method: 'PUT', path: '/wps/member/protection/limits', body: { key: required({ kind: 'literal', values: LIMIT_KEYS }), value: required({ kind: 'any' }) } },
  { method: 'POST', path: '/wps/member/protection/timeout', body: { duration: required({ kind: 'literal', values: TIMEOUT_CHOICES }) } },
  { method: 'POST', path: '/wps/member/protection/exclusion', body: { duration: required({ kind: 'literal', values: EXCLUSION_CHOICES }) } },
  {
    method: 'GET',
    path: '/wps/admin/member/{account}/protection',
    params: { account: { valid: 'demo_player', invalid: fc.string({ unit: letters, minLength: 65, maxLength: 140 }) } },
  },
  {
    method: 'PUT',
    path: '/wps/admin/member/{account}/protection/limits',
    params: { account: { valid: 'demo_player', invalid: fc.string({ unit: letters, minLength: 65, maxLength: 140 }) } },
    body: { key: required({ kind: 'literal', values: LIMIT_KEYS }), value: required({ kind: 'any' }) },
  },
  ...(['GET', 'DELETE'] as const).map((method) => ({
    method,
    path: '/wps/admin/member/{account}/sessions',
    params: {
      account: {
        valid: 'demo_player',
        invalid: fc.oneof(fc.string({ unit: letters, minLength: 65, maxLength: 140 }), withControlChar.map(encodeURIComponent)),
      },
    },
  })),
  ...LOTTERY_ROUTES,
  { method: 'GET', path: '/wps/member/deposit/payment-page' },
  { method: 'PUT', path: '/wps/member/deposit/payment-page', body: { amount: text(24, true) } },
  // The provider's notice is read raw, whatever its type: junk fails its signature.
  { method: 'POST', path: '/wps/payment/callback', codes: /^(validation|request|payment)\.[a-z_]+$/ },
  { method: 'GET', path: '/wps/member/withdraw' },
  {
    method: 'PUT',
    path: '/wps/member/withdraw',
    body: {
      amount: text(24, true),
      bankAccountId: required({ kind: 'int', min: 1, max: 2_147_483_647 }),
      paymentPassword: text(128, true),
      requestKey: text(64),
    },
  },
  { method: 'GET', path: '/wps/member/withdrawals' },
  { method: 'GET', path: '/wps/member/bank-accounts' },
  { method: 'PUT', path: '/wps/member/bank-accounts', body: { bankName: text(64, true), accountNumber: text(64, true), accountName: text(64, true) } },
  {
    method: 'POST',
    path: '/wps/member/withdrawals/{id}/receipt',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } },
    body: { outcome: required({ kind: 'literal', values: ['received', 'partly_received'] }), received: text(24), remaining: text(24) },
  },
  {
    method: 'POST',
    path: '/wps/member/withdrawals/{id}/receipt/not-received',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } },
    accepts: ['application/octet-stream', 'image/png'],
  },
  {
    method: 'GET',
    path: '/wps/admin/withdrawals/{id}/proof',
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } },
  },
  {
    method: 'GET',
    path: '/wps/admin/withdrawals',
    query: { status: fc.constantFrom('approving', 'holding', 'x', 'PENDING').map((v) => [['status', v]] as const) },
  },
  ...(['approve', 'reject'] as const).map((action) => ({
    method: 'POST' as const,
    path: `/wps/admin/withdrawals/{id}/${action}`,
    params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } },
    ...(action === 'reject' ? { body: { reason: text(140, true) } } : {}),
  })),
  {
    method: 'POST',
    path: '/wps/game/launchGame',
    body: {
      gameCode: text(64, true),
      trial: { kind: 'bool' },
      launchMode: { kind: 'literal', values: ['LOTT'] },
      lottoArea: text(16),
      prizeMode: { kind: 'literal', values: ['LOTT', 'ZY', 'ELOTT', 'SEA'] },
      lottoView: { kind: 'literal', values: ['betting', 'lobby'] },
      device: text(16),
      backUrl: text(256),
      language: text(2),
    },
  },
  { method: 'POST', path: '/wps/house/session', body: { launch: text(128, true) } },
  {
    method: 'POST',
    path: '/wps/house/{engine}/play',
    params: { engine: { valid: 'slot', invalid: fc.constantFrom('mines', 'SLOT', 'x', '%00') } },
    body: { amount: text(15, true), params: { kind: 'any' } },
  },
  { method: 'POST', path: '/wps/house/blackjack/deal', body: { amount: text(15, true) } },
  {
    method: 'POST',
    path: '/wps/house/blackjack/act',
    body: { roundId: required({ kind: 'any' }), action: required({ kind: 'literal', values: BLACKJACK_ACTIONS }), requestId: text(64, true) },
  },
  { method: 'GET', path: '/wps/house/blackjack/round' },
  { method: 'GET', path: '/wps/house/seeds' },
  { method: 'GET', path: '/wps/house/jackpot' },
  { method: 'POST', path: '/wps/house/seeds/rotate', body: { clientSeed: text(64) } },
  { method: 'GET', path: '/wps/house/rounds/{id}/verify', params: { id: { valid: '1', invalid: fc.constantFrom('x', '-1', '1.5', '99999999999', '%00') } } },
  { method: 'POST', path: '/wps/admin/providers', body: { code: text(32, true) } },
  { method: 'POST', path: '/wps/seamless/authenticate', body: { token: text(128, true) } },
  { method: 'POST', path: '/wps/seamless/balance', body: { playerId: text(10, true) } },
  {
    method: 'POST',
    path: '/wps/seamless/bet',
    body: {
      playerId: text(10, true),
      token: text(128, true),
      txId: text(64, true),
      roundId: text(64, true),
      gameCode: text(64, true),
      amount: text(15, true),
      currency: text(3, true),
    },
  },
  {
    method: 'POST',
    path: '/wps/seamless/win',
    body: {
      playerId: text(10, true),
      txId: text(64, true),
      roundId: text(64, true),
      gameCode: text(64, true),
      amount: text(15, true),
      currency: text(3, true),
    },
  },
  {
    method: 'POST',
    path: '/wps/seamless/rollback',
    body: { playerId: text(10, true), txId: text(64, true), roundId: text(64, true), betTxId: text(64, true) },
  },
  { method: 'POST', path: '/wps/seamless/endRound', body: { playerId: text(10, true), roundId: text(64, true) } },
  ...CATALOG_ROUTES,
];

/** A well-formed value of a field (the mutations then break the request elsewhere or here). */
function validValue(field: Field, name: string): unknown {
  switch (field.kind) {
    case 'text':
      return name === 'username' ? 'junkuser' : 'Abc12345';
    case 'bool':
      return true;
    case 'literal':
      return field.values[0];
    case 'int':
      return field.min;
    case 'any':
      return { enabled: true, message: 'junk got through' };
  }
}

const jsonJunk = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

function wrongType(field: Field): fc.Arbitrary<unknown> | null {
  switch (field.kind) {
    case 'text':
      return fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })),
      );
    case 'bool':
      return fc.oneof(
        fc.constantFrom('true', 'false', '1', ''),
        fc.integer(),
        jsonJunk.filter((v) => typeof v !== 'boolean'),
      );
    case 'literal':
      return fc.oneof(
        fc.string({ maxLength: 12 }).filter((v) => !field.values.includes(v)),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
      );
    case 'int':
      return fc.oneof(
        fc.integer().filter((v) => v < field.min || v > field.max),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => !Number.isInteger(v)),
        fc.string({ maxLength: 4 }),
        fc.boolean(),
        fc.constant(null),
      );
    case 'any':
      return null;
  }
}

type Mutation =
  | { readonly kind: 'set'; readonly field: string; readonly value: unknown; readonly why: string }
  | { readonly kind: 'missing'; readonly field: string }
  | { readonly kind: 'raw'; readonly raw: string | Uint8Array; readonly contentType: string | null; readonly why: string }
  | { readonly kind: 'query'; readonly entries: QueryEntries }
  | { readonly kind: 'param'; readonly name: string; readonly segment: string };

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];
const OTHER_TYPES = [
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'text/html',
  'image/png',
  'application/jsonx',
  'json',
];

function mutations(route: RouteSpec): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [];
  const known = new Set([...Object.keys(route.query ?? {})]);
  options.push(
    fc
      .array(
        fc.tuple(
          fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !known.has(k)),
          fc.string({ maxLength: 12 }),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((entries) => ({ kind: 'query', entries })),
  );
  for (const broken of Object.values(route.query ?? {})) options.push(broken.map((entries) => ({ kind: 'query', entries })));
  for (const [name, param] of Object.entries(route.params ?? {})) options.push(param.invalid.map((segment) => ({ kind: 'param', name, segment })));
  if (route.method !== 'GET') {
    const notJson = fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '[1,',
        'undefined',
        "{'a':1}",
        '{"a":1}{',
        'NaN',
        '{"a":}',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
      fc.string({ maxLength: 40 }).filter((s) => !isJson(s)),
      fc.uint8Array({ minLength: 1, maxLength: 40 }).filter((b) => !isJson(Buffer.from(b).toString('utf8'))),
    );
    options.push(fc.tuple(notJson, fc.constantFrom(...JSON_TYPES)).map(([raw, contentType]) => ({ kind: 'raw', raw, contentType, why: 'not json' })));
    // text/plain has a parser; it is wrong only where a JSON object is expected.
    const types = (route.body ? [...OTHER_TYPES, 'text/plain'] : OTHER_TYPES).filter((t) => !route.accepts?.includes(t));
    options.push(
      fc
        .tuple(fc.constantFrom(...types), fc.string({ maxLength: 30 }))
        .map(([contentType, raw]) => ({ kind: 'raw', raw: raw || 'x', contentType, why: 'wrong content type' })),
      fc.uint8Array({ minLength: 1, maxLength: 30 }).map((raw) => ({ kind: 'raw', raw, contentType: null, why: 'no content type' })),
    );
  }
  if (route.body) {
    const names = Object.keys(route.body);
    options.push(
      fc
        .tuple(
          fc.string({ minLength: 1, maxLength: 16 }).filter((k) => !names.includes(k)),
          jsonJunk,
        )
        .map(([field, value]) => ({ kind: 'set', field, value, why: 'unknown field' })),
    );
    options.push(
      fc.constantFrom('null', '[]', '"text"', '42', 'true').map((raw) => ({ kind: 'raw', raw, contentType: 'application/json', why: 'not an object' })),
    );
    for (const [field, spec] of Object.entries(route.body)) {
      const wrong = wrongType(spec);
      if (wrong) options.push(wrong.map((value) => ({ kind: 'set', field, value, why: 'wrong type' })));
      if (spec.required) options.push(fc.constant({ kind: 'missing', field }));
      if (spec.kind === 'text') {
        options.push(
          fc.string({ minLength: spec.max + 1, maxLength: spec.max + 40 }).map((value) => ({ kind: 'set', field, value, why: 'too long' })),
          withControlChar.map((value) => ({ kind: 'set', field, value, why: 'control character' })),
        );
      }
    }
  }
  return fc.oneof(...options);
}

interface JunkRequest {
  readonly url: string;
  readonly init: RequestInit;
}

/** Serializes the body from entries, so that keys such as `__proto__` go on the wire as they are. */
const encodeObject = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

function buildRequest(route: RouteSpec, optional: readonly string[], applied: readonly Mutation[], auth: Record<string, string>): JunkRequest {
  const params: Record<string, string> = Object.fromEntries(Object.entries(route.params ?? {}).map(([n, p]) => [n, p.valid]));
  const body = new Map<string, unknown>();
  for (const [name, field] of Object.entries(route.body ?? {})) if (field.required || optional.includes(name)) body.set(name, validValue(field, name));
  let raw: { raw: string | Uint8Array; contentType: string | null } | null = null;
  const query: (readonly [string, string])[] = [];
  for (const m of applied) {
    if (m.kind === 'set') body.set(m.field, m.value);
    else if (m.kind === 'missing') body.delete(m.field);
    else if (m.kind === 'raw') raw = m;
    else if (m.kind === 'query') query.push(...m.entries);
    else params[m.name] = m.segment;
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  const search = query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, v])).toString()}` : '';
  const headers: Record<string, string> = { ...auth };
  let payload: string | Uint8Array | undefined;
  if (raw) {
    payload = raw.raw;
    if (raw.contentType) headers['content-type'] = raw.contentType;
  } else if (route.body) {
    payload = encodeObject([...body.entries()]);
    headers['content-type'] = 'application/json';
  }
  return { url: path + search, init: { method: route.method, headers, ...(payload !== undefined ? { body: payload as BodyInit } : {}) } };
}

/** Every table the junk could touch, as row count and digest, in one query. */
const WATCHED = [
  'accounts',
  'sessions',
  'ledger_accounts',
  'ledger_transfers',
  'settings',
  'login_failures',
  'rate_hits',
  'captchas',
  'used_challenges',
  'deposits',
  'messages',
  'payment_callbacks',
  'bank_accounts',
  'withdrawals',
  'withdrawal_proofs',
  'verification_codes',
  'outbound_messages',
  'password_resets',
  'game_providers',
  'provider_transactions',
  'play_launches',
  'play_sessions',
  'fair_seeds',
  'rounds',
  'round_steps',
  'known_ips',
  'login_challenges',
  'authenticators',
  'recovery_codes',
  'login_history',
  'audit_log',
  'wallet_adjustments',
  'lottery_tickets',
] as const;

/** A session's last-seen time is refreshed once a minute by any call it makes, refused or not: not a change. */
const rowOf = (table: string) =>
  table === 'sessions' ? sql`(t.id, t.account_id, t.token_hash, t.ip, t.created_at, t.expires_at, t.revoked_at)::text` : sql`t::text`;

async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const columns = WATCHED.map(
    (t) => sql`(SELECT count(*) || ':' || md5(coalesce(string_agg(${rowOf(t)}, '|' ORDER BY ${rowOf(t)}), '')) FROM ${sql.table(t)} t) AS ${sql.ref(t)}`,
  );
  const result = await sql<Record<string, string>>`SELECT ${sql.join(columns)}`.execute(server.database.db);
  return result.rows[0]!;
}

const FAILURE_VALUE_KEYS = new Set(['field', 'captcha', 'errors']);

const JUNK_CODES = /^(validation|request)\.[a-z_]+$/;

function assertRefused(status: number, headers: Headers, text: string, what: string, codes = JUNK_CODES): void {
  const context = `${what} → ${status} ${text.slice(0, 300)}`;
  expect(status, context).toBeGreaterThanOrEqual(400);
  expect(status, context).toBeLessThan(500);
  expect(headers.get('content-type'), context).toMatch(/^application\/json/);
  expect(headers.getSetCookie(), context).toEqual([]);
  const body = JSON.parse(text) as { success: unknown; code: unknown; message: { key: unknown }; value: unknown };
  expect(Object.keys(body).sort(), context).toEqual(['code', 'message', 'success', 'value']);
  expect(body.success, context).toBe(false);
  expect(body.code, context).toMatch(codes);
  const { key, params, ...rest } = body.message as { key: unknown; params?: Record<string, unknown> };
  expect(key, context).toBe(`errors.${body.code as string}`);
  expect(rest, context).toEqual({});
  if (params !== undefined)
    expect(
      Object.values(params).every((v) => typeof v === 'string' || typeof v === 'number'),
      context,
    ).toBe(true);
  if (body.value !== null) {
    expect(typeof body.value, context).toBe('object');
    expect(
      Object.keys(body.value as object).every((k) => FAILURE_VALUE_KEYS.has(k)),
      context,
    ).toBe(true);
  }
}

const describeRequest = (request: JunkRequest) => {
  const body = request.init.body;
  const shown = body instanceof Uint8Array ? `bytes[${body.length}]` : typeof body === 'string' ? JSON.stringify(body.slice(0, 200)) : '';
  return `${request.init.method} ${request.url} ${JSON.stringify(request.init.headers)} ${shown}`;
};

/** Per route and back end; unseeded, so every run of the suite tries new junk. */
const NUM_RUNS = 12;

describe.each(surfaceBackends())('junk input on %s', (backend) => {
  let server: TestServer;
  let identities: Record<string, Record<string, string>>;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    const member = await bearerLogin(server, PLAYER.username, PLAYER.password);
    const staff = await staffToken(server);
    const cookie = sessionCookie(await login(server, PLAYER.username, PLAYER.password))!.value;
    identities = {
      none: {},
      member: { authorization: `Bearer ${member}`, 'x-session-transport': 'bearer' },
      staff: { authorization: `Bearer ${staff}`, 'x-session-transport': 'bearer', 'x-portal-site': 'console' },
      cookie: { cookie: `portal_session=${cookie}` },
    };
    await resetThrottles(server);
  });
  afterAll(async () => server?.close());

  it('covers every route of the API', () => {
    expect(ROUTES.map((r) => `${r.method.toLowerCase()} ${r.path}`).sort()).toEqual(WPS_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s refuses junk with a 4xx envelope and writes nothing', async (_name, route) => {
    const before = await snapshot(server);
    const optionalNames = Object.entries(route.body ?? {})
      .filter(([, f]) => !f.required)
      .map(([n]) => n);
    const junk = fc.record({
      optional: fc.subarray(optionalNames),
      applied: fc.array(mutations(route), { minLength: 1, maxLength: 3 }),
      identity: fc.constantFrom('none', 'member', 'staff', 'cookie'),
    });
    await fc.assert(
      fc.asyncProperty(junk, async ({ optional, applied, identity }) => {
        const request = buildRequest(route, optional, applied, identities[identity]!);
        const response = await fetch(server.url + request.url, request.init);
        // Provider calls check the signature first: junk without one is refused as unsigned.
        const codes = route.codes ?? (route.path.startsWith('/wps/seamless/') ? /^(validation|request|seamless)\.[a-z_]+$/ : JUNK_CODES);
        // A route for signed-in callers, or for agents (none of these callers is one), asks who calls before it reads what was sent.
        const who = identity === 'none' ? 'not_logged_in' : route.path.startsWith('/wps/agent/') ? 'forbidden' : null;
        const allowed = who ? new RegExp(`${codes.source}|^access\\.${who}$`) : codes;
        assertRefused(response.status, response.headers, await response.text(), `${identity}: ${describeRequest(request)}`, allowed);
      }),
      { numRuns: NUM_RUNS },
    );
    // Refused requests write nothing: checked once over the route's runs (a snapshot reads every watched row).
    expect(await snapshot(server)).toEqual(before);
  });

  it.each(ROUTES.filter((r) => r.method !== 'GET').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 413 request.too_large above 64 KiB',
    async (_name, route) => {
      const before = await snapshot(server);
      const path = route.path.replace('{key}', 'maintenance');
      const padded = (size: number) => {
        const shell = JSON.stringify({ username: '' });
        return JSON.stringify({ username: 'x'.repeat(size - shell.length) });
      };
      const over = padded(BODY_LIMIT + 1);
      expect(over.length).toBe(BODY_LIMIT + 1);
      const big = await fetch(server.url + path, { method: route.method, headers: { 'content-type': 'application/json', ...identities['staff'] }, body: over });
      const text = await big.text();
      expect(big.status, text).toBe(413);
      expect(JSON.parse(text)).toEqual({ success: false, code: 'request.too_large', message: { key: 'errors.request.too_large' }, value: null });

      const under = await fetch(server.url + path, { method: route.method, headers: { 'content-type': 'application/json' }, body: padded(BODY_LIMIT - 1) });
      expect(under.status).not.toBe(413);
      expect(await snapshot(server)).toEqual(before);
    },
  );

  /**
   * Requests that pass the wire schema but make no sense: the use cases must refuse them with a 4xx
   * envelope. Only the throttling tables may move (rate windows, spent captchas and challenges).
   */
  describe('well-formed nonsense', () => {
    const printable = (maxLength: number) => fc.string({ unit: 'grapheme-composite', maxLength });
    const CORE_TABLES = ['accounts', 'sessions', 'ledger_accounts', 'ledger_transfers', 'settings'] as const;
    const coreOf = (snap: Record<string, string>) => Object.fromEntries(CORE_TABLES.map((t) => [t, snap[t]]));
    const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
    let settings: Record<string, unknown>;
    beforeAll(async () => {
      settings = (await (await fetch(`${server.url}/wps/admin/settings`, { headers: identities['staff'] })).json()).value;
    });

    const cases: [string, () => fc.Arbitrary<{ method: string; path: string; body: unknown; identity: string }>][] = [
      [
        'POST /wps/session/login',
        () =>
          fc
            .record(
              {
                username: printable(64),
                password: printable(128),
                type: fc.constantFrom('username', 'sms'),
                captcha: printable(16),
                captchaId: printable(64),
                verification: fc.oneof(printable(2048), fc.base64String({ maxLength: 400 })),
                purpose: fc.constantFrom('play', 'withdrawal'),
              },
              { requiredKeys: ['username', 'password', 'type'] },
            )
            .map((body) => ({ method: 'POST', path: '/wps/session/login', body, identity: 'none' })),
      ],
      [
        'PUT /wps/member/register',
        () =>
          fc
            .record(
              {
                username: printable(64),
                password: printable(128),
                confirmPassword: printable(128),
                termsAccepted: fc.boolean(),
                email: printable(128),
                mobileNum: printable(128),
                payeeName: printable(128),
                referralCode: printable(32),
                verification: printable(2048),
                login: fc.boolean(),
              },
              { requiredKeys: ['username', 'password', 'confirmPassword', 'termsAccepted'] },
            )
            .map((body) => ({ method: 'PUT', path: '/wps/member/register', body, identity: 'none' })),
      ],
      [
        'POST /wps/member/password',
        () =>
          fc
            .record({ oldPassword: printable(128), newPassword: printable(128), confirmNewPassword: printable(128) })
            .filter((b) => b.oldPassword.trim() !== PLAYER.password)
            .map((body) => ({ method: 'POST', path: '/wps/member/password', body, identity: 'member' })),
      ],
      [
        'PUT /wps/admin/settings/{key}',
        () =>
          fc
            .oneof(
              fc.tuple(
                fc.string({ unit: letters, minLength: 1, maxLength: 40 }).filter((k) => !Object.hasOwn(settings, k)),
                fc.jsonValue(),
              ),
              fc.constantFrom(...Object.keys(settings)).chain((k) =>
                fc.tuple(
                  fc.constant(k),
                  fc.jsonValue().filter((v) => kindOf(v) !== kindOf(settings[k])),
                ),
              ),
            )
            .map(([key, value]) => ({ method: 'PUT', path: `/wps/admin/settings/${key}`, body: { value }, identity: 'staff' })),
      ],
    ];

    it.each(cases)('%s refuses nonsense with a 4xx envelope and changes no account, session, ledger or setting', async (_name, arbitrary) => {
      // A request moves its session's last-seen time at most once a minute: move it now, so that is not taken for a change.
      for (const headers of Object.values(identities)) await fetch(server.url + '/wps/member/info', { headers });
      const before = coreOf(await snapshot(server));
      await fc.assert(
        fc.asyncProperty(arbitrary(), async ({ method, path, body, identity }) => {
          await server.database.db.deleteFrom('rate_hits').execute();
          const response = await fetch(server.url + path, {
            method,
            headers: { 'content-type': 'application/json', ...identities[identity] },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          // request.* too: fc.jsonValue() can produce a `__proto__` key, which the JSON parser refuses outright.
          assertRefused(
            response.status,
            response.headers,
            text,
            `${identity}: ${method} ${path} ${JSON.stringify(body).slice(0, 300)}`,
            /^(validation|request|access|system)\.[a-zA-Z_.]+$/,
          );
          expect(coreOf(await snapshot(server))).toEqual(before);
        }),
        { numRuns: NUM_RUNS },
      );
      await resetThrottles(server);
    });
  });
});
