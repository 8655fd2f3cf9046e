import { fail, ok, type Result } from '../../../core/domain/kernel/result';
import type { TeamTargets, TeamTransferRequest, TransferGateway, TransferOutcome, Wallets } from '../../../core/portal/wallet/transfer-types';

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

/** Records every call; answers with the configured wallets and targets. */
export class FakeTransferGateway implements TransferGateway {
  readonly calls: { method: keyof TransferGateway; args: unknown[] }[] = [];
  walletsAnswer: Result<Wallets> = ok(defaultWallets());
  targets: TeamTargets = { upline: { account: 'demo_agent', nickname: 'Agent' }, downlines: [] };
  /** The failure code the next transfer of either kind answers with (e.g. 'network.error'). */
  failNext: string | null = null;

  async wallets(): Promise<Result<Wallets>> {
    this.calls.push({ method: 'wallets', args: [] });
    return this.walletsAnswer;
  }

  async walletTransfer(request: { from: string; to: string; amount: string; requestId: string }): Promise<Result<TransferOutcome>> {
    this.calls.push({ method: 'walletTransfer', args: [request] });
    if (this.failNext) return fail(this.takeFailure());
    return ok({ moved: [{ from: request.from, to: request.to, amount: 1n }], replayed: false });
  }

  async recallAll(requestId: string): Promise<Result<TransferOutcome>> {
    this.calls.push({ method: 'recallAll', args: [requestId] });
    return ok({ moved: [], replayed: false });
  }

  async teamTargets(): Promise<Result<TeamTargets>> {
    this.calls.push({ method: 'teamTargets', args: [] });
    return ok(this.targets);
  }

  async teamTransfer(request: TeamTransferRequest): Promise<Result<{ recipient: string; amount: bigint; replayed: boolean }>> {
    this.calls.push({ method: 'teamTransfer', args: [request] });
    if (this.failNext) return fail(this.takeFailure());
    return ok({ recipient: request.recipient, amount: 1n, replayed: false });
  }

  private takeFailure(): string {
    const code = this.failNext!;
    this.failNext = null;
    return code;
  }

  callsOf(method: keyof TransferGateway): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
