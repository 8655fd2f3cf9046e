import { describe } from 'vitest';
import { InMemoryAccounts } from '../support/fakes/accounts';
import { FakeCaptcha } from '../support/fakes/captcha';
import { FakeHumanVerification } from '../support/fakes/human-verification';
import { FakeClock } from '../support/fakes/clock';
import { InMemoryLoginAttempts } from '../support/fakes/login-attempts';
import { InMemoryRateLimiter } from '../support/fakes/rate-limiter';
import { InMemorySessions } from '../support/fakes/sessions';
import { InMemoryProtection } from '../support/fakes/protection';
import { defaultSettings, InMemoryHelp, InMemorySettings } from '../support/fakes/settings';
import { InMemoryWalletLedger } from '../support/fakes/wallet-ledger';
import { InMemoryLedger } from '../support/fakes/ledger';
import { InMemoryAccountTree } from '../support/fakes/account-tree';
import { InMemoryCatalog, InMemoryFavourites, InMemoryRecentGames } from '../support/fakes/catalog';
import { InMemoryMessages } from '../support/fakes/messages';
import { InMemoryWins } from '../support/fakes/wins';
import { InMemoryVerificationCodes } from '../support/fakes/verification-codes';
import { InMemoryPasswordResets } from '../support/fakes/password-resets';
import { InMemoryMessageQueue } from '../support/fakes/message-queue';
import { InMemoryAuthenticators, InMemoryKnownIps, InMemoryLoginChallenges, InMemoryLoginHistory } from '../support/fakes/account-security';
import { InMemoryAuditLog } from '../support/fakes/audit-log';
import { InMemoryWalletAdjustments } from '../support/fakes/wallet-adjustments';
import { LEDGER_CODES } from '../../core/domain/wallet/ledger-codes';
import { allContracts } from './all-contracts';
import { auditLogContract } from './suites/audit-log';
import { walletAdjustmentsContract } from './suites/wallet-adjustments';
import { newAccount } from './suites/account-repository';

/** The in-memory fakes the unit tests use must keep the same contracts as the SQL adapters. */
describe('in-memory fakes', () => {
  const accountIds = () => {
    const accounts = new InMemoryAccounts(new FakeClock());
    let n = 0;
    return async () => (await accounts.create(newAccount(`owner${++n}`)))!.id;
  };
  allContracts({
    accounts: async () => ({ accounts: new InMemoryAccounts(new FakeClock()) }),
    sessions: async () => ({ sessions: new InMemorySessions(), newAccountId: accountIds() }),
    protection: async () => ({ protection: new InMemoryProtection(), newAccountId: accountIds() }),
    attempts: async () => ({ attempts: new InMemoryLoginAttempts() }),
    limiter: async () => {
      const clock = new FakeClock();
      return { limiter: new InMemoryRateLimiter(clock), clock };
    },
    settings: async () => {
      const defaults = defaultSettings();
      return { settings: new InMemorySettings(defaults), defaults, clock: new FakeClock() };
    },
    ledger: async () => ({ ledger: new InMemoryWalletLedger(), newAccountId: accountIds() }),
    doubleEntry: async () => {
      const ledger = new InMemoryLedger();
      return {
        ledger,
        newAccountId: accountIds(),
        tamper: {
          addToBalance: async (code, delta) => ledger.tamperBalance(code, delta),
          addToHeld: async (code, delta) => ledger.tamperHeld(code, delta),
          insertStrayTransfer: async (key, debit, credit, amount) => ledger.tamperInsertTransfer(key, debit, credit, amount),
          deleteTransfer: async (key) => ledger.tamperDeleteTransfer(key),
        },
      };
    },
    help: async () => ({ withArticles: async (articles) => new InMemoryHelp(articles) }),
    captcha: async () => {
      const clock = new FakeClock();
      const captcha = new FakeCaptcha(clock);
      return { captcha, clock, answerOf: async (id) => captcha.answerOf(id) };
    },
    human: async () => ({ human: new FakeHumanVerification(), solve: async (c) => `solved:${c.signature}`, forge: () => 'solved:never-issued' }),
    tree: async () => {
      const accounts = new InMemoryAccounts(new FakeClock());
      return { tree: new InMemoryAccountTree(accounts), newAccount: async (username, type = 0) => (await accounts.create(newAccount(username, { type })))!.id };
    },
    catalog: async () => ({
      withCatalog: async (vendors, games) => {
        const catalog = new InMemoryCatalog(vendors, games);
        return { catalog, favourites: new InMemoryFavourites(catalog), recent: new InMemoryRecentGames(catalog), newAccountId: accountIds() };
      },
    }),
    wins: async () => ({ withRounds: async (vendors, games, rounds) => new InMemoryWins(new InMemoryCatalog(vendors, games), rounds) }),
    inbox: async () => {
      const types = new Map<number, number>();
      let next = 1;
      return {
        inbox: new InMemoryMessages(new FakeClock(), async () => types),
        newAccountId: async (type = 0) => {
          types.set(next, type);
          return next++;
        },
      };
    },
    verificationCodes: async () => {
      const clock = new FakeClock();
      return { codes: new InMemoryVerificationCodes(clock), clock };
    },
    passwordResets: async () => ({ resets: new InMemoryPasswordResets(), newAccountId: accountIds() }),
    messageQueue: async () => {
      const clock = new FakeClock();
      const queue = new InMemoryMessageQueue();
      return { queue, clock, enqueue: (message) => queue.enqueue(message, clock.now()) };
    },
    accountSecurity: async () => ({
      knownIps: new InMemoryKnownIps(),
      challenges: new InMemoryLoginChallenges(),
      authenticators: new InMemoryAuthenticators(),
      history: new InMemoryLoginHistory(),
      newAccountId: accountIds(),
    }),
  });

  auditLogContract(async () => {
    const accounts = new InMemoryAccounts(new FakeClock());
    const log = new InMemoryAuditLog(new FakeClock(), accounts);
    return {
      log,
      newAccount: async (username, type) => (await accounts.create(newAccount(username, { type })))!.id,
      changeDetail: async (id, detail) => log.tamper(id, { detail }),
      remove: async (id) => log.remove(id),
    };
  });

  walletAdjustmentsContract(async () => {
    const accounts = new InMemoryAccounts(new FakeClock());
    const ledger = new InMemoryLedger();
    const audit = new InMemoryAuditLog(new FakeClock(), accounts);
    for (const code of [LEDGER_CODES.adjustments, LEDGER_CODES.genesis])
      await ledger.openAccount({ code, kind: 'system', ownerId: null, currency: 'PKR', allowNegative: true });
    let members = 0;
    return {
      adjustments: new InMemoryWalletAdjustments(ledger, audit),
      staffId: (await accounts.create(newAccount('adjuster', { type: 90 })))!.id,
      async member(balance) {
        const id = (await accounts.create(newAccount(`member${++members}`)))!.id;
        await ledger.openAccount({ code: LEDGER_CODES.memberMain(id), kind: 'member_main', ownerId: id, currency: 'PKR', allowNegative: false });
        if (balance > 0n)
          await ledger.transfer({ key: `fund:${id}`, debit: LEDGER_CODES.genesis, credit: LEDGER_CODES.memberMain(id), amount: balance, kind: 'deposit' });
        return id;
      },
      balance: async (id) => (await ledger.balances([LEDGER_CODES.memberMain(id)]))[0]!.balance,
      adjustedEntries: async () =>
        (await audit.list({ kind: 'wallet.adjusted', pageNo: 1, pageSize: 100 })).items
          .reverse()
          .map((e) => ({ actorId: e.actorId, subject: e.subject, detail: JSON.parse(e.detail) as Record<string, unknown> })),
    };
  });
});
