import type { PasswordHasher, TokenIssuer } from '../../../core/platform/access/ports';

/**
 * A fast stand-in for scrypt: salted so equal passwords give different hashes, and counting its
 * work so tests can see that every login attempt costs one real verification. Like scrypt, a
 * stored value that is not a hash is refused without any work (so it is not counted).
 */
export class FakeHasher implements PasswordHasher {
  hashes = 0;
  /** Verifications against a well-formed hash: the expensive ones. */
  verifications = 0;
  private salt = 0;

  async hash(password: string): Promise<string> {
    this.hashes++;
    return `fake$${++this.salt}$${password}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const match = /^fake\$\d+\$([\s\S]*)$/.exec(hash);
    if (match === null) return false;
    this.verifications++;
    return match[1] === password;
  }
}

/** Sequential tokens; the "hash" is a reversible tag so tests can find a token's session. */
export class FakeTokens implements TokenIssuer {
  private next = 0;

  issue(): { token: string; hash: string } {
    const token = `token-${++this.next}`;
    return { token, hash: this.hashOf(token) };
  }

  hashOf(token: string): string {
    return `hash(${token})`;
  }
}
