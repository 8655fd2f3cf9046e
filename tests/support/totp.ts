import { base32Decode } from '../../core/domain/access/base32';
import { hotp, TOTP_PERIOD_SECONDS } from '../../core/domain/access/totp';
import { nodeHmacSha1 } from '../../adapters/crypto/hmac-sha1';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * What an authenticator app shows, as a test needs it against a real clock: the code of the
 * earliest step the server still takes (now and one step either side) that is later than the last
 * step used, waiting for the clock when all three are used. Stays clear of a step's last second.
 */
export class TestAuthenticator {
  private lastStep = -1;

  constructor(private readonly secretBase32: string) {}

  async code(): Promise<string> {
    const secret = base32Decode(this.secretBase32);
    if (!secret.ok) throw new Error('not a base32 secret');
    if (Date.now() % STEP_MS > STEP_MS - 1500) await sleep(1600);
    let current = Math.floor(Date.now() / STEP_MS);
    while (this.lastStep + 1 > current + 1) {
      await sleep(STEP_MS - (Date.now() % STEP_MS) + 100);
      current = Math.floor(Date.now() / STEP_MS);
    }
    this.lastStep = Math.max(this.lastStep + 1, current - 1);
    return hotp(nodeHmacSha1, secret.value, this.lastStep);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
