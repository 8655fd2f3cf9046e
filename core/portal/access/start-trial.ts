import { ok, type Result } from '../../domain/kernel/result';
import type { AuthGateway, SessionStore } from './ports';

export class StartTrial {
  constructor(
    private readonly auth: AuthGateway,
    private readonly store: SessionStore,
  ) {}

  async execute(): Promise<Result<{ account: string }>> {
    const result = await this.auth.freePlay();
    if (!result.ok) return result;
    this.store.save({ account: result.value.account, token: result.value.token || null });
    return ok({ account: result.value.account });
  }
}
