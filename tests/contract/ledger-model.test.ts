import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Database } from '../../adapters/sql/database';
import { SqlAccounts } from '../../adapters/sql/repositories/sql-accounts';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import { LEDGER_CODES } from '../../core/platform/wallet/ledger';
import { type Ledger, type PostedTransfer, type TransferRequest } from '../../core/platform/wallet/ports';
import { testBackends } from '../support/backends';
import { migratedStorage } from '../support/storage';
import { InMemoryLedger } from '../support/fakes/ledger';
import { newAccount } from './suites/account-repository';
import { codeOf, valueOf } from './suites/ledger';

/**
 * Model-based test of the Ledger port: random sequences of deposits, bets, wins, member
 * transfers, withdrawals (hold → post or hold → void), replays and reused keys run against a
 * plain model (balance and hold per code, used keys with their payloads, pending transfers) and
 * against the real ledger. Each answer must be the one the model predicts; at the end every
 * balance and hold matches, the balances sum to zero and the audit is clean. Each run opens a
 * fresh set of account codes in the same database.
 */

/** LEDGER_MODEL_RUNS=500 for a deeper search; the default keeps each back end to a few seconds. */
const RUNS = Number(process.env['LEDGER_MODEL_RUNS'] ?? 40);
const MAX_COMMANDS = 50;
const MEMBERS = 3;
const SHARDS = 2;

interface ModelAccount {
  balance: bigint;
  held: bigint;
  readonly allowNegative: boolean;
}

type Request =
  | { readonly type: 'transfer'; readonly request: TransferRequest }
  | { readonly type: 'resolve'; readonly pendingKey: string; readonly action: 'post' | 'void'; readonly key: string };

interface Used {
  readonly payload: string;
  readonly request: Request;
  /** The first answer, already checked against the model: what every replay must return. */
  readonly answer: PostedTransfer;
}

interface Model {
  readonly prefix: string;
  nextKey: number;
  readonly members: string[];
  readonly shards: string[];
  readonly system: string;
  readonly clearing: string;
  readonly accounts: Map<string, ModelAccount>;
  readonly used: Map<string, Used>;
  /** Used keys in the order they were first used, for commands to pick from by index. */
  readonly usedKeys: string[];
  /** Keys of refused requests not used since: each must still be free. */
  readonly refused: string[];
  /** Keys of pending transfers, and whether each is resolved. */
  readonly pendings: { key: string; resolved: boolean }[];
}

interface Real {
  readonly ledger: Ledger;
}

type KeyChoice = { readonly type: 'fresh' } | { readonly type: 'used' | 'refused'; readonly index: number };

const keyChoice: fc.Arbitrary<KeyChoice> = fc.oneof(
  { weight: 10, arbitrary: fc.constant({ type: 'fresh' as const }) },
  { weight: 1, arbitrary: fc.nat().map((index) => ({ type: 'used' as const, index })) },
  { weight: 1, arbitrary: fc.nat().map((index) => ({ type: 'refused' as const, index })) },
);

const pickKey = (m: Model, choice: KeyChoice): string => {
  const from = choice.type === 'used' ? m.usedKeys : choice.type === 'refused' ? m.refused : [];
  if (choice.type !== 'fresh' && from.length > 0) return from[choice.index % from.length]!;
  return `${m.prefix}:k${m.nextKey++}`;
};

const payloadOf = (request: Request): string =>
  request.type === 'transfer'
    ? JSON.stringify([
        'transfer',
        request.request.debit,
        request.request.credit,
        String(request.request.amount),
        request.request.kind,
        request.request.pending ? 'pending' : 'single',
        request.request.reference ?? null,
      ])
    : JSON.stringify(['resolve', request.pendingKey, request.action]);

const keyOf = (request: Request) => (request.type === 'transfer' ? request.request.key : request.key);

const show = (request: Request) => JSON.stringify(request, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

type Prediction =
  | { readonly code: string; readonly keyStaysFree: boolean }
  | { readonly code: 'ok'; readonly replay: PostedTransfer }
  | {
      readonly code: 'ok';
      readonly movement: {
        debit: string;
        credit: string;
        amount: bigint;
        kind: string;
        flag: 'single' | 'pending' | 'post' | 'void';
        pendingId: number | null;
        reference: string | null;
      };
    };

/** What the ledger must answer, worked out from the model alone (not from the rules under test). */
function predict(m: Model, request: Request): Prediction {
  const key = keyOf(request);
  const used = m.used.get(key);
  if (request.type === 'transfer') {
    const r = request.request;
    if (r.debit === r.credit) return { code: 'wallet.same_account', keyStaysFree: true };
    if (used) return used.payload === payloadOf(request) ? { code: 'ok', replay: used.answer } : { code: 'wallet.idempotency_conflict', keyStaysFree: false };
    const debit = m.accounts.get(r.debit)!;
    if (!debit.allowNegative && debit.balance - debit.held < r.amount) return { code: 'wallet.insufficient_funds', keyStaysFree: true };
    return {
      code: 'ok',
      movement: {
        debit: r.debit,
        credit: r.credit,
        amount: r.amount,
        kind: r.kind,
        flag: r.pending ? 'pending' : 'single',
        pendingId: null,
        reference: r.reference ?? null,
      },
    };
  }
  const pending = m.pendings.find((p) => p.key === request.pendingKey);
  if (!pending) return { code: 'wallet.pending_not_found', keyStaysFree: true };
  if (used) return used.payload === payloadOf(request) ? { code: 'ok', replay: used.answer } : { code: 'wallet.idempotency_conflict', keyStaysFree: false };
  if (pending.resolved) return { code: 'wallet.pending_resolved', keyStaysFree: true };
  const hold = m.used.get(pending.key)!.answer;
  return {
    code: 'ok',
    movement: {
      debit: hold.debit,
      credit: hold.credit,
      amount: hold.amount,
      kind: hold.kind,
      flag: request.action,
      pendingId: hold.id,
      reference: hold.reference,
    },
  };
}

/** Moves the model's money by hand, the way a bookkeeper would. */
function applyToModel(m: Model, movement: { debit: string; credit: string; amount: bigint; flag: 'single' | 'pending' | 'post' | 'void' }): void {
  const debit = m.accounts.get(movement.debit)!;
  const credit = m.accounts.get(movement.credit)!;
  const { amount } = movement;
  if (movement.flag === 'single') {
    debit.balance -= amount;
    credit.balance += amount;
  } else if (movement.flag === 'pending') {
    debit.held += amount;
  } else if (movement.flag === 'post') {
    debit.held -= amount;
    debit.balance -= amount;
    credit.balance += amount;
  } else {
    debit.held -= amount;
  }
}

/** How often each answer came up, so a run shows it exercised more than the happy path. */
const outcomes = new Map<string, number>();

async function step(m: Model, r: Real, request: Request): Promise<void> {
  const predicted = predict(m, request);
  const outcome = `${request.type === 'resolve' ? request.action : request.request.pending ? 'hold' : 'single'}:${'replay' in predicted ? 'replayed' : predicted.code}`;
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const result =
    request.type === 'transfer' ? await r.ledger.transfer(request.request) : await r.ledger.resolvePending(request.pendingKey, request.action, request.key);
  expect(codeOf(result), show(request)).toBe(predicted.code);
  const key = keyOf(request);
  if ('keyStaysFree' in predicted) {
    if (predicted.keyStaysFree && !m.refused.includes(key)) m.refused.push(key);
    return;
  }
  const posted = valueOf(result);
  if ('replay' in predicted) {
    expect(posted, show(request)).toEqual({ ...predicted.replay, replayed: true });
    return;
  }
  const { movement } = predicted;
  applyToModel(m, movement);
  const debit = m.accounts.get(movement.debit)!;
  const credit = m.accounts.get(movement.credit)!;
  expect(posted, show(request)).toMatchObject({
    ...movement,
    key,
    replayed: false,
    debitBalanceAfter: debit.balance - debit.held,
    creditBalanceAfter: credit.balance - credit.held,
  });
  m.used.set(key, { payload: payloadOf(request), request, answer: posted });
  m.usedKeys.push(key);
  const refusedAt = m.refused.indexOf(key);
  if (refusedAt >= 0) m.refused.splice(refusedAt, 1);
  if (movement.flag === 'pending') m.pendings.push({ key, resolved: false });
  if (request.type === 'resolve') m.pendings.find((p) => p.key === request.pendingKey)!.resolved = true;
  const rows = await r.ledger.balances([movement.debit, movement.credit]);
  for (const row of rows) expect({ code: row.code, balance: row.balance, held: row.held }).toEqual({ code: row.code, ...pick(m.accounts.get(row.code)!) });
}

const pick = (a: ModelAccount) => ({ balance: a.balance, held: a.held });

// ---- commands ----------------------------------------------------------------------------

type Shape =
  | { readonly kind: 'deposit'; readonly member: number }
  | { readonly kind: 'bet'; readonly member: number; readonly shard: number }
  | { readonly kind: 'win'; readonly shard: number; readonly member: number }
  | { readonly kind: 'transfer'; readonly from: number; readonly to: number }
  | { readonly kind: 'withdrawal'; readonly member: number };

class TransferCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly shape: Shape,
    private readonly amount: bigint,
    private readonly reference: string | undefined,
    private readonly key: KeyChoice,
  ) {}

  check = () => true;

  async run(m: Model, r: Real): Promise<void> {
    const s = this.shape;
    const [debit, credit] =
      s.kind === 'deposit'
        ? [m.system, m.members[s.member]!]
        : s.kind === 'bet'
          ? [m.members[s.member]!, m.shards[s.shard]!]
          : s.kind === 'win'
            ? [m.shards[s.shard]!, m.members[s.member]!]
            : s.kind === 'transfer'
              ? [m.members[s.from]!, m.members[s.to]!]
              : [m.members[s.member]!, m.clearing];
    const request: TransferRequest = {
      key: pickKey(m, this.key),
      debit,
      credit,
      amount: this.amount,
      kind: s.kind,
      pending: s.kind === 'withdrawal',
      reference: this.reference,
    };
    await step(m, r, { type: 'transfer', request });
  }

  toString = () => `${this.shape.kind}(${JSON.stringify(this.shape)}, ${this.amount}n, ref=${this.reference ?? '-'}, key=${JSON.stringify(this.key)})`;
}

class ResolveCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    /** Which pending transfer (by index), or a used key that names no pending transfer. */
    private readonly target: { readonly type: 'pending' | 'other'; readonly index: number },
    private readonly action: 'post' | 'void',
    private readonly key: KeyChoice,
  ) {}

  check = (m: Readonly<Model>) => (this.target.type === 'pending' ? m.pendings.length > 0 : m.usedKeys.length > 0);

  async run(m: Model, r: Real): Promise<void> {
    const pendingKey =
      this.target.type === 'pending' ? m.pendings[this.target.index % m.pendings.length]!.key : m.usedKeys[this.target.index % m.usedKeys.length]!;
    await step(m, r, { type: 'resolve', pendingKey, action: this.action, key: pickKey(m, this.key) });
  }

  toString = () => `resolve(${JSON.stringify(this.target)}, ${this.action}, key=${JSON.stringify(this.key)})`;
}

/** Sends a used key's first request again, unchanged. */
class ReplayCommand implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly index: number) {}

  check = (m: Readonly<Model>) => m.usedKeys.length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const used = m.used.get(m.usedKeys[this.index % m.usedKeys.length]!)!;
    await step(m, r, used.request);
  }

  toString = () => `replay(${this.index})`;
}

/** Sends a used key's first request again with one thing changed. */
class ConflictCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    private readonly index: number,
    private readonly change: 'amount' | 'reference' | 'kind' | 'pending',
  ) {}

  check = (m: Readonly<Model>) => m.usedKeys.length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const used = m.used.get(m.usedKeys[this.index % m.usedKeys.length]!)!.request;
    if (used.type === 'resolve') {
      await step(m, r, { ...used, action: used.action === 'post' ? 'void' : 'post' });
      return;
    }
    const q = used.request;
    const changed: TransferRequest =
      this.change === 'amount'
        ? { ...q, amount: q.amount + 1n }
        : this.change === 'reference'
          ? { ...q, reference: q.reference === undefined ? 'changed' : undefined }
          : this.change === 'kind'
            ? { ...q, kind: `${q.kind}!` }
            : { ...q, pending: !q.pending };
    await step(m, r, { type: 'transfer', request: changed });
  }

  toString = () => `conflict(${this.index}, ${this.change})`;
}

const member = fc.nat({ max: MEMBERS - 1 });
const shard = fc.nat({ max: SHARDS - 1 });
const amount = fc.oneof(
  { weight: 10, arbitrary: fc.bigInt({ min: 1n, max: 300n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 53n - 2n, max: 2n ** 60n }) },
);
const depositAmount = fc.oneof(
  { weight: 10, arbitrary: fc.bigInt({ min: 1n, max: 2_000n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 53n, max: 2n ** 61n }) },
);
const reference = fc.option(fc.constantFrom('r1', 'r2'), { nil: undefined });

const deposit = fc.tuple(member, depositAmount, reference, keyChoice).map(([m, a, ref, k]) => new TransferCommand({ kind: 'deposit', member: m }, a, ref, k));
const bet = fc
  .tuple(member, shard, amount, reference, keyChoice)
  .map(([m, s, a, ref, k]) => new TransferCommand({ kind: 'bet', member: m, shard: s }, a, ref, k));
const win = fc
  .tuple(shard, member, amount, reference, keyChoice)
  .map(([s, m, a, ref, k]) => new TransferCommand({ kind: 'win', shard: s, member: m }, a, ref, k));
const send = fc
  .tuple(member, member, amount, reference, keyChoice)
  .map(([from, to, a, ref, k]) => new TransferCommand({ kind: 'transfer', from, to }, a, ref, k));
const withdraw = fc.tuple(member, amount, reference, keyChoice).map(([m, a, ref, k]) => new TransferCommand({ kind: 'withdrawal', member: m }, a, ref, k));
const resolve = fc
  .tuple(fc.nat(), fc.constantFrom('post' as const, 'void' as const), keyChoice)
  .map(([i, action, k]) => new ResolveCommand({ type: 'pending', index: i }, action, k));
const resolveOther = fc
  .tuple(fc.nat(), fc.constantFrom('post' as const, 'void' as const), keyChoice)
  .map(([i, action, k]) => new ResolveCommand({ type: 'other', index: i }, action, k));
const replay = fc.nat().map((i) => new ReplayCommand(i));
const conflict = fc
  .tuple(fc.nat(), fc.constantFrom('amount' as const, 'reference' as const, 'kind' as const, 'pending' as const))
  .map(([i, change]) => new ConflictCommand(i, change));

/** fc.commands picks among these evenly: repeats weight money in, holds and their resolution. */
const commandArbitraries: fc.Arbitrary<fc.AsyncCommand<Model, Real>>[] = [
  deposit,
  deposit,
  deposit,
  bet,
  bet,
  win,
  send,
  send,
  withdraw,
  withdraw,
  resolve,
  resolve,
  resolve,
  resolveOther,
  replay,
  conflict,
];
const commands = fc.commands(commandArbitraries, { maxCommands: MAX_COMMANDS, size: 'max' });

// ---- one world per run ---------------------------------------------------------------------

interface Backend {
  /** A ledger for the next run (shared or fresh), and an account id a member wallet can belong to. */
  ledger(): Ledger;
  newAccountId(): Promise<number>;
}

let runs = 0;

async function newWorld(backend: Backend): Promise<{ model: Model; real: Real }> {
  const run = ++runs;
  const ledger = backend.ledger();
  const prefix = `model-${process.pid}-${run}`;
  const model: Model = {
    prefix,
    nextKey: 1,
    members: [],
    shards: Array.from({ length: SHARDS }, (_, s) => `${LEDGER_CODES.houseShard(s)}:${prefix}`),
    system: `system:deposit:${prefix}`,
    clearing: `${LEDGER_CODES.paymentClearing}:${prefix}`,
    accounts: new Map(),
    used: new Map(),
    usedKeys: [],
    refused: [],
    pendings: [],
  };
  for (let i = 0; i < MEMBERS; i++) {
    const id = await backend.newAccountId();
    const code = LEDGER_CODES.memberMain(id);
    await ledger.openAccount({ code, kind: 'member_main', ownerId: id, currency: 'PKR', allowNegative: false });
    model.members.push(code);
    model.accounts.set(code, { balance: 0n, held: 0n, allowNegative: false });
  }
  for (const code of [...model.shards, model.system, model.clearing]) {
    await ledger.openAccount({ code, kind: code.startsWith('house') ? 'house' : 'system', ownerId: null, currency: 'PKR', allowNegative: true });
    model.accounts.set(code, { balance: 0n, held: 0n, allowNegative: true });
  }
  return { model, real: { ledger } };
}

async function checkEnd(model: Model, real: Real): Promise<void> {
  const codes = [...model.accounts.keys()];
  const rows = await real.ledger.balances(codes);
  expect(new Map(rows.map((r) => [r.code, { balance: r.balance, held: r.held }]))).toEqual(new Map(codes.map((c) => [c, pick(model.accounts.get(c)!)])));
  expect([...model.accounts.values()].reduce((sum, a) => sum + a.balance, 0n)).toBe(0n);
  const report = await real.ledger.audit();
  expect(report.mismatches).toEqual([]);
  expect(report.sumOfBalances).toBe(0n);
  expect(report.ok).toBe(true);
}

function modelTest(name: string, backend: () => Backend): void {
  it(
    `${name}: ${RUNS} random command sequences agree with the model`,
    async () => {
      const started = performance.now();
      outcomes.clear();
      await fc.assert(
        fc.asyncProperty(commands, async (cmds) => {
          const world = await newWorld(backend());
          await fc.asyncModelRun(() => world, cmds);
          await checkEnd(world.model, world.real);
        }),
        { numRuns: RUNS },
      );
      const requests = [...outcomes.values()].reduce((a, b) => a + b, 0);
      const tally = [...outcomes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
      console.log(`ledger model on ${name}: ${RUNS} runs, ${requests} requests in ${Math.round(performance.now() - started)} ms (${tally})`);
    },
    Math.max(60_000, RUNS * 400),
  );
}

describe('Ledger model', () => {
  describe('in-memory fake', () => {
    let ids = 0;
    modelTest('InMemoryLedger', () => {
      const ledger = new InMemoryLedger();
      return { ledger: () => ledger, newAccountId: async () => ++ids };
    });
  });

  for (const kind of testBackends()) {
    describe(`SqlLedger on ${kind}`, () => {
      const storage = migratedStorage(kind);
      let database: Database;
      let ledger: SqlLedger;
      let owners = 0;
      beforeAll(() => {
        database = storage();
        ledger = new SqlLedger(database.db);
      });
      modelTest(kind, () => ({
        ledger: () => ledger,
        newAccountId: async () => (await new SqlAccounts(database.db).create(newAccount(`model${process.pid}x${++owners}`)))!.id,
      }));
    });
  }
  if (!testBackends().includes('postgres')) it.skip('SqlLedger on postgres (no PostgreSQL answered on 127.0.0.1:5432)', () => undefined);
});
