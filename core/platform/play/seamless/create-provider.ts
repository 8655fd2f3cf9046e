import { fail, ok, type Result } from '../../../domain/kernel/result';
import type { Random } from '../../../domain/kernel/ports';
import type { Principal } from '../../access/authenticate';
import type { SettingsRepository } from '../../system/ports';
import type { GameProviderRepository } from './ports';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Staff connect an outside game provider; its signing secret is shown this once. */
export class CreateGameProvider {
  constructor(private readonly deps: { providers: GameProviderRepository; random: Random; settings: SettingsRepository }) {}

  async execute(caller: Principal, code: string): Promise<Result<{ code: string; secret: string; currency: string }>> {
    if (caller.role !== 'staff') return fail('access.forbidden');
    if (!/^[A-Z0-9_]{2,32}$/.test(code) || code === 'HOUSE') return fail('seamless.invalid_provider_code', { field: 'code' });
    const secret = hex(this.deps.random.bytes(32));
    const { currency } = await this.deps.settings.load();
    if (!(await this.deps.providers.create({ code, secret, currency: currency.code }, { accountId: caller.account.id })))
      return fail('seamless.provider_exists', { field: 'code' });
    return ok({ code, secret, currency: currency.code });
  }
}
