import { performance } from 'node:perf_hooks';
import { createHmac } from 'node:crypto';
import { PROVIDER_HEADER, SIGNATURE_HEADER } from '../../adapters/wps-contract/seamless';
import type { TestServer } from '../support/test-server';
import { solvedChallenge, type Answer, type CallOptions } from '../support/wps-http';
import { failureOf, type Balancer } from './balancer';
import type { RouteFigures } from './latency';

export const MEMBER_PASSWORD = 'Load2026pass';
export const STAFF = { username: 'loadops', password: 'Load#Ops2026' } as const;
export const AGENT = { username: 'loadagent', password: 'LoadAgent2026' } as const;
export const PAY_PASSWORD = '246813';

export interface LoadMember {
  readonly id: number;
  readonly username: string;
  readonly token: string;
  readonly play: string;
  readonly bankAccountId: number;
  readonly accountNumber: string;
  readonly ip: string;
}

export interface World {
  readonly staff: string;
  readonly agent: string;
  readonly provider: { code: string; secret: string };
  readonly members: LoadMember[];
}

/** What the servers acknowledged with a success answer: each must be in the database afterwards. */
export interface Acknowledged {
  readonly providerTx: string[];
  readonly deposits: number[];
  readonly approvedDeposits: number[];
  readonly withdrawals: number[];
  readonly logins: Map<number, number>;
}

export const acknowledged = (): Acknowledged => ({ providerTx: [], deposits: [], approvedDeposits: [], withdrawals: [], logins: new Map() });

/** Any `{ url }` answers the challenge: it lives in the shared database. */
const viaUrl = (url: string) => ({ url }) as TestServer;

export async function buildWorld(b: Balancer, url: string, memberCount: number, run: string): Promise<World> {
  const staff = await tokenOf(b, url, STAFF.username, STAFF.password, '10.250.0.1', true);
  await must(b.send('POST', '/wps/admin/agents', { token: staff, console: true, body: AGENT }));
  const agent = await tokenOf(b, url, AGENT.username, AGENT.password, '10.250.0.2', false);
  const provider = (await must(b.send('POST', '/wps/admin/providers', { token: staff, console: true, body: { code: `LOAD${run.slice(-4).toUpperCase()}` } }))).body.value;
  const members: LoadMember[] = [];
  for (let i = 0; i < memberCount; i++) {
    const ip = `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
    const username = `ld${run}${i}`.slice(0, 16);
    const headers = { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' };
    const registered = await must(b.send('PUT', '/wps/member/register', { headers, body: { username, password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD, termsAccepted: true, verification: await solvedChallenge(viaUrl(url)) } }));
    const { id, token } = registered.body.value as { id: number; token: string };
    const as = (options: CallOptions): CallOptions => ({ ...options, token, headers: { 'x-forwarded-for': ip } });
    const deposit = await must(b.send('PUT', '/wps/member/deposit/bank', as({ body: { amount: '100000', payerName: 'Load Funding' } })));
    await must(b.send('POST', `/wps/admin/deposits/${deposit.body.value.id}/approve`, { token: staff, console: true }));
    await must(b.send('PUT', '/wps/member/payment-password', as({ body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } })));
    const accountNumber = `PK${run}${String(i).padStart(6, '0')}`;
    const bound = await must(b.send('PUT', '/wps/member/bank-accounts', as({ body: { bankName: 'Meezan Bank', accountNumber, accountName: 'Load Member' } })));
    await must(b.send('PUT', `/wps/admin/member/${username}/upline`, { token: staff, console: true, body: { upline: AGENT.username } }));
    const launched = await must(b.send('POST', '/wps/game/launchGame', as({ body: { gameCode: 'HOUSE_LOTUS' } })));
    const launch = new URL(launched.body.value.url as string, url).searchParams.get('launch');
    const play = (await must(b.send('POST', '/wps/house/session', { body: { launch } }))).body.value.token as string;
    members.push({ id, username, token, play, bankAccountId: bound.body.value.id as number, accountNumber, ip });
  }
  return { staff, agent, provider, members };
}

interface Action {
  readonly weight: number;
  run(ctx: ActionContext): Promise<void>;
}

interface ActionContext {
  readonly b: Balancer;
  readonly world: World;
  readonly member: LoadMember;
  readonly url: string;
  readonly figures: RouteFigures;
  readonly acks: Acknowledged;
  readonly key: () => string;
}

/** One request, timed, its outcome recorded under `route`; answers null when it did not succeed. */
async function timed(ctx: ActionContext, route: string, method: string, path: string, options: CallOptions): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await ctx.b.send(method, path, options);
    const ok = answer.status === 200 && answer.body?.success !== false;
    ctx.figures.record(route, performance.now() - started, ok ? null : `http ${answer.status} ${answer.body?.code ?? ''}`.trim());
    return ok ? answer : null;
  } catch (error) {
    ctx.figures.record(route, performance.now() - started, failureOf(error));
    return null;
  }
}

const memberCall = (ctx: ActionContext, options: CallOptions = {}): CallOptions => ({ ...options, token: ctx.member.token, headers: { 'x-forwarded-for': ctx.member.ip } });

function signed(ctx: ActionContext, body: Record<string, string>): CallOptions {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', ctx.world.provider.secret).update(raw).digest('hex');
  return { raw, contentType: 'application/json', headers: { [PROVIDER_HEADER]: ctx.world.provider.code, [SIGNATURE_HEADER]: signature } };
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The mix: a lobby visit is far more common than a withdrawal, as on a real portal. */
export const ACTIONS: readonly Action[] = [
  {
    weight: 20,
    async run(ctx) {
      await timed(ctx, 'GET lobby menus', 'GET', '/lgw/games/game_menus', {});
      await timed(ctx, 'GET banners', 'GET', '/wps/system/banners?group=w_home', {});
    },
  },
  {
    weight: 15,
    async run(ctx) {
      const type = pick(['RNG', 'LIVE', 'FISH', 'PVP']);
      await timed(ctx, 'GET game list', 'GET', `/wps/relay/GCSGAME_gameList?gameType=${type}&pageNo=1&pageSize=24`, {});
    },
  },
  {
    weight: 30,
    async run(ctx) {
      const player = String(ctx.member.id);
      const round = `r-${ctx.key()}`;
      const stake = 100 + Math.floor(Math.random() * 900);
      const betTx = `b-${ctx.key()}`;
      const bet = await timed(ctx, 'POST seamless bet', 'POST', '/wps/seamless/bet', signed(ctx, { playerId: player, token: ctx.member.play, txId: betTx, roundId: round, gameCode: 'PROV_GAME', amount: String(stake), currency: 'PKR' }));
      if (!bet) return;
      ctx.acks.providerTx.push(betTx);
      if (Math.random() < 0.45) {
        const winTx = `w-${ctx.key()}`;
        if (await timed(ctx, 'POST seamless win', 'POST', '/wps/seamless/win', signed(ctx, { playerId: player, txId: winTx, roundId: round, gameCode: 'PROV_GAME', amount: String(stake * 2), currency: 'PKR' }))) ctx.acks.providerTx.push(winTx);
      }
      await timed(ctx, 'POST seamless endRound', 'POST', '/wps/seamless/endRound', signed(ctx, { playerId: player, roundId: round }));
    },
  },
  {
    weight: 8,
    async run(ctx) {
      await timed(ctx, 'GET member info', 'GET', '/wps/member/info', memberCall(ctx));
    },
  },
  {
    weight: 8,
    async run(ctx) {
      const verification = await solvedChallenge({ url: ctx.url } as TestServer).catch(() => null);
      if (!verification) return;
      const body = { username: ctx.member.username, password: MEMBER_PASSWORD, type: 'username', verification };
      const answer = await timed(ctx, 'POST login', 'POST', '/wps/session/login', { body, headers: { 'x-forwarded-for': ctx.member.ip, 'x-session-transport': 'bearer' } });
      if (!answer) return;
      ctx.acks.logins.set(ctx.member.id, (ctx.acks.logins.get(ctx.member.id) ?? 0) + 1);
      await timed(ctx, 'DELETE logout', 'DELETE', '/wps/session/logout', { token: answer.body.value.token as string, headers: { 'x-forwarded-for': ctx.member.ip } });
    },
  },
  {
    weight: 7,
    async run(ctx) {
      const deposit = await timed(ctx, 'PUT deposit', 'PUT', '/wps/member/deposit/bank', memberCall(ctx, { body: { amount: '100', payerName: 'Load Member' } }));
      if (!deposit) return;
      const id = deposit.body.value.id as number;
      ctx.acks.deposits.push(id);
      if (await timed(ctx, 'POST approve deposit', 'POST', `/wps/admin/deposits/${id}/approve`, { token: ctx.world.staff, console: true })) ctx.acks.approvedDeposits.push(id);
    },
  },
  {
    weight: 5,
    async run(ctx) {
      const body = { amount: '100', bankAccountId: ctx.member.bankAccountId, paymentPassword: PAY_PASSWORD, requestKey: `wd-${ctx.key()}` };
      const asked = await timed(ctx, 'PUT withdraw', 'PUT', '/wps/member/withdraw', memberCall(ctx, { body }));
      if (asked) ctx.acks.withdrawals.push(asked.body.value.id as number);
    },
  },
  {
    weight: 7,
    async run(ctx) {
      await timed(ctx, 'GET agent team overview', 'GET', '/wps/agent/team/overview', { token: ctx.world.agent });
    },
  },
];

const TOTAL_WEIGHT = ACTIONS.reduce((n, a) => n + a.weight, 0);

export function chooseAction(): Action {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    r -= action.weight;
    if (r < 0) return action;
  }
  return ACTIONS[ACTIONS.length - 1]!;
}

export interface DriveOptions {
  readonly b: Balancer;
  readonly world: World;
  readonly url: string;
  readonly figures: RouteFigures;
  readonly acks: Acknowledged;
  readonly users: number;
  readonly seconds: number;
  /** Ends the run early, or (with `seconds` only as a bound) when the faults are over. */
  readonly until?: Promise<unknown>;
  /** Actions started per second across all users (open pacing); unpaced when absent. */
  readonly actionsPerSecond?: number;
  readonly run: string;
}

/** Closed-loop virtual users, one member each, for a fixed time; answers the actions run. */
export async function drive(options: DriveOptions): Promise<number> {
  let end = Date.now() + options.seconds * 1000;
  void options.until?.then(() => {
    end = Math.min(end, Date.now());
  });
  let started = 0;
  let sequence = 0;
  const key = () => `${options.run}-${++sequence}`;
  const beginning = Date.now();
  const user = async (u: number) => {
    const member = options.world.members[u % options.world.members.length]!;
    while (Date.now() < end) {
      if (options.actionsPerSecond) {
        const slot = beginning + (started * 1000) / options.actionsPerSecond;
        started += 1;
        if (slot > Date.now()) await new Promise((resolve) => setTimeout(resolve, slot - Date.now()));
        if (Date.now() >= end) break;
      } else started += 1;
      await chooseAction().run({ b: options.b, world: options.world, member, url: options.url, figures: options.figures, acks: options.acks, key });
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, u) => user(u)));
  return started;
}

async function tokenOf(b: Balancer, url: string, username: string, password: string, ip: string, console: boolean): Promise<string> {
  const answer = await must(
    b.send('POST', '/wps/session/login', { body: { username, password, type: 'username', verification: await solvedChallenge(viaUrl(url)) }, headers: { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' }, console }),
  );
  return answer.body.value.token as string;
}

async function must(pending: Promise<Answer>): Promise<Answer> {
  const answer = await pending;
  if (answer.status !== 200) throw new Error(`set-up call answered ${answer.status} ${answer.body?.code ?? answer.text.slice(0, 200)}`);
  return answer;
}
