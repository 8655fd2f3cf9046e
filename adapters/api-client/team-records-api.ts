import { mapOk, type Result } from '../../core/domain/kernel/result';
import type { BetPage, BetQuery, BetRecordGateway } from '../../core/portal/records/ports';
import type { CashierGateway } from '../../core/portal/wallet/ports';
import type { RecordPage, RecordQuery } from '../../core/portal/wallet/types';
import type { BetPageDto } from '../wps-contract/bets';
import type { TransactionPageDto } from '../wps-contract/wallet';
import { recordQuery, toRecordPage, type ApiClient } from './api-client';
import { betPageOf, queryOf } from './bets-api';

/**
 * The agent's view of one team member's betting record and wallet movements (team betting,
 * account details): the member's own record routes' shapes, for the account `account()` names.
 */
export class TeamRecordsApi implements Pick<BetRecordGateway, 'myBets'>, Pick<CashierGateway, 'accountRecord'> {
  constructor(
    private readonly api: ApiClient,
    private readonly account: () => string,
  ) {}

  private who(): Record<string, string> {
    const account = this.account().trim();
    return account ? { account } : {};
  }

  async myBets(query: BetQuery): Promise<Result<BetPage>> {
    return mapOk(await this.api.call<BetPageDto>('GET', '/wps/agent/team/bets', { query: { ...queryOf(query), ...this.who() } }), betPageOf);
  }

  async accountRecord(query: RecordQuery): Promise<Result<RecordPage>> {
    return mapOk(
      await this.api.call<TransactionPageDto>('GET', '/wps/agent/team/transactions', { query: { ...recordQuery(query), ...this.who() } }),
      toRecordPage,
    );
  }
}
