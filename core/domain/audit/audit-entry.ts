/** Who did it: an account, someone not signed in, the server on its own, or an operator at the server's console. */
export type AuditActorKind = 'account' | 'visitor' | 'system' | 'operator';

/** An actor as a writer names it: an account by id, or a party without one. */
export type AuditActor = { readonly accountId: number } | Exclude<AuditActorKind, 'account'>;

/** One entry of the audit log, as stored. */
export interface AuditEntry {
  readonly id: number;
  readonly at: Date;
  readonly actor: AuditActorKind;
  /** The acting account (actor 'account') and its account type at the time. */
  readonly actorId: number | null;
  readonly actorType: number | null;
  /** What happened, dotted: 'deposit.approved', 'setting.changed', … */
  readonly kind: string;
  /** What it happened to: 'account:10000001', 'deposit:12', 'setting:maintenance', … */
  readonly subject: string;
  /** The detail's JSON text exactly as stored: the chain hashes this text. */
  readonly detail: string;
  readonly prevHash: Uint8Array;
  readonly hash: Uint8Array;
}
