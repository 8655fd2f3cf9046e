import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AuditReport } from './ledger';
import type { Ledger } from './ports';

/** Staff recompute every balance from the transfers (`portal ledger audit`). */
export class AuditLedger {
  constructor(private readonly ledger: Pick<Ledger, 'audit'>) {}

  async execute(caller: Principal): Promise<Result<AuditReport>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return ok(await this.ledger.audit());
  }
}
