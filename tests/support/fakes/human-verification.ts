import type { HumanChallenge, HumanProof, HumanVerification } from '../../../core/platform/access/ports';

/** The access world's base difficulty. */
export const HUMAN_WORK_BASE = 10;

/** Proof of work without the work: a payload is `solved:<signature>` of an issued challenge, accepted once. */
export class FakeHumanVerification implements HumanVerification {
  private readonly open = new Map<string, number>();
  private next = 0;

  async challenge(work: number): Promise<HumanChallenge> {
    const signature = `sig-${++this.next}`;
    this.open.set(signature, work);
    return { algorithm: 'SHA-256', challenge: `challenge-${this.next}`, maxnumber: work, salt: `salt-${this.next}`, signature };
  }

  async verify(payload: string): Promise<HumanProof | null> {
    const signature = payload.startsWith('solved:') ? payload.slice('solved:'.length) : '';
    const work = this.open.get(signature);
    this.open.delete(signature);
    return work === undefined ? null : { work };
  }

  /** A fresh valid payload of a challenge of `work`, as a solving client would send. */
  async solvedPayload(work = HUMAN_WORK_BASE): Promise<string> {
    return `solved:${(await this.challenge(work)).signature}`;
  }
}
