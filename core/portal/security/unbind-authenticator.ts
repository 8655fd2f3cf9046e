import type { Result } from '../../domain/kernel/result';
import { checkAuthenticatorCode } from './authenticator-code';
import type { SecurityGateway } from './ports';

/** Removes the authenticator with a current code from it, or a recovery code. */
export class UnbindAuthenticator {
  constructor(private readonly gateway: SecurityGateway) {}

  async execute(typed: string): Promise<Result<null>> {
    const code = checkAuthenticatorCode(typed, true);
    return code.ok ? this.gateway.unbindAuthenticator(code.value) : code;
  }
}
