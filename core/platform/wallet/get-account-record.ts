import { pageRequest } from '../../domain/kernel/paging';
import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import type { AccountRecord, AccountRecordRepository, RecordFilter } from './ports';
import { LEDGER_CODES } from './ledger';

/** Every movement of the caller's main wallet, newest first, with totals over the filter. */
export class GetAccountRecord {
  constructor(private readonly records: AccountRecordRepository) {}

  async execute(caller: Principal, filter: RecordFilter): Promise<Result<AccountRecord>> {
    return ok(await this.records.page(LEDGER_CODES.memberMain(caller.account.id), { ...filter, ...pageRequest(filter) }));
  }
}
