import type { Clock } from '../../../core/domain/kernel/ports';
import { LoadBetRecord } from '../../../core/portal/records/load-bet-record';
import type { BetRecordGateway } from '../../../core/portal/records/ports';
import type { AuthStore } from '../stores/auth-store';
import { RecordStore } from '../stores/record-store';
import type { SystemStore } from '../stores/system-store';

/** A betting record, the member's own or a downline's, filtered by the record page's game type. */
export function betRecordStore(bets: Pick<BetRecordGateway, 'myBets'>, clock: Clock, system: SystemStore, auth: AuthStore) {
  const load = new LoadBetRecord(bets, clock);
  return new RecordStore({ execute: (request) => load.execute({ ...request, gameType: request.type ?? '' }) }, system, auth);
}
