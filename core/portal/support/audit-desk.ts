import { fail, type Result } from '../../domain/kernel/result';

export interface AuditLine {
  readonly id: number;
  readonly at: string;
  readonly actor: string;
  readonly account: string | null;
  readonly role: string | null;
  readonly kind: string;
  readonly subject: string;
  readonly detail: unknown;
  readonly hash: string;
}

export interface AuditPageView {
  readonly items: readonly AuditLine[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly total: number;
}

export interface AuditCheck {
  readonly ok: boolean;
  readonly entries: number;
  readonly lastId: number | null;
  readonly broken: { readonly id: number; readonly problem: string } | null;
}

export interface AdjustmentReceipt {
  readonly id: number;
  readonly account: string;
  readonly amount: bigint;
  readonly scale: number;
  readonly reason: string;
  readonly balanceAfter: bigint;
  readonly createdAt: string;
  readonly replayed: boolean;
}

/** What the server filters the log by: instants as ISO 8601, `to` excluded. */
export interface AuditListFilter {
  readonly actor?: string;
  readonly kind?: string;
  readonly from?: string;
  readonly to?: string;
  readonly pageNo: number;
  readonly pageSize: number;
}

export interface AuditDeskGateway {
  auditLog(filter: AuditListFilter): Promise<Result<AuditPageView>>;
  verifyAuditLog(): Promise<Result<AuditCheck>>;
  adjustWallet(form: { account: string; amount: string; reason: string; requestId: string }): Promise<Result<AdjustmentReceipt>>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An instant with its zone: without one, a date-time would be read in the machine's own. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const COUNT = /^[1-9][0-9]{0,5}$/;

/** A day (UTC) or an instant; `to` takes a day whole, up to the start of the next one. */
function instant(text: string, end: boolean): string | null {
  if (!DAY.test(text) && !INSTANT.test(text)) return null;
  const at = new Date(DAY.test(text) ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(at.getTime())) return null;
  if (end && DAY.test(text)) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}

/** Support's audit desk: the log by actor, kind and time, the chain check, and manual adjustments (`portal audit`, `portal wallet adjust`). */
export class SupportAudit {
  constructor(private readonly gateway: AuditDeskGateway) {}

  list(flags: { actor?: string; kind?: string; from?: string; to?: string; page: string; size: string }): Promise<Result<AuditPageView>> {
    const from = flags.from === undefined ? undefined : instant(flags.from, false);
    const to = flags.to === undefined ? undefined : instant(flags.to, true);
    if (from === null) return Promise.resolve(fail('validation.invalid_date', { field: 'from' }));
    if (to === null) return Promise.resolve(fail('validation.invalid_date', { field: 'to' }));
    if (!COUNT.test(flags.page)) return Promise.resolve(fail('validation.invalid_value', { field: 'page' }));
    if (!COUNT.test(flags.size)) return Promise.resolve(fail('validation.invalid_value', { field: 'size' }));
    return this.gateway.auditLog({
      ...(flags.actor ? { actor: flags.actor } : {}),
      ...(flags.kind ? { kind: flags.kind } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      pageNo: Number(flags.page),
      pageSize: Number(flags.size),
    });
  }

  verify(): Promise<Result<AuditCheck>> {
    return this.gateway.verifyAuditLog();
  }

  adjust(form: { account: string; amount: string; reason: string; requestId: string }): Promise<Result<AdjustmentReceipt>> {
    if (form.reason.trim() === '') return Promise.resolve(fail('wallet.adjustment_reason_required', { field: 'reason' }));
    return this.gateway.adjustWallet({ ...form, reason: form.reason.trim() });
  }
}
