import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from '../../core/domain/kernel/ports';
import type { ReplayGuard } from '../../core/platform/access/open-sealed-payload';
import type { HumanVerification } from '../../core/platform/access/ports';

const TTL_MS = 10 * 60_000;

/** Self-hosted proof of work (ALTCHA): the browser finds the number, the server checks it once. */
export class AltchaVerification implements HumanVerification {
  constructor(
    private readonly replays: ReplayGuard,
    private readonly clock: Clock,
    private readonly hmacKey: string,
    private readonly maxNumber: number,
  ) {}

  async challenge() {
    const expires = new Date(this.clock.now().getTime() + TTL_MS);
    const c = await createChallenge({ hmacKey: this.hmacKey, maxNumber: this.maxNumber, expires });
    return { algorithm: c.algorithm, challenge: c.challenge, maxnumber: c.maxnumber ?? this.maxNumber, salt: c.salt, signature: c.signature };
  }

  async verify(payload: string): Promise<boolean> {
    if (!payload) return false;
    let signature: string;
    try {
      if (!(await verifySolution(payload, this.hmacKey, true))) return false;
      signature = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string }).signature;
    } catch {
      return false;
    }
    const params = extractParams(payload);
    const expiresAt = params.expires ? new Date(Number(params.expires) * 1000) : new Date(this.clock.now().getTime() + TTL_MS);
    return this.replays.claim(`altcha:${signature}`, expiresAt);
  }
}
