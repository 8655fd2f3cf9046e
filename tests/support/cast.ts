import { sql } from 'kysely';
import { rollDice } from './house-play';
import type { TestServer } from './test-server';
import { newMember, PNG_PROOF, withdraw, withdrawingMember } from './withdrawal-world';
import { AGENT, bearerLogin, call, resetThrottles, STAFF, staffToken, uniqueUsername } from './wps-http';

/** Who calls, in the order the authorization matrix lists them. */
export const CALLERS = ['anonymous', 'trial', 'member', 'agent', 'otherMember', 'outsideAgent', 'staff'] as const;
export type CallerName = (typeof CALLERS)[number];

/** The first member's things (and its agent's), which the other callers ask for by id. */
export interface MemberThings {
  readonly username: string;
  readonly accountId: number;
  readonly bankAccountId: number;
  readonly roundId: number;
  /** Approved, its receipt not yet confirmed. */
  readonly withdrawalId: number;
  /** Approved, then reported not received with a picture. */
  readonly proofWithdrawalId: number;
  readonly depositId: number;
  readonly uploadId: number;
  readonly spareSessionId: number;
  readonly messageId: number;
  readonly chatThreadId: number;
  /** An enabled live host (not the member's, but every member may chat with it). */
  readonly liveHostId: number;
  readonly feedbackId: number;
  readonly linkId: number;
  /** A contract the agent offered an agent under it, not yet answered. */
  readonly offerId: number;
}

type SignedIn = Exclude<CallerName, 'anonymous' | 'trial'>;

export interface Cast {
  /** Request headers per caller: a bearer session, or none for the anonymous caller. */
  readonly headers: Record<CallerName, Record<string, string>>;
  readonly usernames: Readonly<Record<SignedIn, string>>;
  readonly member: MemberThings;
}

const PASSWORD = 'Abc12345';

const bearer = (token: string, console = false): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  'x-session-transport': 'bearer',
  ...(console ? { 'x-portal-site': 'console' } : {}),
});

async function must(what: string, answer: Promise<{ status: number; body: { code: string; value: any } }>): Promise<any> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} answered ${status} ${body?.code}`);
  return body.value;
}

const latest = async (server: TestServer, table: 'rounds' | 'sessions' | 'messages', accountId: number): Promise<number> => {
  const row = await sql<{ id: number }>`SELECT max(id)::int AS id FROM ${sql.table(table)} WHERE account_id = ${accountId}`.execute(server.database.db);
  return row.rows[0]!.id;
};

const trialToken = async (server: TestServer): Promise<string> =>
  (await must('free play', call(server, 'POST', '/wps/session/login/freeplay', { headers: { 'x-session-transport': 'bearer' }, body: {} }))).token as string;

/** Lifts every break the callers took and gives each a new session, as after a logout or a time-out. */
export async function renewSessions(server: TestServer, cast: Cast): Promise<void> {
  await server.database.db.updateTable('protection_accounts').set({ break_kind: null, break_started_at: null, break_ends_at: null }).execute();
  await resetThrottles(server);
  cast.headers.trial = bearer(await trialToken(server));
  for (const [caller, username] of Object.entries(cast.usernames) as [SignedIn, string][]) {
    const password = caller === 'staff' ? STAFF.password : caller === 'agent' ? AGENT.password : PASSWORD;
    cast.headers[caller] = bearer(await bearerLogin(server, username, password, { console: caller === 'staff' }), caller === 'staff');
  }
}

/**
 * Every kind of caller, each with its own session: a trial account, a member with money, a
 * withdrawal, a played round, a picture, a message, a chat and feedback, under the demo agent;
 * another member; an agent outside that tree; and staff on the console.
 */
export async function castOfCallers(server: TestServer): Promise<Cast> {
  const staff = await staffToken(server);
  const agent = await bearerLogin(server, AGENT.username, AGENT.password);
  const first = await withdrawingMember(server, staff, '500', 'mx');
  const accountId = (await server.database.db.selectFrom('accounts').select('id').where('username', '=', first.username).executeTakeFirstOrThrow()).id;
  await must('upline', call(server, 'PUT', `/wps/admin/member/${first.username}/upline`, { token: staff, console: true, body: { upline: AGENT.username } }));
  const otherName = uniqueUsername('mo');
  const other = await newMember(server, otherName);
  const outsider = uniqueUsername('ag');
  await must('agent', call(server, 'POST', '/wps/admin/agents', { token: staff, console: true, body: { username: outsider, password: PASSWORD } }));
  await resetThrottles(server);
  const outsideAgent = await bearerLogin(server, outsider, PASSWORD);
  const trial = await trialToken(server);

  const token = first.token;
  await rollDice(server, token, 1, '100');
  const withdrawal = await must('withdraw', withdraw(server, first, '100'));
  const proofWithdrawal = await must('withdraw', withdraw(server, first, '100'));
  for (const { id } of [withdrawal, proofWithdrawal])
    await must('approve', call(server, 'POST', `/wps/admin/withdrawals/${id}/approve`, { token: staff, console: true }));
  await must(
    'not received',
    call(server, 'POST', `/wps/member/withdrawals/${proofWithdrawal.id}/receipt/not-received`, { token, raw: PNG_PROOF, contentType: 'image/png' }),
  );
  const deposit = await must('deposit', call(server, 'PUT', '/wps/member/deposit/bank', { token, body: { amount: '200', payerName: 'Ali Khan' } }));
  const upload = await must('upload', call(server, 'POST', '/wps/uploads', { token, raw: PNG_PROOF, contentType: 'image/png' }));
  await must(
    'message',
    call(server, 'POST', '/wps/admin/messages', { token: staff, console: true, body: { to: first.username, title: 'Hello', body: 'Welcome' } }),
  );
  await must('chat', call(server, 'POST', '/wps/chat/messages', { token, body: { body: 'Hello support' } }));
  const liveHost = await must(
    'live host',
    call(server, 'POST', '/wps/admin/live/hosts', {
      token: staff,
      console: true,
      body: { name: 'Cast host', pictureUrl: '/p.png', streamUrl: 'https://stream.example/cast' },
    }),
  );
  const feedback = await must(
    'feedback',
    call(server, 'PUT', '/wps/feedback', { token, body: { type: 'deposit', content: 'My bank deposit is not credited yet' } }),
  );
  const link = await must('link', call(server, 'POST', '/wps/agent/links', { token: agent, body: { kind: 'member' } }));
  const tier = (rate: string) => ({ validBet: '0', loss: '0', active: '0', rate });
  await must(
    'top contract',
    call(server, 'POST', '/wps/admin/contracts', { token: staff, console: true, body: { agent: AGENT.username, kind: 'dailySalary', tiers: [tier('2')] } }),
  );
  const subAgent = uniqueUsername('sa');
  await must('sub-agent', call(server, 'POST', '/wps/agent/downlines', { token: agent, body: { username: subAgent, password: PASSWORD, kind: 'agent' } }));
  const offer = await must(
    'offer',
    call(server, 'POST', '/wps/agent/contracts', { token: agent, body: { downline: subAgent, kind: 'dailySalary', tiers: [tier('1')] } }),
  );
  await resetThrottles(server);
  await bearerLogin(server, first.username, PASSWORD);
  const chat = await server.database.db.selectFrom('chat_threads').select('id').where('account_id', '=', accountId).executeTakeFirstOrThrow();

  return {
    usernames: { member: first.username, agent: AGENT.username, otherMember: otherName, outsideAgent: outsider, staff: STAFF.username },
    headers: {
      anonymous: {},
      trial: bearer(trial),
      member: bearer(token),
      agent: bearer(agent),
      otherMember: bearer(other.token),
      outsideAgent: bearer(outsideAgent),
      staff: bearer(staff, true),
    },
    member: {
      username: first.username,
      accountId,
      bankAccountId: first.bankAccountId,
      roundId: await latest(server, 'rounds', accountId),
      withdrawalId: withdrawal.id as number,
      proofWithdrawalId: proofWithdrawal.id as number,
      depositId: deposit.id as number,
      uploadId: upload.id as number,
      spareSessionId: await latest(server, 'sessions', accountId),
      messageId: await latest(server, 'messages', accountId),
      chatThreadId: chat.id,
      liveHostId: liveHost.id as number,
      feedbackId: feedback.id as number,
      linkId: link.id as number,
      offerId: offer.id as number,
    },
  };
}
