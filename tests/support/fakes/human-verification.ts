import type { HumanChallenge, HumanVerification } from '../../../core/platform/access/ports';

/** Proof of work without the work: a payload is `solved:<signature>` of an issued challenge, accepted once. */
export class FakeHumanVerification implements HumanVerification {
  private readonly open = new Set<string>();
  private next = 0;

  async challenge(): Promise<HumanChallenge> {
    const signature = `sig-${++this.next}`;
    this.open.add(signature);
    return { algorithm: 'SHA-256', challenge: `challenge-${this.next}`, maxnumber: 10, salt: `salt-${this.next}`, signature };
  }

  async verify(payload: string): Promise<boolean> {
    const signature = payload.startsWith('solved:') ? payload.slice('solved:'.length) : '';
    return this.open.delete(signature);
  }

  /** A fresh valid payload, as a solving client would send. */
  async solvedPayload(): Promise<string> {
    return `solved:${(await this.challenge()).signature}`;
  }
}
