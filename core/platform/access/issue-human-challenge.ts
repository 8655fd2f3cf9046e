import { normalizeUsername } from '../../domain/access/credentials';
import { FAILURE_WINDOW_MS, workRequired } from '../../domain/access/login-throttle';
import type { AccessDeps, Caller } from './deps';
import type { HumanChallenge } from './ports';

/**
 * A proof-of-work challenge as hard as the next login of `username` from the caller's IP must
 * solve; without a username, as hard as the IP's recent failures ask.
 */
export class IssueHumanChallenge {
  constructor(private readonly deps: Pick<AccessDeps, 'human' | 'humanWorkBase' | 'attempts' | 'clock'>) {}

  async execute(username: string | undefined, caller: Caller): Promise<HumanChallenge> {
    const since = new Date(this.deps.clock.now().getTime() - FAILURE_WINDOW_MS);
    const failures = await this.deps.attempts.countSince(normalizeUsername(username ?? ''), caller.ip, since);
    return this.deps.human.challenge(workRequired(this.deps.humanWorkBase, failures));
  }
}
