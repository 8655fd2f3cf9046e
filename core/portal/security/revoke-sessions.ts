import type { Result } from '../../domain/kernel/result';
import type { SecurityGateway } from './ports';

/** Logs out one of the member's other devices, or all of them. */
export class RevokeSessions {
  constructor(private readonly gateway: SecurityGateway) {}

  execute(target: { sessionId: number } | 'others'): Promise<Result<{ revoked: number }>> {
    return target === 'others' ? this.gateway.revokeOtherSessions() : this.gateway.revokeSession(target.sessionId);
  }
}
