import type { AuditReport } from '../../domain/wallet/audit';
import { LEDGER_CODES } from '../../domain/wallet/ledger-codes';

export type { AuditReport };

export { LEDGER_CODES };

/** Bets spread over this many house accounts so one hot row does not serialize all play. */
export const HOUSE_SHARDS = 16;
