import { fail, type Result } from '../../domain/kernel/result';

export interface ConnectedProvider {
  readonly code: string;
  readonly secret: string;
  readonly currency: string;
}

export interface ProviderGateway {
  createProvider(code: string): Promise<Result<ConnectedProvider>>;
}

/** Support connects an outside game provider and receives its signing secret, once. */
export class ConnectProvider {
  constructor(private readonly gateway: ProviderGateway) {}

  execute(code: string): Promise<Result<ConnectedProvider>> {
    if (!/^[A-Z0-9_]{2,32}$/.test(code)) return Promise.resolve(fail('seamless.invalid_provider_code', { field: 'code' }));
    return this.gateway.createProvider(code);
  }
}
