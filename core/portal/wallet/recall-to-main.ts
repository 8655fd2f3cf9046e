import type { Result } from '../../domain/kernel/result';
import type { TransferGateway, TransferOutcome } from './transfer-types';

/** "Recall all": every vendor wallet's money back to the main wallet. */
export class RecallToMain {
  constructor(private readonly gateway: TransferGateway) {}

  async execute(requestId: string): Promise<Result<TransferOutcome>> {
    return this.gateway.recallAll(requestId);
  }
}
