import type { Result } from '../../domain/kernel/result';
import type { LimitKey } from '../../domain/protection/limits';
import type { SessionStore } from '../access/ports';
import type { BreakChoice, ProtectionGateway, ProtectionInfo } from './ports';

/** The member's limits, usage and any break, for the responsible-gaming section. */
export class LoadMyProtection {
  constructor(private readonly gateway: ProtectionGateway) {}

  execute(): Promise<Result<ProtectionInfo>> {
    return this.gateway.myProtection();
  }
}

/** Sets, raises, lowers or removes one limit (blank removes); the server applies the cooling-off. */
export class ChangeMyLimit {
  constructor(private readonly gateway: ProtectionGateway) {}

  execute(key: LimitKey, value: string): Promise<Result<ProtectionInfo>> {
    const trimmed = value.trim();
    return this.gateway.setMyLimit(key, trimmed === '' ? null : trimmed);
  }
}

/** A time-out or self-exclusion: the server ends every session, so this client forgets its own. */
export class TakeMyBreak {
  constructor(
    private readonly gateway: ProtectionGateway,
    private readonly session: SessionStore,
  ) {}

  async execute(choice: BreakChoice): Promise<Result<ProtectionInfo>> {
    const result = await this.gateway.takeBreak(choice);
    if (result.ok) this.session.clear();
    return result;
  }
}
