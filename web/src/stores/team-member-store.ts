import { makeAutoObservable } from 'mobx';
import type { BetPage } from '../../../core/portal/records/ports';
import type { RecordPage } from '../../../core/portal/wallet/types';
import type { RecordStore } from './record-store';

/** Team betting and account details: which team member the agent looks at (blank: itself), and its two records. */
export class TeamMemberStore {
  account = '';
  readonly bets: RecordStore<BetPage>;
  readonly record: RecordStore<RecordPage>;

  constructor(records: (account: () => string) => { bets: RecordStore<BetPage>; record: RecordStore<RecordPage> }) {
    const made = records(() => this.account);
    this.bets = made.bets;
    this.record = made.record;
    makeAutoObservable(this, { bets: false, record: false });
  }

  /** Shows another member's record with the filters already chosen. */
  async show(account: string, which: 'bets' | 'record'): Promise<void> {
    this.account = account.trim();
    await this[which].firstPage();
  }
}
