import { ok, type Result } from '../../domain/kernel/result';
import type { AccessDeps } from './deps';
import type { Principal } from './authenticate';

export class Logout {
  constructor(private readonly deps: Pick<AccessDeps, 'sessions' | 'clock'>) {}

  async execute(principal: Principal): Promise<Result<null>> {
    await this.deps.sessions.revoke(principal.session.id, this.deps.clock.now(), { reason: 'logout' });
    return ok(null);
  }
}
