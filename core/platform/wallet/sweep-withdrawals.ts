import type { Clock } from '../../domain/kernel/ports';
import type { SettingsRepository } from '../system/ports';
import type { Ledger, WithdrawalRepository } from './ports';
import { holdKey, releaseKey } from './withdrawal-keys';

/** A request still 'holding' after this long was interrupted (a crash between its row and its hold). */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;
const BATCH = 100;

/**
 * The server's periodic sweep, safe with several processes (every change is a guarded UPDATE or
 * a keyed ledger call): approved withdrawals nobody confirmed within autoReceiptMinutes count as
 * received, and interrupted requests are claimed ('releasing'), lose whatever hold they placed
 * and become 'failed'. A hold that lands after the claim is released by its own request.
 */
export class SweepWithdrawals {
  constructor(
    private readonly deps: { withdrawals: WithdrawalRepository; ledger: Pick<Ledger, 'resolvePending'>; settings: SettingsRepository; clock: Clock },
  ) {}

  async execute(): Promise<{ autoReceived: number; released: number }> {
    const now = this.deps.clock.now();
    const minutes = (await this.deps.settings.load()).withdrawal.autoReceiptMinutes;
    const autoReceived = await this.deps.withdrawals.autoReceive(new Date(now.getTime() - minutes * 60_000), now);
    const change = { decidedBy: null, reason: null, at: now };
    let released = 0;
    for (const w of await this.deps.withdrawals.listInterrupted(new Date(now.getTime() - INTERRUPTED_AFTER_MS), BATCH)) {
      if (!(await this.deps.withdrawals.transition(w.id, ['holding', 'releasing'], 'releasing', change))) continue;
      const voided = await this.deps.ledger.resolvePending(holdKey(w.id), 'void', releaseKey(w.id));
      if (!voided.ok && voided.error.code !== 'wallet.pending_not_found') continue;
      if (await this.deps.withdrawals.transition(w.id, ['releasing'], 'failed', change)) released++;
    }
    return { autoReceived, released };
  }
}
