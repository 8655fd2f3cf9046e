import { createHash } from 'node:crypto';
import type { HumanSolver } from '../../core/portal/access/ports';
import type { HumanChallenge } from '../../core/portal/access/types';

/** Solves the ALTCHA SHA-256 proof of work with node:crypto (the CLI's solver; far faster than Web Crypto in Node). */
export class NodePowSolver implements HumanSolver {
  async solve(challenge: HumanChallenge): Promise<string | null> {
    if (challenge.algorithm !== 'SHA-256') return null;
    const started = Date.now();
    for (let number = 0; number <= challenge.maxnumber; number++) {
      if (
        createHash('sha256')
          .update(challenge.salt + number)
          .digest('hex') === challenge.challenge
      ) {
        const payload = {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
          took: Date.now() - started,
        };
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      }
    }
    return null;
  }
}
