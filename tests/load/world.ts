import type { TestServer } from '../support/test-server';
import { solvedChallenge, type Answer, type CallOptions } from '../support/wps-http';
import type { FrontDoor } from './front-door';

export const MEMBER_PASSWORD = 'Load2026pass';
export const STAFF = { username: 'loadops', password: 'Load#Ops2026' } as const;
export const AGENT = { username: 'loadagent', password: 'LoadAgent2026' } as const;
export const PAY_PASSWORD = '246813';

export interface LoadMember {
  readonly id: number;
  readonly username: string;
  /** The session and play token of its registration, its first session. */
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
  /** Session and play tokens handed out by the logins of the run: none may reach a log. */
  readonly issued: string[];
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

/** The operator's set-up through the front door: an agent, a provider, and members registered, funded, with a bank account and a game open. */
export async function buildWorld(front: FrontDoor, memberCount: number, run: string): Promise<World> {
  const staff = await tokenOf(front, STAFF.username, STAFF.password, '10.250.0.1', true);
  await must(front.send('POST', '/wps/admin/agents', { token: staff, console: true, body: AGENT }));
  const agent = await tokenOf(front, AGENT.username, AGENT.password, '10.250.0.2', false);
  const provider = (
    await must(front.send('POST', '/wps/admin/providers', { token: staff, console: true, body: { code: `LOAD${run.slice(-4).toUpperCase()}` } }))
  ).body.value;
  const members: LoadMember[] = [];
  for (let i = 0; i < memberCount; i++) {
    const ip = `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
    const username = `ld${run}${i}`.slice(0, 16);
    const headers = { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' };
    const registered = await must(
      front.send('PUT', '/wps/member/register', {
        headers,
        body: {
          username,
          password: MEMBER_PASSWORD,
          confirmPassword: MEMBER_PASSWORD,
          termsAccepted: true,
          verification: await solvedChallenge(viaUrl(front.url)),
        },
      }),
    );
    const { id, token } = registered.body.value as { id: number; token: string };
    const as = (options: CallOptions): CallOptions => ({ ...options, token, headers: { 'x-forwarded-for': ip } });
    const deposit = await must(front.send('PUT', '/wps/member/deposit/bank', as({ body: { amount: '100000', payerName: 'Load Funding' } })));
    await must(front.send('POST', `/wps/admin/deposits/${deposit.body.value.id}/approve`, { token: staff, console: true }));
    await must(front.send('PUT', '/wps/member/payment-password', as({ body: { newPassword: PAY_PASSWORD, confirmNewPassword: PAY_PASSWORD } })));
    const accountNumber = `PK${run}${String(i).padStart(6, '0')}`;
    const bound = await must(
      front.send('PUT', '/wps/member/bank-accounts', as({ body: { bankName: 'Meezan Bank', accountNumber, accountName: 'Load Member' } })),
    );
    await must(front.send('PUT', `/wps/admin/member/${username}/upline`, { token: staff, console: true, body: { upline: AGENT.username } }));
    const play = await openGame((_route, method, path, options) => must(front.send(method, path, options)), front.url, as({}));
    if (!play) throw new Error(`set-up could not open a game for ${username}`);
    members.push({ id, username, token, play, bankAccountId: bound.body.value.id as number, accountNumber, ip });
  }
  return { staff, agent, provider, members, issued: [] };
}

/** Sends one request, filed under `route`; answers it when it succeeded, else null. */
export type Send = (route: string, method: string, path: string, options: CallOptions) => Promise<Answer | null>;

/** A game launched from the lobby and its play session opened: the token the provider's calls carry; null when a call failed. */
export async function openGame(send: Send, frontUrl: string, member: CallOptions): Promise<string | null> {
  const launched = await send('POST launch game', 'POST', '/wps/game/launchGame', { ...member, body: { gameCode: 'HOUSE_LOTUS' } });
  const launch = launched && new URL(launched.body.value.url as string, frontUrl).searchParams.get('launch');
  const opened = launch ? await send('POST play session', 'POST', '/wps/house/session', { body: { launch } }) : null;
  return (opened?.body.value.token as string | undefined) ?? null;
}

/** The answer when it is a success, else null. */
export const succeeded = (answer: Answer): Answer | null => (answer.status === 200 && answer.body?.success !== false ? answer : null);

/** Any `{ url }` answers the challenge: it lives in the shared database. */
export const viaUrl = (url: string) => ({ url }) as TestServer;

async function tokenOf(front: FrontDoor, username: string, password: string, ip: string, console: boolean): Promise<string> {
  const verification = await solvedChallenge(viaUrl(front.url));
  const answer = await must(
    front.send('POST', '/wps/session/login', {
      body: { username, password, type: 'username', verification },
      headers: { 'x-forwarded-for': ip, 'x-session-transport': 'bearer' },
      console,
    }),
  );
  return answer.body.value.token as string;
}

async function must(pending: Promise<Answer>): Promise<Answer> {
  const answer = await pending;
  if (answer.status !== 200) throw new Error(`set-up call answered ${answer.status} ${answer.body?.code ?? answer.text.slice(0, 200)}`);
  return answer;
}
