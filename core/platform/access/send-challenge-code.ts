import { outboundText } from '../../domain/messaging/templates';
import { outgoingMessage } from '../../domain/messaging/outgoing-message';
import { languageOf } from './account';
import { CHALLENGE_TTL_MS, maskDestination } from '../../domain/access/second-factor';
import type { Random } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import { newCode } from '../../domain/verification/code';
import type { CodeHasher, Postbox } from '../verification/ports';
import { openChallengeOf } from './answer-login-challenge';
import type { AccessDeps, Caller } from './deps';
import type { ChallengeDeps } from './new-ip-challenge';

interface SendChallengeCodeDeps extends Pick<AccessDeps, 'accounts' | 'limiter' | 'settings' | 'clock'>, Pick<ChallengeDeps, 'challenges'> {
  readonly codeHasher: CodeHasher;
  readonly postbox: Postbox;
  readonly random: Random;
}

/** Codes one challenge may send, all channels together. */
export const CHALLENGE_CODE_SENDS = 3;

/**
 * Sends a login code for a challenge to the bound mobile or email. A newer code replaces the one
 * before; the answer says where it went, masked.
 */
export class SendChallengeCode {
  constructor(private readonly deps: SendChallengeCodeDeps) {}

  async execute(command: { challengeId: string; factor: 'sms' | 'email' }, caller: Caller): Promise<Result<{ sentTo: string }>> {
    const { deps } = this;
    const open = await openChallengeOf(deps, command.challengeId, caller);
    if (!open.ok) return open;
    const challenge = open.value;
    const account = await deps.accounts.findById(challenge.accountId);
    const destination = command.factor === 'sms' ? account?.mobileNum : account?.email;
    if (!challenge.factors.includes(command.factor) || !destination) return fail('access.factor_unavailable', { field: 'factor' });
    if (!deps.postbox.open) return fail('verification.no_gateway');
    if (!(await deps.limiter.hit(`challenge-code:${challenge.id}`, CHALLENGE_CODE_SENDS, CHALLENGE_TTL_MS)))
      return fail('verification.too_many_requests', { params: { minutes: 5 } });
    const code = newCode(deps.random);
    const settings = await deps.settings.load();
    const text = outboundText('login_code', languageOf(account, settings.defaultLang), {
      merchant: settings.merchantName,
      secret: code,
      minutes: CHALLENGE_TTL_MS / 60_000,
    });
    await deps.challenges.setCode(
      challenge.id,
      command.factor,
      deps.codeHasher.hash('second_factor', challenge.id, code),
      outgoingMessage(command.factor, destination, text),
    );
    return ok({ sentTo: maskDestination(command.factor, destination) });
  }
}
