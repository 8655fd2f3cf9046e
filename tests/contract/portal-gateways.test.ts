import { afterAll, beforeAll, describe } from 'vitest';
import { ApiClient } from '../../adapters/api-client/api-client';
import { CatalogApiClient } from '../../adapters/api-client/catalog-client';
import { LotteryApi } from '../../adapters/api-client/lottery-api';
import { SecurityApi } from '../../adapters/api-client/security-api';
import { SessionSummaryApi } from '../../adapters/api-client/session-summary-api';
import { WithdrawalApi } from '../../adapters/api-client/withdrawal-api';
import { ChatApi } from '../../adapters/api-client/chat-api';
import { LiveHostsApi } from '../../adapters/api-client/live-hosts-api';
import { NodePowSolver } from '../../adapters/crypto/pow-solver';
import { ScryptHasher } from '../../adapters/crypto/scrypt-hasher';
import { FakeClock } from '../support/fakes/clock';
import { FakeAuthGateway } from '../support/fakes/portal-auth-gateway';
import { InMemoryCashier } from '../support/fakes/portal-cashier-gateway';
import { InMemoryContactCodes } from '../support/fakes/portal-contact-codes';
import { gameCard, InMemoryCatalogGateway } from '../support/fakes/portal-catalog-gateway';
import { FakeHumanSolver } from '../support/fakes/portal-human-solver';
import { InMemoryLottery } from '../support/fakes/portal-lottery-gateway';
import { InMemoryMemberLanguage } from '../support/fakes/portal-member-language-gateway';
import { InMemoryMessagesGateway } from '../support/fakes/portal-messages-gateway';
import { InMemoryChatGateway } from '../support/fakes/portal-chat-gateway';
import { InMemoryPaymentPassword } from '../support/fakes/portal-payment-password-gateway';
import { FakeSessionSummary } from '../support/fakes/portal-session-summary-gateway';
import { FakeStaffGateway } from '../support/fakes/portal-staff-gateway';
import { defaultWallets, FakeTransferGateway } from '../support/fakes/portal-transfer-gateway';
import { InMemoryWithdrawals } from '../support/fakes/portal-withdrawal-gateway';
import { rollDice } from '../support/house-play';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshAccountNumber, PAY_PASSWORD } from '../support/withdrawal-world';
import { AGENT, call, fundMember, PLAYER, registerMember, resetThrottles, staffToken, uniqueUsername } from '../support/wps-http';
import { messagesGatewayContract } from './suites/messages-gateway';
import { chatGatewayContract } from './suites/portal-chat-gateway';
import { authGatewayContract } from './suites/portal-auth-gateway';
import { cashierGatewayContract } from './suites/portal-cashier-gateway';
import { catalogGatewayContract } from './suites/portal-catalog-gateway';
import { contactBindingContract, type ContactBindingGateway } from './suites/portal-contact-binding';
import { lotteryGatewayContract } from './suites/portal-lottery-gateway';
import { memberLanguageGatewayContract } from './suites/portal-member-language-gateway';
import { paymentPasswordGatewayContract } from './suites/portal-payment-password-gateway';
import { valueOf } from './suites/portal-results';
import { sessionSummaryGatewayContract } from './suites/portal-session-summary-gateway';
import { smsCodeGatewayContract } from './suites/portal-sms-code-gateway';
import { staffGatewayContract } from './suites/portal-staff-gateway';
import { transferGatewayContract } from './suites/portal-transfer-gateway';
import { withdrawalGatewayContract } from './suites/portal-withdrawal-gateway';
import { TEST_COMPOSITION } from '../support/templates';

const PASSWORD = 'Abc12345';

/** A fake for a member's session, and two more for a trial account's and for no session. */
function asCallers<T extends { role: 'member' | 'trial' | null }>(make: () => T): { gateway: T; trial: T; anonymous: T } {
  const trial = make();
  trial.role = 'trial';
  const anonymous = make();
  anonymous.role = null;
  return { gateway: make(), trial, anonymous };
}

/**
 * The gateway fakes the portal's use-case and store tests run on keep the same contracts as the
 * api client talking to a real server (PGlite, one for the file).
 */
describe('the in-memory portal gateways', () => {
  let names = 0;
  const newUsername = () => `member${++names}`;

  catalogGatewayContract(async () => {
    const games = ['Golden Dragon', 'Lucky Tiger', 'Dragon Pearl', 'Fortune Koi', 'Moon Rabbit'].flatMap((name, i) => [
      gameCard(i + 1, { name, vassalage: 'PG', displayName: 'PG Soft', gameType: i < 3 ? 'RNG' : 'FISH' }),
      gameCard(i + 11, { name: `${name} Deluxe`, vassalage: 'JL', displayName: 'Jili', gameType: 'RNG', gameClassify: 'JP' }),
    ]);
    const anonymous = new InMemoryCatalogGateway(games);
    anonymous.signedIn = false;
    return { gateway: new InMemoryCatalogGateway(games), anonymous };
  });

  authGatewayContract(async () => {
    const gateway = new FakeAuthGateway();
    const member = { username: newUsername(), password: PASSWORD };
    gateway.addMember(member.username, member.password);
    const solver = new FakeHumanSolver();
    return { gateway, member, newUsername, solve: async (challenge) => (await solver.solve(challenge))!, adopt: () => {} };
  });

  cashierGatewayContract(async () => {
    const callers = asCallers(() => new InMemoryCashier());
    return { ...callers, decide: async (id, decision, reason) => void callers.gateway.decide(id, decision, reason ?? null) };
  });

  transferGatewayContract(async () => {
    const funds = 50_000n;
    const callers = asCallers(
      () => new FakeTransferGateway(defaultWallets({ main: funds, vendors: ['PG', 'JL', 'FC'].map((code) => ({ code, balance: 0n })), total: funds })),
    );
    callers.gateway.targets = { upline: { account: 'agent1', nickname: 'agent1' }, downlines: [] };
    return {
      ...callers,
      funds,
      upline: 'agent1',
      stranger: 'member2',
      setPaymentPassword: async (password) => void (callers.gateway.paymentPassword = password),
    };
  });

  withdrawalGatewayContract(async () => {
    let numbers = 0;
    const callers = asCallers(() => new InMemoryWithdrawals());
    return {
      ...callers,
      funds: callers.gateway.balance,
      paymentPassword: '135790',
      accountNumber: () => `PK${String(++numbers).padStart(10, '0')}`,
      decide: async (id, decision, reason) => void callers.gateway.decide(id, decision, reason ?? null),
    };
  });

  paymentPasswordGatewayContract(async () => asCallers(() => new InMemoryPaymentPassword()));

  memberLanguageGatewayContract(async () => asCallers(() => new InMemoryMemberLanguage()));

  sessionSummaryGatewayContract(async () => {
    const callers = asCallers(() => new FakeSessionSummary(new FakeClock()));
    return { ...callers, play: async () => (callers.gateway.play(100n), 100n) };
  });

  smsCodeGatewayContract(async () => {
    let numbers = 0;
    return { ...asCallers(() => new InMemoryContactCodes()), mobileNumber: () => `300${String(++numbers).padStart(7, '0')}` };
  });

  contactBindingContract(async () => {
    let numbers = 0;
    const callers = asCallers(() => new InMemoryContactCodes());
    return {
      ...callers,
      mobileNumber: () => `301${String(++numbers).padStart(7, '0')}`,
      email: () => `${newUsername()}@example.com`,
      codeSentTo: async (destination) => callers.gateway.codeSentTo(destination) ?? 'nothing sent',
    };
  });

  staffGatewayContract(async () => {
    const gateway = new FakeStaffGateway();
    const member = newUsername();
    gateway.addMember(member);
    gateway.addMember('agent1', { type: 1, role: 'agent' });
    const asMember = new FakeStaffGateway();
    asMember.role = 'member';
    const anonymous = new FakeStaffGateway();
    anonymous.role = null;
    return {
      gateway,
      member,
      agent: 'agent1',
      newUsername,
      requestDeposit: async (amount) => gateway.requestDeposit(member, BigInt(amount) * 100n),
      asMember,
      anonymous,
    };
  });

  lotteryGatewayContract(async () => {
    const gateway = new InMemoryLottery();
    gateway.balance = 50_000n;
    const anonymous = new InMemoryLottery();
    anonymous.signedIn = false;
    const letTimePass = async (ms: number) => {
      gateway.menuNow = new Date(Date.parse(gateway.menuNow) + ms).toISOString();
    };
    return { gateway, funds: gateway.balance, anonymous, letTimePass };
  });

  messagesGatewayContract(async () => {
    const gateway = new InMemoryMessagesGateway();
    const anonymous = new InMemoryMessagesGateway();
    anonymous.signedIn = false;
    return { gateway, anonymous, deliver: (title) => gateway.deliver(title) };
  });

  chatGatewayContract(async () => ({ gateway: new InMemoryChatGateway(new Set([1])), hostId: 1, unknownHostId: 2 }));
});

describe('the api client on a real server as the portal gateways', () => {
  let server: TestServer;
  let staff: string;
  let support: ApiClient;
  /** One trial account's session serves every suite: they only see it refused. */
  let trial: ApiClient;
  /** The withdrawal fixtures' payment password, hashed once rather than set through the route per test. */
  let payPasswordHash: string;
  const solver = new NodePowSolver();
  beforeAll(async () => {
    server = await startTestServer('pglite', { demo: true });
    staff = await staffToken(server);
    support = new ApiClient(server.url, 'bearer');
    support.useToken(staff);
    trial = anonymousClient();
    trial.useToken(valueOf(await trial.freePlay()).token);
    payPasswordHash = await new ScryptHasher(TEST_COMPOSITION.passwordCost).hash(PAY_PASSWORD);
  });
  afterAll(async () => server?.close());

  const anonymousClient = () => new ApiClient(server.url, 'bearer');
  /** A new member (throttles forgotten, so one test's logins and sign-ups do not count against the next) and a client on its session. */
  const newMember = async (prefix: string) => {
    await resetThrottles(server);
    const username = uniqueUsername(prefix);
    const { token } = await registerMember(server, username, PASSWORD);
    const client = new ApiClient(server.url, 'bearer');
    client.useToken(token);
    return { username, token, client };
  };
  /** A new member's client, the trial account's and one with no session. */
  const callers = async (prefix: string) => {
    const member = await newMember(prefix);
    return { ...member, gateway: member.client, trial, anonymous: anonymousClient() };
  };

  // First: the winner board is still empty (the reality check's dice rounds come later).
  catalogGatewayContract(async () => {
    const { client } = await newMember('cg');
    return { gateway: new CatalogApiClient(client), anonymous: new CatalogApiClient(anonymousClient()) };
  });

  authGatewayContract(async () => {
    const { username } = await newMember('au');
    const gateway = anonymousClient();
    return {
      gateway,
      member: { username, password: PASSWORD },
      newUsername: () => uniqueUsername('au'),
      solve: async (challenge) => (await solver.solve(challenge))!,
      adopt: (token) => gateway.useToken(token),
    };
  });

  cashierGatewayContract(async () => ({
    ...(await callers('ca')),
    decide: async (id, decision, reason) =>
      void valueOf(decision === 'approved' ? await support.approveDeposit(id) : await support.rejectDeposit(id, reason ?? '')),
  }));

  transferGatewayContract(async () => {
    const member = await callers('tr');
    await fundMember(server, staff, member.token, '500');
    valueOf(await support.setUpline(member.username, AGENT.username));
    return {
      ...member,
      funds: 50_000n,
      upline: AGENT.username,
      stranger: PLAYER.username,
      setPaymentPassword: async (password) => void valueOf(await member.client.setPaymentPassword({ newPassword: password, confirmNewPassword: password })),
    };
  });

  withdrawalGatewayContract(async () => {
    const member = await callers('wd');
    await fundMember(server, staff, member.token, '1000');
    await server.database.db.updateTable('accounts').set({ payment_password_hash: payPasswordHash }).where('username', '=', member.username).execute();
    const desk = new WithdrawalApi(support);
    return {
      gateway: new WithdrawalApi(member.client),
      trial: new WithdrawalApi(member.trial),
      anonymous: new WithdrawalApi(member.anonymous),
      funds: 100_000n,
      paymentPassword: PAY_PASSWORD,
      accountNumber: freshAccountNumber,
      decide: async (id, decision, reason) =>
        void valueOf(decision === 'approved' ? await desk.approveWithdrawal(id) : await desk.rejectWithdrawal(id, reason ?? '')),
    };
  });

  paymentPasswordGatewayContract(() => callers('pp'));

  memberLanguageGatewayContract(() => callers('ml'));

  sessionSummaryGatewayContract(async () => {
    const { token, client, trial, anonymous } = await callers('ss');
    await fundMember(server, staff, token, '500');
    return {
      gateway: new SessionSummaryApi(client),
      trial: new SessionSummaryApi(trial),
      anonymous: new SessionSummaryApi(anonymous),
      play: async () => (await rollDice(server, token, 1, '100'), 100n),
    };
  });

  /** A mobile number no account has: ten digits, the first a 3, as in Pakistan. */
  const mobileNumber = () => `3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

  smsCodeGatewayContract(async () => ({ ...(await callers('sm')), mobileNumber }));

  contactBindingContract(async () => {
    const member = await callers('cb');
    const binding = (client: ApiClient): ContactBindingGateway => {
      const security = new SecurityApi(client);
      return {
        requestEmailCode: (email) => security.requestEmailCode(email),
        bindContact: (b) => security.bindContact(b),
        requestSmsCode: (...args) => client.requestSmsCode(...args),
      };
    };
    return {
      gateway: binding(member.client),
      trial: binding(member.trial),
      anonymous: binding(member.anonymous),
      mobileNumber,
      email: () => `${uniqueUsername('cb')}@example.com`,
      codeSentTo: async (destination) => {
        const last = valueOf(await support.outbox(destination)).reduce((a, b) => (b.id > a.id ? b : a));
        return /\b[0-9]{6}\b/.exec(last.body)![0];
      },
    };
  });

  staffGatewayContract(async () => {
    const { username, client } = await newMember('sg');
    return {
      gateway: support,
      member: username,
      agent: AGENT.username,
      newUsername: () => uniqueUsername('sg'),
      requestDeposit: async (amount) => valueOf(await client.requestBankDeposit({ amount, payerName: 'Ali' })).id,
      asMember: client,
      anonymous: anonymousClient(),
    };
  });

  lotteryGatewayContract(async () => {
    const { token, client } = await newMember('lg');
    await fundMember(server, staff, token, '500');
    const letTimePass = async (ms: number) => {
      server.clock.advance(ms);
      await server.runJob('lottery_draws');
    };
    return { gateway: new LotteryApi(client), funds: 50_000n, anonymous: new LotteryApi(anonymousClient()), letTimePass };
  });

  messagesGatewayContract(async () => {
    const { username, client } = await newMember('mgw');
    const deliver = async (title: string) => {
      await call(server, 'POST', '/wps/admin/messages', { token: staff, console: true, body: { to: username, title, body: `${title} body` } });
    };
    return { gateway: client, anonymous: anonymousClient(), deliver };
  });

  chatGatewayContract(async () => {
    const { client } = await newMember('cht');
    const hosts = valueOf(await new LiveHostsApi(client).liveModels());
    return { gateway: new ChatApi(client), hostId: hosts[0]!.id, unknownHostId: 999_999 };
  });
});
