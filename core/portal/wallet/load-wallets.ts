import type { Result } from '../../domain/kernel/result';
import type { TransferGateway, Wallets } from './transfer-types';

/** The main wallet and each vendor wallet with its balance. */
export class LoadWallets {
  constructor(private readonly gateway: TransferGateway) {}

  async execute(): Promise<Result<Wallets>> {
    return this.gateway.wallets();
  }
}
