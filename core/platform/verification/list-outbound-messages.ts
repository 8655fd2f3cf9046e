import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { OutboundLog, OutboundMessage } from './ports';

/** Support reads what the SMS and email outbox holds, newest first, optionally for one recipient. */
export class ListOutboundMessages {
  constructor(private readonly log: OutboundLog) {}

  async execute(caller: Principal, recipient: string | null): Promise<Result<OutboundMessage[]>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    return ok(await this.log.list(recipient?.trim() || null, 100));
  }
}
