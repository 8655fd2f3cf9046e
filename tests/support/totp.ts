import { base32Decode } from '../../core/domain/access/base32';
import { hotp, TOTP_PERIOD_SECONDS } from '../../core/domain/access/totp';
import { nodeHmacSha1 } from '../../adapters/crypto/hmac-sha1';
import type { MovableClock } from './movable-clock';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * What an authenticator app shows, on the server's clock: the code of the earliest step the server
 * still takes (now and one step either side) that is later than the last step used, moving the
 * clock on when all three are used. Stays clear of a step's last second and a half.
 */
export class TestAuthenticator {
  private lastStep = -1;

  constructor(
    private readonly secretBase32: string,
    private readonly clock: MovableClock,
  ) {}

  code(): string {
    const secret = base32Decode(this.secretBase32);
    if (!secret.ok) throw new Error('not a base32 secret');
    const now = () => this.clock.now().getTime();
    if (now() % STEP_MS > STEP_MS - 1500) this.clock.advance(1600);
    let current = Math.floor(now() / STEP_MS);
    while (this.lastStep + 1 > current + 1) {
      this.clock.advance(STEP_MS - (now() % STEP_MS) + 100);
      current = Math.floor(now() / STEP_MS);
    }
    this.lastStep = Math.max(this.lastStep + 1, current - 1);
    return hotp(nodeHmacSha1, secret.value, this.lastStep);
  }
}
