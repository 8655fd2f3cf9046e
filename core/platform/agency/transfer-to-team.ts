import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkRequestId, checkTeamTransfer, checkTransferAmount } from '../../domain/wallet/transfer-rules';
import type { Principal } from '../access/authenticate';
import type { SettingsRepository } from '../system/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';
import { verifyPaymentPassword, type PaymentPasswordDeps } from '../wallet/payment-password';
import type { WageringLock } from '../wallet/wagering-lock';
import type { AccountTree, TreeAccount } from './ports';

export interface TeamTransferForm {
  /** The recipient's account name: the direct upline, or (for an agent) a direct downline. */
  readonly recipient: string;
  readonly amount: string;
  readonly paymentPassword: string;
  /** The client's id for this submit: a retry with the same id moves nothing more. */
  readonly requestId: string;
}

export interface TeamTransfer {
  readonly recipient: TreeAccount;
  readonly amount: bigint;
  readonly replayed: boolean;
}

interface TeamTransferDeps extends PaymentPasswordDeps {
  readonly tree: AccountTree;
  readonly ledger: Pick<Ledger, 'transfer'>;
  readonly settings: SettingsRepository;
  readonly wagering: Pick<WageringLock, 'check'>;
}

/**
 * Main wallet to main wallet inside the team (checkTeamTransfer), with the payment password and
 * past the wagering lock, as one ledger transfer keyed by the sender and the request id.
 */
export class TransferToTeam {
  constructor(private readonly deps: TeamTransferDeps) {}

  async execute(caller: Principal, form: TeamTransferForm): Promise<Result<TeamTransfer>> {
    const settings = await this.deps.settings.load();
    const me = await this.deps.tree.findById(caller.account.id);
    const recipient = await this.deps.tree.findByUsername(normalizeUsername(form.recipient));
    const place = (a: TreeAccount) => ({ id: a.id, role: roleOfType(a.type, settings), uplineId: a.uplineId });
    const direction = checkTeamTransfer({ id: caller.account.id, role: caller.role, uplineId: me?.uplineId ?? null }, recipient ? place(recipient) : null);
    if (!direction.ok) return direction;
    const requestId = checkRequestId(form.requestId);
    if (!requestId.ok) return requestId;
    const amount = checkTransferAmount(form.amount, settings.currency.scale);
    if (!amount.ok) return amount;
    const password = await verifyPaymentPassword(this.deps, caller.account, form.paymentPassword);
    if (!password.ok) return password;
    const unlocked = await this.deps.wagering.check(caller.account.id);
    if (!unlocked.ok) return unlocked;
    const to = recipient!;
    const moved = await this.deps.ledger.transfer({
      key: `team:${caller.account.id}:${requestId.value}`,
      debit: LEDGER_CODES.memberMain(caller.account.id),
      credit: LEDGER_CODES.memberMain(to.id),
      amount: amount.value,
      kind: 'transfer',
      reference: `${direction.value}:${caller.account.username}>${to.username}`,
    });
    if (!moved.ok) return moved.error.code === 'wallet.insufficient_funds' ? fail(moved.error.code, { field: 'amount' }) : moved;
    return ok({ recipient: to, amount: moved.value.amount, replayed: moved.value.replayed });
  }
}
