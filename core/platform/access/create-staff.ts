import { normalizeUsername } from '../../domain/access/credentials';
import { checkPattern } from '../../domain/access/patterns';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from './authenticate';
import type { AccessDeps } from './deps';

/** Staff accounts are made by staff (or by `portal staff create` on the database directly). */
export class CreateStaff {
  constructor(private readonly deps: AccessDeps) {}

  async execute(caller: Principal | 'operator', username: string, password: string): Promise<Result<{ id: number; account: string }>> {
    if (caller !== 'operator' && caller.role !== 'staff') return fail('access.forbidden');
    const settings = await this.deps.settings.load();
    const name = checkPattern(username.trim(), settings.register['username']?.acceptedPattern ?? '*');
    if (!name.ok) return fail(name.error.code, { ...name.error, field: 'username' });
    const strong = checkPattern(password, { id: 'strongPassword', min: 10, max: 64 });
    if (!strong.ok) return fail(strong.error.code, { ...strong.error, field: 'password' });
    const account = await this.deps.accounts.create({
      username: normalizeUsername(username),
      nickname: username.trim(),
      type: settings.staffType,
      passwordHash: await this.deps.hasher.hash(password),
      isDefaultPassword: false,
      email: null,
      mobileNum: null,
      profile: {},
      paymentPasswordHash: null,
      registerIp: 'console',
      createdBy: caller === 'operator' ? 'operator' : { accountId: caller.account.id },
    });
    if (!account) return fail('access.username_taken', { field: 'username' });
    return ok({ id: account.id, account: account.username });
  }
}
