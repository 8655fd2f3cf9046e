import { createHash, randomBytes } from 'node:crypto';
import type { TokenIssuer } from '../../core/platform/access/ports';

/** 256-bit random tokens; the database keeps only their SHA-256. */
export class RandomSessionTokens implements TokenIssuer {
  issue(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
