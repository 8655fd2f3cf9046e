import { fail, ok, type Result } from '../../domain/kernel/result';
import { refusalFor, systemStateFor } from '../../domain/system/system-state';
import type { Random } from '../../domain/kernel/ports';
import { LEDGER_CODES } from '../wallet/ledger';
import type { AccessDeps, Caller } from './deps';
import { completeLogin } from './complete-login';

export const FREE_PLAY_RATE = { limit: 20, windowMs: 3_600_000 };
export const DEMO_CREDIT_ACCOUNT = LEDGER_CODES.demoCredit;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Creates a trial account (never in a tree, never able to log in again) with demo credits. */
export class StartFreePlay {
  constructor(private readonly deps: AccessDeps & { readonly random: Random }) {}

  async execute(caller: Caller): Promise<Result<{ token: string; account: string }>> {
    const { deps } = this;
    if (!(await deps.limiter.hit(`freeplay:ip:${caller.ip}`, FREE_PLAY_RATE.limit, FREE_PLAY_RATE.windowMs))) return fail('access.too_many_requests');
    const settings = await deps.settings.load();
    const refusal = refusalFor(systemStateFor(settings, caller.ip), 'visitor');
    if (refusal) return fail(refusal);
    const username = `trial_${hex(deps.random.bytes(6))}`;
    const account = await deps.accounts.create({
      username,
      nickname: username,
      type: settings.trialType,
      passwordHash: await deps.hasher.hash(hex(deps.random.bytes(32))),
      isDefaultPassword: false,
      email: null,
      mobileNum: null,
      profile: {},
      paymentPasswordHash: null,
      registerIp: caller.ip,
    });
    if (!account) return fail('access.trial_unavailable');
    await deps.ledger.openMainWallet(account.id, settings.currency.code);
    if (settings.trialCredit > 0) {
      const credited = await deps.ledger.creditFromSystem(
        DEMO_CREDIT_ACCOUNT,
        account.id,
        BigInt(settings.trialCredit),
        `freeplay:${account.id}`,
        'demo_credit',
      );
      if (!credited.ok) return credited;
    }
    const { token } = await completeLogin(deps, settings, account, caller, { method: 'trial', factor: null });
    return ok({ token, account: username });
  }
}
