import { ok, type Result } from '../../domain/kernel/result';
import { LEDGER_CODES } from '../wallet/ledger';
import { type Ledger } from '../wallet/ports';

/** The progressive jackpot pool as everyone may see it (the lobby shows it live). */
export class GetJackpot {
  constructor(private readonly ledger: Pick<Ledger, 'balances'>) {}

  async execute(): Promise<Result<{ amount: bigint }>> {
    const [pool] = await this.ledger.balances([LEDGER_CODES.houseJackpot]);
    return ok({ amount: pool ? pool.balance - pool.held : 0n });
  }
}
