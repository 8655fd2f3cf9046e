import { outboundText } from '../../domain/messaging/templates';
import { outgoingMessage } from '../../domain/messaging/outgoing-message';
import { languageOf } from './account';
import { normalizeUsername } from '../../domain/access/credentials';
import { roleOfType } from '../../domain/access/roles';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { PasswordResets, Postbox } from '../verification/ports';
import type { AccessDeps, Caller } from './deps';

export const RESET_LINK_MINUTES = 30;
export const RESET_RATE = { limit: 10, windowMs: 3_600_000 };

interface RequestResetDeps extends Pick<AccessDeps, 'accounts' | 'tokens' | 'settings' | 'clock' | 'limiter'> {
  readonly resets: PasswordResets;
  readonly postbox: Postbox;
}

/**
 * Forgot password by email: when the username and the bound email belong together a
 * single-use link is mailed (queued, so the answer never waits on delivery); the answer is
 * 'in_been_out' either way, so nobody learns which pairs exist.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: RequestResetDeps) {}

  async execute(form: { username: string; email: string }, caller: Caller): Promise<Result<'in_been_out'>> {
    const { deps } = this;
    if (form.username.trim() === '') return fail('validation.required', { field: 'username' });
    if (form.email.trim() === '') return fail('validation.required', { field: 'email' });
    if (!deps.postbox.open) return fail('verification.no_gateway');
    if (!(await deps.limiter.hit(`reset:ip:${caller.ip}`, RESET_RATE.limit, RESET_RATE.windowMs))) return fail('access.too_many_requests');
    const settings = await deps.settings.load();
    const account = await deps.accounts.findByUsername(normalizeUsername(form.username));
    const role = account ? roleOfType(account.type, settings) : 'visitor';
    const email = account?.email;
    if (!account || !email || email.toLowerCase() !== form.email.trim().toLowerCase() || (role !== 'member' && role !== 'agent')) return ok('in_been_out');
    const { token, hash } = deps.tokens.issue();
    const link = `${settings.publicUrl.replace(/\/$/, '')}/resetPassword?token=${token}`;
    const text = outboundText('reset_link', languageOf(account, settings.defaultLang), {
      merchant: settings.merchantName,
      secret: link,
      minutes: RESET_LINK_MINUTES,
    });
    await deps.resets.create(account.id, hash, new Date(deps.clock.now().getTime() + RESET_LINK_MINUTES * 60_000), outgoingMessage('email', email, text));
    return ok('in_been_out');
  }
}
