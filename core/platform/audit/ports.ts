import type { AuditActor, AuditEntry } from '../../domain/audit/audit-entry';

export type { AuditActor, AuditEntry };

/** A flat detail: amounts as decimal text, never a secret (no hashes, tokens, codes or full numbers). */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>;

export interface AuditEvent {
  readonly actor: AuditActor;
  readonly kind: string;
  readonly subject: string;
  readonly detail: AuditDetail;
}

/**
 * Appends an entry for an event that changes no row (a staff view, a settlement run). A change to
 * a row is recorded by the database itself, in the transaction that makes the change.
 */
export interface AuditTrail {
  record(event: AuditEvent): Promise<void>;
}

export interface AuditQuery {
  readonly actor?: AuditActor;
  /** A kind ('deposit.approved') or a kind's first part ('deposit'). */
  readonly kind?: string;
  /** From this instant, included, to that one, excluded. */
  readonly from?: Date;
  readonly to?: Date;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** An entry with the acting account's name. */
export interface ListedAuditEntry extends AuditEntry {
  readonly account: string | null;
}

/** The chain's head, written with each entry: the last entry appended (none yet: null) and its hash; and the newest entry in the log. */
export interface AuditHead {
  readonly lastId: number | null;
  readonly hash: Uint8Array;
  readonly newestId: number | null;
}

/** The stored log read back, for support's list and the chain check. */
export interface AuditLog {
  /** Newest first. */
  list(query: AuditQuery): Promise<{ readonly items: ListedAuditEntry[]; readonly total: number }>;
  head(): Promise<AuditHead>;
  /** The entries with after < id <= until, in id order, at most `limit`. */
  range(after: number, until: number, limit: number): Promise<AuditEntry[]>;
}
