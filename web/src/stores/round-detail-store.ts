import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { BetRecordGateway, RoundLog, RoundVerification } from '../../../core/portal/records/ports';

/** The betting record's open row: the round's steps and, for our own games, its verification. */
export class RoundDetailStore {
  roundId: number | null = null;
  log: RoundLog | null = null;
  verification: RoundVerification | null = null;
  error: Failure | null = null;
  loading = false;

  constructor(private readonly gateway: BetRecordGateway) {
    makeAutoObservable<RoundDetailStore, 'gateway'>(this, { gateway: false });
  }

  async toggle(roundId: number): Promise<void> {
    if (this.roundId === roundId) return this.close();
    this.roundId = roundId;
    this.log = null;
    this.verification = null;
    this.error = null;
    this.loading = true;
    const result = await this.gateway.round(roundId, false);
    runInAction(() => {
      if (this.roundId !== roundId) return;
      this.loading = false;
      if (result.ok) this.log = result.value;
      else this.error = result.error;
    });
  }

  async verify(): Promise<void> {
    const roundId = this.roundId;
    if (roundId === null) return;
    this.loading = true;
    const result = await this.gateway.verify(roundId);
    runInAction(() => {
      if (this.roundId !== roundId) return;
      this.loading = false;
      this.verification = result.ok ? result.value : null;
      this.error = result.ok ? null : result.error;
    });
  }

  close(): void {
    this.roundId = null;
    this.log = null;
    this.verification = null;
    this.error = null;
  }
}
