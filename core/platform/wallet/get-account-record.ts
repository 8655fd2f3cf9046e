import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRecord, AccountRecordRepository, RecordFilter } from './deposit';
import { LEDGER_CODES } from './ledger';

export const MAX_PAGE_SIZE = 100;

/** Every movement of the caller's main wallet, newest first, with totals over the filter. */
export class GetAccountRecord {
  constructor(private readonly records: AccountRecordRepository) {}

  async execute(caller: Principal, filter: RecordFilter): Promise<Result<AccountRecord>> {
    const pageSize = Math.min(Math.max(filter.pageSize, 1), MAX_PAGE_SIZE);
    return ok(await this.records.page(LEDGER_CODES.memberMain(caller.account.id), { ...filter, pageNo: Math.max(filter.pageNo, 1), pageSize }));
  }
}
