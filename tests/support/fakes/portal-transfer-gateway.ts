import type { FailureCode } from '../../../core/domain/kernel/failure-code';
import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import { checkRequestId, checkTransferAmount, checkWalletPair, MAIN_WALLET } from '../../../core/domain/wallet/transfer-rules';
import type { TeamTargets, TeamTransferRequest, TransferGateway, TransferOutcome, Wallets } from '../../../core/portal/wallet/transfer-types';
import { sessionRefusal, takeFailure } from './portal-answers';

export const defaultWallets = (overrides: Partial<Wallets> = {}): Wallets => ({
  isSingle: false,
  scale: 2,
  main: 100_000n,
  vendors: [
    { code: 'PG', balance: 2_500n },
    { code: 'JL', balance: 0n },
  ],
  total: 102_500n,
  ...overrides,
});

type TeamPaid = { recipient: string; amount: bigint; replayed: boolean };

/**
 * A member's wallets as the server keeps them, in memory, keeping the TransferGateway contract
 * (tests/contract/suites/portal-transfer-gateway.ts): the server's own checks (wallet pair,
 * amount, request id), balances that must cover a move, a request id that replays its first
 * answer, team transfers to `targets` with the payment password (none set until a test sets
 * `paymentPassword`). `role` is whose session calls (null: none). Records every call;
 * `failNext` scripts the next transfer's failure (e.g. 'network.error').
 */
export class FakeTransferGateway implements TransferGateway {
  readonly calls: { method: keyof TransferGateway; args: unknown[] }[] = [];
  targets: TeamTargets = { upline: { account: 'demo_agent', nickname: 'Agent' }, downlines: [] };
  paymentPassword: string | null = null;
  role: 'member' | 'trial' | null = 'member';
  /** The failure code the next transfer of either kind answers with (e.g. 'network.error'). */
  failNext: FailureCode | null = null;
  private held: Wallets;
  private readonly requests = new Map<string, { payload: string; answer: TransferOutcome | TeamPaid }>();

  constructor(wallets: Wallets = defaultWallets()) {
    this.held = wallets;
  }

  async wallets(): Promise<Result<Wallets>> {
    this.calls.push({ method: 'wallets', args: [] });
    return sessionRefusal(this.role) ?? ok(this.held);
  }

  async walletTransfer(request: { from: string; to: string; amount: string; requestId: string }): Promise<Result<TransferOutcome>> {
    this.calls.push({ method: 'walletTransfer', args: [request] });
    const refused = takeFailure(this) ?? sessionRefusal(this.role);
    if (refused) return refused;
    if (this.held.isSingle) return fail('wallet.single_wallet');
    const id = checkRequestId(request.requestId);
    if (!id.ok) return id;
    const pair = checkWalletPair(
      request.from,
      request.to,
      this.held.vendors.map((v) => v.code),
    );
    if (!pair.ok) return pair;
    const amount = checkTransferAmount(request.amount, this.held.scale);
    if (!amount.ok) return amount;
    return this.once(`wallet:${id.value}`, { from: request.from, to: request.to, amount: amount.value }, (): Result<TransferOutcome> => {
      if (this.balanceOf(request.from) < amount.value) return fail('wallet.insufficient_funds', { field: 'amount' });
      this.move(request.from, request.to, amount.value);
      return ok({ moved: [{ from: request.from, to: request.to, amount: amount.value }], replayed: false });
    });
  }

  async recallAll(requestId: string): Promise<Result<TransferOutcome>> {
    this.calls.push({ method: 'recallAll', args: [requestId] });
    const refused = sessionRefusal(this.role);
    if (refused) return refused;
    const id = checkRequestId(requestId);
    if (!id.ok) return id;
    const moved = this.held.vendors.filter((v) => v.balance > 0n).map((v) => ({ from: v.code, to: MAIN_WALLET, amount: v.balance }));
    for (const m of moved) this.move(m.from, m.to, m.amount);
    return ok({ moved, replayed: false });
  }

  async teamTargets(): Promise<Result<TeamTargets>> {
    this.calls.push({ method: 'teamTargets', args: [] });
    return sessionRefusal(this.role) ?? ok(this.targets);
  }

  async teamTransfer(request: TeamTransferRequest): Promise<Result<TeamPaid>> {
    this.calls.push({ method: 'teamTransfer', args: [request] });
    const refused = takeFailure(this) ?? sessionRefusal(this.role);
    if (refused) return refused;
    const recipient = request.recipient.trim().toLowerCase();
    const team = [this.targets.upline, ...this.targets.downlines].filter((m) => m !== null).map((m) => m.account);
    if (!team.includes(recipient)) return fail('wallet.recipient_not_found', { field: 'recipient' });
    const id = checkRequestId(request.requestId);
    if (!id.ok) return id;
    const amount = checkTransferAmount(request.amount, this.held.scale);
    if (!amount.ok) return amount;
    if (request.paymentPassword.trim() === '') return fail('validation.required', { field: 'paymentPassword' });
    if (this.paymentPassword === null) return fail('wallet.payment_password_not_set', { field: 'paymentPassword' });
    if (request.paymentPassword !== this.paymentPassword) return fail('wallet.payment_password_wrong', { field: 'paymentPassword' });
    return this.once(`team:${id.value}`, { recipient, amount: amount.value }, (): Result<TeamPaid> => {
      if (this.held.main < amount.value) return fail('wallet.insufficient_funds', { field: 'amount' });
      this.move(MAIN_WALLET, null, amount.value);
      return ok({ recipient, amount: amount.value, replayed: false });
    });
  }

  callsOf(method: keyof TransferGateway): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  /** The first answer for a request id again (as a replay), a conflict for another payload, or `run`'s answer, kept when it moved money. */
  private once<T extends TransferOutcome | TeamPaid>(key: string, payload: unknown, run: () => Result<T>): Result<T> {
    const text = JSON.stringify(payload, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    const earlier = this.requests.get(key);
    if (earlier) return earlier.payload === text ? ok({ ...(earlier.answer as T), replayed: true }) : fail('wallet.idempotency_conflict');
    const answer = run();
    if (answer.ok) this.requests.set(key, { payload: text, answer: answer.value });
    return answer;
  }

  private balanceOf(wallet: string): bigint {
    return wallet === MAIN_WALLET ? this.held.main : (this.held.vendors.find((v) => v.code === wallet)?.balance ?? 0n);
  }

  /** Moves money between the member's wallets, or out of them to someone else (`to` null). */
  private move(from: string, to: string | null, amount: bigint): void {
    const delta = (wallet: string) => (wallet === from ? -amount : wallet === to ? amount : 0n);
    const main = this.held.main + delta(MAIN_WALLET);
    const vendors = this.held.vendors.map((v) => ({ code: v.code, balance: v.balance + delta(v.code) }));
    this.held = { ...this.held, main, vendors, total: vendors.reduce((sum, v) => sum + v.balance, main) };
  }
}
