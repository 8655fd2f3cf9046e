import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PROVIDER_HEADER, SIGNATURE_HEADER } from '../../adapters/wps-contract/seamless';
import { solvedChallenge, type Answer, type CallOptions } from '../support/wps-http';
import { failureOf, type FrontDoor } from './front-door';
import type { RouteFigures } from './latency';
import { MEMBER_PASSWORD, openGame, PAY_PASSWORD, succeeded, viaUrl, type Acknowledged, type LoadMember, type World } from './world';

/** Rounds a session plays, drawn evenly between these. */
const ROUNDS = { min: 100, max: 300 } as const;
/** Sessions that end with a withdrawal; each session starts with a deposit. */
const WITHDRAWAL_SHARE = 0.04;
const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP'] as const;
const LOBBY_ROUTES = ['GET lobby menus', 'GET banners', 'GET game list', 'GET member info'] as const;

/** The routes the summary gives figures for, a player's lobby visit as one. */
export const SUMMARY_ROUTES: readonly (readonly [label: string, routes: readonly string[]])[] = [
  ['login', ['POST login']],
  ['lobby', LOBBY_ROUTES],
  ['seamless bet', ['POST seamless bet']],
  ['seamless win', ['POST seamless win']],
  ['deposit', ['PUT deposit']],
  ['withdrawal', ['PUT withdraw']],
];
export const BET_ROUTE = 'POST seamless bet';

interface Session {
  readonly token: string;
  readonly play: string;
  roundsLeft: number;
}

/** A virtual user's member and the session it is in; null between a logout and the next login. */
export interface Player {
  readonly member: LoadMember;
  session: Session | null;
}

/** Each member begins in the session of its registration, part-way through, so sessions end (and logins come) spread over the run, not together. */
export const playersOf = (world: World): Player[] =>
  world.members.map((member) => ({ member, session: { token: member.token, play: member.play, roundsLeft: 1 + Math.floor(Math.random() * ROUNDS.max) } }));

export interface StepContext {
  readonly front: FrontDoor;
  readonly world: World;
  readonly player: Player;
  readonly figures: RouteFigures;
  readonly acks: Acknowledged;
  readonly key: () => string;
}

/**
 * A player's next step in a session as players have them: log in once, look round the lobby,
 * deposit, open a game; then one round at a time, each a provider's signed bet, win (nothing in
 * most rounds) and round end; at the end sometimes a withdrawal, and log out.
 */
export function nextStep(player: Player): (ctx: StepContext) => Promise<void> {
  if (!player.session) return startSession;
  return player.session.roundsLeft > 0 ? playRound : endSession;
}

async function startSession(ctx: StepContext): Promise<void> {
  const { member } = ctx.player;
  const verification = await solvedChallenge(viaUrl(ctx.front.url), member.username, member.ip).catch(() => null);
  if (!verification) return;
  const body = { username: member.username, password: MEMBER_PASSWORD, type: 'username', verification };
  const login = await timed(ctx, 'POST login', 'POST', '/wps/session/login', {
    body,
    headers: { 'x-forwarded-for': member.ip, 'x-session-transport': 'bearer' },
  });
  if (!login) return;
  const token = login.body.value.token as string;
  ctx.world.issued.push(token);
  ctx.acks.logins.set(member.id, (ctx.acks.logins.get(member.id) ?? 0) + 1);
  const as = memberCall(member, token);
  await timed(ctx, 'GET lobby menus', 'GET', '/lgw/games/game_menus', {});
  await timed(ctx, 'GET banners', 'GET', '/wps/system/banners?group=w_home', {});
  for (const type of [pick(GAME_TYPES), pick(GAME_TYPES)])
    await timed(ctx, 'GET game list', 'GET', `/wps/relay/GCSGAME_gameList?gameType=${type}&pageNo=1&pageSize=24`, {});
  await timed(ctx, 'GET member info', 'GET', '/wps/member/info', as);
  const deposit = await timed(ctx, 'PUT deposit', 'PUT', '/wps/member/deposit/bank', { ...as, body: { amount: '100', payerName: 'Load Member' } });
  if (deposit) {
    const id = deposit.body.value.id as number;
    ctx.acks.deposits.push(id);
    if (await timed(ctx, 'POST approve deposit', 'POST', `/wps/admin/deposits/${id}/approve`, { token: ctx.world.staff, console: true }))
      ctx.acks.approvedDeposits.push(id);
  }
  const play = await openGame((route, method, path, options) => timed(ctx, route, method, path, options), ctx.front.url, as);
  if (!play) return;
  ctx.world.issued.push(play);
  ctx.player.session = { token, play, roundsLeft: ROUNDS.min + Math.floor(Math.random() * (ROUNDS.max - ROUNDS.min + 1)) };
}

async function playRound(ctx: StepContext): Promise<void> {
  const session = ctx.player.session!;
  session.roundsLeft -= 1;
  const playerId = String(ctx.player.member.id);
  const roundId = `r-${ctx.key()}`;
  const stake = 100 + Math.floor(Math.random() * 900);
  const betTx = `b-${ctx.key()}`;
  const bet = await timed(
    ctx,
    BET_ROUTE,
    'POST',
    '/wps/seamless/bet',
    signed(ctx, { playerId, token: session.play, txId: betTx, roundId, gameCode: 'PROV_GAME', amount: String(stake), currency: 'PKR' }),
  );
  if (!bet) return;
  ctx.acks.providerTx.push(betTx);
  const winTx = `w-${ctx.key()}`;
  if (
    await timed(
      ctx,
      'POST seamless win',
      'POST',
      '/wps/seamless/win',
      signed(ctx, { playerId, txId: winTx, roundId, gameCode: 'PROV_GAME', amount: String(stake * payout()), currency: 'PKR' }),
    )
  )
    ctx.acks.providerTx.push(winTx);
  await timed(ctx, 'POST seamless endRound', 'POST', '/wps/seamless/endRound', signed(ctx, { playerId, roundId }));
}

async function endSession(ctx: StepContext): Promise<void> {
  const { member } = ctx.player;
  const { token } = ctx.player.session!;
  ctx.player.session = null;
  if (Math.random() < WITHDRAWAL_SHARE) {
    const body = { amount: '100', bankAccountId: member.bankAccountId, paymentPassword: PAY_PASSWORD, requestKey: `wd-${ctx.key()}` };
    const asked = await timed(ctx, 'PUT withdraw', 'PUT', '/wps/member/withdraw', { ...memberCall(member, token), body });
    if (asked) ctx.acks.withdrawals.push(asked.body.value.id as number);
  }
  await timed(ctx, 'DELETE logout', 'DELETE', '/wps/session/logout', memberCall(member, token));
}

/** What a round pays back, in stakes: nothing in 6 rounds of 10, about 95 % of the stakes overall. */
function payout(): number {
  const r = Math.random();
  return r < 0.6 ? 0 : r < 0.95 ? 2 : 5;
}

/** One request, timed, its outcome recorded under `route`; answers null when it did not succeed. */
async function timed(ctx: StepContext, route: string, method: string, path: string, options: CallOptions): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await ctx.front.send(method, path, options);
    const ok = succeeded(answer);
    ctx.figures.record(route, performance.now() - started, ok ? null : `http ${answer.status} ${answer.body?.code ?? 'from HAProxy'}`);
    return ok;
  } catch (error) {
    ctx.figures.record(route, performance.now() - started, failureOf(error));
    return null;
  }
}

const memberCall = (member: LoadMember, token: string): CallOptions => ({ token, headers: { 'x-forwarded-for': member.ip } });

function signed(ctx: StepContext, body: Record<string, string>): CallOptions {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', ctx.world.provider.secret).update(raw).digest('hex');
  return { raw, contentType: 'application/json', headers: { [PROVIDER_HEADER]: ctx.world.provider.code, [SIGNATURE_HEADER]: signature } };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
