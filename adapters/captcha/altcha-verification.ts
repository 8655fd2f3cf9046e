import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from '../../core/domain/kernel/ports';
import type { ReplayGuard, HumanProof, HumanVerification } from '../../core/platform/access/ports';

const TTL_MS = 10 * 60_000;

/** Self-hosted proof of work (ALTCHA): the browser finds the number, the server checks it once. */
export class AltchaVerification implements HumanVerification {
  constructor(
    private readonly replays: ReplayGuard,
    private readonly clock: Clock,
    private readonly hmacKey: string,
  ) {}

  /** The work rides in the salt's parameters, which the signature covers. */
  async challenge(work: number) {
    const expires = new Date(this.clock.now().getTime() + TTL_MS);
    const c = await createChallenge({ hmacKey: this.hmacKey, maxNumber: work, expires, params: { work: String(work) } });
    return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: work, salt: c.salt, signature: c.signature };
  }

  async verify(payload: string): Promise<HumanProof | null> {
    if (!payload) return null;
    let signature: string;
    let params: Record<string, string>;
    try {
      if (!(await verifySolution(payload, this.hmacKey, true))) return null;
      signature = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string }).signature;
      params = extractParams(payload);
    } catch {
      return null;
    }
    const work = Number(params['work']);
    if (!Number.isSafeInteger(work) || work <= 0) return null;
    const expiresAt = params['expires'] ? new Date(Number(params['expires']) * 1000) : new Date(this.clock.now().getTime() + TTL_MS);
    return (await this.replays.claim(`altcha:${signature}`, expiresAt)) ? { work } : null;
  }
}
