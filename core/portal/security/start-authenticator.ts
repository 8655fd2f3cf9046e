import type { Result } from '../../domain/kernel/result';
import type { AuthenticatorSetup, SecurityGateway } from './ports';

/** A new secret from the server, with the QR code the app scans. */
export class StartAuthenticator {
  constructor(private readonly gateway: SecurityGateway) {}

  execute(): Promise<Result<AuthenticatorSetup>> {
    return this.gateway.startAuthenticator();
  }
}
