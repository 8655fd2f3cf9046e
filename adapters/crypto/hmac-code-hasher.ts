import { createHmac } from 'node:crypto';
import type { CodeHasher, HashedCodePurpose } from '../../core/platform/verification/ports';

/** HMAC-SHA256 under a server secret: a leaked table does not give the six-digit codes away. */
export class HmacCodeHasher implements CodeHasher {
  constructor(private readonly secret: string) {}

  hash(purpose: HashedCodePurpose, destination: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\u0000${destination}\u0000${code}`).digest('hex');
  }
}
