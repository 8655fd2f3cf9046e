import { checkLinks, GENESIS_HASH, sameBytes, type ChainBreak, type Sha256 } from '../../domain/audit/audit-chain';
import { ok, type Result } from '../../domain/kernel/result';
import type { Principal } from '../access/authenticate';
import { staffOnly } from '../access/staff-only';
import type { AuditLog } from './ports';

export interface AuditVerification {
  /** How many entries were found sound, in chain order: the log as it stood when the check began. */
  readonly entries: number;
  /** The last of them. */
  readonly lastId: number | null;
  /** The first broken link, null when the chain holds. */
  readonly broken: ChainBreak | null;
}

/** Entries read per query: the check streams the log, however long. */
const BATCH = 1000;

/**
 * Support recomputes the hash chain in order (`portal audit verify`) and learns the first broken
 * link. The head written with each entry must name where the chain ends, so entries cut off the
 * end, or added after it behind the head's back, show too.
 */
export class VerifyAuditLog {
  constructor(private readonly deps: { log: AuditLog; sha256: Sha256 }) {}

  async execute(caller: Principal): Promise<Result<AuditVerification>> {
    const refused = staffOnly(caller);
    if (refused) return refused;
    const head = await this.deps.log.head();
    const until = Math.max(head.lastId ?? 0, head.newestId ?? 0);
    let previous = GENESIS_HASH;
    let lastId: number | null = null;
    let entries = 0;
    for (;;) {
      const batch = await this.deps.log.range(lastId ?? 0, until, BATCH);
      if (batch.length === 0) break;
      const checked = checkLinks(batch, previous, this.deps.sha256);
      if ('broken' in checked) {
        const sound = batch.findIndex((e) => e.id === checked.broken.id);
        return ok({ entries: entries + sound, lastId: sound > 0 ? batch[sound - 1]!.id : lastId, broken: checked.broken });
      }
      entries += batch.length;
      previous = checked.last;
      lastId = batch.at(-1)!.id;
    }
    const headHolds = lastId === head.lastId && sameBytes(previous, head.hash);
    return ok({ entries, lastId, broken: headHolds ? null : { id: head.lastId ?? lastId ?? 0, problem: 'head_mismatch' } });
  }
}
