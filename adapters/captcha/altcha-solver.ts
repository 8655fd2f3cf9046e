import { solveChallenge } from 'altcha-lib/v1';
import type { HumanSolver } from '../../core/portal/access/ports';
import type { HumanChallenge } from '../../core/portal/access/types';

/** Solves the ALTCHA proof of work with Web Crypto (browser and Node alike). */
export class AltchaSolver implements HumanSolver {
  async solve(challenge: HumanChallenge): Promise<string | null> {
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) return null;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    };
    return btoa(JSON.stringify(payload));
  }
}
