import { base32Encode } from '../../domain/access/base32';
import { otpauthUri, TOTP_SECRET_BYTES } from '../../domain/access/totp';
import type { Clock, Random } from '../../domain/kernel/ports';
import { fail, ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { Authenticators } from '../access/ports';
import type { SettingsRepository } from '../system/ports';
import { memberOnly } from './member-only';

export interface AuthenticatorSetup {
  /** Base32, for typing into the app by hand. */
  readonly secret: string;
  /** The otpauth:// URI the app scans from a QR code. */
  readonly uri: string;
}

/** A fresh secret for the member's authenticator app; it counts only once a code from the app confirms it. */
export class StartAuthenticatorBinding {
  constructor(private readonly deps: { authenticators: Authenticators; settings: SettingsRepository; random: Random; clock: Clock }) {}

  async execute(caller: Principal): Promise<Result<AuthenticatorSetup>> {
    const refused = memberOnly(caller);
    if (refused) return refused;
    const secret = this.deps.random.bytes(TOTP_SECRET_BYTES);
    if (!(await this.deps.authenticators.stage(caller.account.id, secret, this.deps.clock.now()))) return fail('access.authenticator_bound');
    const encoded = base32Encode(secret);
    const { merchantName } = await this.deps.settings.load();
    return ok({ secret: encoded, uri: otpauthUri(merchantName, caller.account.username, encoded) });
  }
}
