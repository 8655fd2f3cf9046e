import type { Result } from '../../domain/kernel/result';
import { checkAuthenticatorCode } from './authenticator-code';
import type { SecurityGateway } from './ports';

/** The first code from the app binds it; the answer holds the recovery codes, shown once. */
export class ConfirmAuthenticator {
  constructor(private readonly gateway: SecurityGateway) {}

  async execute(typed: string): Promise<Result<{ recoveryCodes: string[] }>> {
    const code = checkAuthenticatorCode(typed, false);
    return code.ok ? this.gateway.confirmAuthenticator(code.value) : code;
  }
}
