import { MAX_REDEEM_QUANTITY, validateGoods, type Goods, type GoodsInput } from '../../domain/engagement/points';
import type { Clock } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { parseAmount } from '../../domain/wallet/amount';
import type { Principal } from '../access/authenticate';
import type { PasswordHasher, RateLimiter } from '../access/ports';
import { staffOnly } from '../access/staff-only';
import type { SettingsRepository } from '../system/ports';
import type { MessageRepository } from '../messages/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import { refuseNonMember } from '../wallet/vendor-wallets';
import { verifyPaymentPassword } from '../wallet/payment-password';
import { CONTROL_CHARACTERS_REFUSED, isPrintable } from '../../domain/kernel/free-text';
import type { MallRepository, PointsBook, Redemption, PointsEntry, RedemptionStatus } from './ports';

interface MallDeps {
  readonly mall: MallRepository;
  readonly points: PointsBook;
  readonly messages: MessageRepository;
  readonly settings: SettingsRepository;
  readonly hasher: PasswordHasher;
  readonly limiter: RateLimiter;
  readonly clock: Clock;
}

const HISTORY = 50;

export interface MallPage {
  readonly balance: bigint;
  readonly goods: readonly Goods[];
  readonly redemptions: readonly Redemption[];
  readonly entries: readonly PointsEntry[];
}

/**
 * The points mall: points from settled valid bets and
 * deposits, goods redeemed with the payment password — points and stock are taken in one
 * transaction — and support's approval, which credits cash goods once (a transfer keyed by the
 * redemption), or rejection, which gives the points and stock back. Each decision claims the row
 * in the transaction that moves its money or points, so of two racing decisions only one acts.
 */
export class PointsMall {
  constructor(private readonly deps: MallDeps) {}

  async page(caller: Principal): Promise<Result<MallPage>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    const id = caller.account.id;
    const [balance, goods, redemptions, entries] = await Promise.all([
      this.deps.points.balance(id),
      this.deps.mall.list(),
      this.deps.mall.mine(id, HISTORY),
      this.deps.points.entries(id, HISTORY),
    ]);
    return ok({ balance, goods: goods.filter((g) => g.enabled), redemptions, entries });
  }

  async redeem(caller: Principal, goodsId: number, quantity: number, paymentPassword: string): Promise<Result<Redemption>> {
    const refused = refuseNonMember(caller);
    if (refused) return refused;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_REDEEM_QUANTITY)
      return fail('mall.invalid_quantity', { field: 'quantity', params: { max: MAX_REDEEM_QUANTITY } });
    const password = await verifyPaymentPassword(this.deps, caller.account, paymentPassword);
    if (!password.ok) return password;
    return this.deps.mall.redeem(caller.account.id, goodsId, quantity);
  }

  async pending(caller: Principal): Promise<Result<Redemption[]>> {
    return staffOnly(caller) ?? ok(await this.deps.mall.pending());
  }

  async approve(caller: Principal, id: number): Promise<Result<Redemption>> {
    const found = await this.redemption(caller, id);
    if (!found.ok) return found;
    const r = found.value;
    const key = `mall:${r.id}`;
    const payment =
      r.kind === 'cash'
        ? { key, debit: LEDGER_CODES.bonus, credit: LEDGER_CODES.memberMain(r.accountId), amount: r.value * BigInt(r.quantity), kind: 'bonus', reference: key }
        : null;
    const claimed = await this.deps.mall.approve(id, payment, caller.account.id, this.deps.clock.now());
    if (!claimed.ok) return claimed;
    if (claimed.value) await this.deps.messages.add(r.accountId, 'redemption_approved', { name: r.name, quantity: String(r.quantity) });
    return this.decided(id, 'approved');
  }

  async reject(caller: Principal, id: number, remark: string): Promise<Result<Redemption>> {
    const found = await this.redemption(caller, id);
    if (!found.ok) return found;
    const text = remark.trim();
    if (text === '') return fail('validation.required', { field: 'reason' });
    if (!isPrintable(text, 'line')) return fail(CONTROL_CHARACTERS_REFUSED, { field: 'reason' });
    if (!(await this.deps.mall.reject(id, text, caller.account.id, this.deps.clock.now()))) return fail('mall.redemption_decided');
    await this.deps.messages.add(found.value.accountId, 'redemption_rejected', { name: found.value.name, reason: text });
    return this.decided(id, 'rejected');
  }

  private async redemption(caller: Principal, id: number): Promise<Result<Redemption>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const r = await this.deps.mall.find(id);
    return r ? ok(r) : fail('mall.redemption_not_found', { field: 'id' });
  }

  private async decided(id: number, outcome: RedemptionStatus): Promise<Result<Redemption>> {
    const now = await this.deps.mall.find(id);
    return now && now.status === outcome ? ok(now) : fail('mall.redemption_decided');
  }
}

/** A job in every server process: points for settled rounds and approved deposits, once each (entries are unique by what earned them). */
export class AccruePoints {
  private since: Date;

  constructor(
    private readonly deps: { readonly points: PointsBook; readonly settings: SettingsRepository; readonly clock: Clock },
    lookBackMs: number,
  ) {
    this.since = new Date(deps.clock.now().getTime() - lookBackMs);
  }

  async execute(): Promise<number> {
    const started = this.deps.clock.now();
    const credited = await this.deps.points.accrue(this.since, (await this.deps.settings.load()).points);
    this.since = new Date(started.getTime() - OVERLAP_MS);
    return credited;
  }
}

/** Rounds may commit a little after the instant they ended: each run looks this far behind the last. */
const OVERLAP_MS = 5 * 60_000;

/** Goods as support types them: points a whole number, value in major units. */
export interface GoodsForm extends Omit<GoodsInput, 'points' | 'value'> {
  readonly points: string;
  readonly value: string;
}

/** Support's mall desk (`portal mall goods|add|disable`). */
export class ManageGoods {
  constructor(private readonly deps: { readonly mall: MallRepository; readonly settings: SettingsRepository }) {}

  async create(caller: Principal, form: GoodsForm): Promise<Result<Goods>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    if (!/^[1-9][0-9]{0,11}$/.test(form.points.trim())) return fail('mall.invalid_points', { field: 'points' });
    const scale = (await this.deps.settings.load()).currency.scale;
    const value = form.value.trim() === '' || form.value.trim() === '0' ? ok(0n) : parseAmount(form.value, scale);
    if (!value.ok) return fail('mall.invalid_value', { field: 'value' });
    const valid = validateGoods({ ...form, points: BigInt(form.points.trim()), value: value.value });
    if (!valid.ok) return valid;
    return ok(await this.deps.mall.create(valid.value, { accountId: caller.account.id }));
  }

  async list(caller: Principal): Promise<Result<Goods[]>> {
    return staffOnly(caller) ?? ok(await this.deps.mall.list());
  }

  async disable(caller: Principal, id: number): Promise<Result<null>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    return (await this.deps.mall.setEnabled(id, false, { accountId: caller.account.id })) ? ok(null) : fail('mall.goods_not_found', { field: 'id' });
  }
}
