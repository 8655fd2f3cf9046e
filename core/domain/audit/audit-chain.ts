import { utf8Encode } from '../kernel/utf8';
import type { AuditEntry } from './audit-entry';

/** SHA-256 of some bytes: a port, as core has no crypto of its own. */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/** The previous hash of the first entry. */
export const GENESIS_HASH: Uint8Array = new Uint8Array(32);

export type ChainProblem = 'prev_hash_mismatch' | 'hash_mismatch' | 'head_mismatch';

export interface ChainBreak {
  readonly id: number;
  readonly problem: ChainProblem;
}

/**
 * The bytes an entry's hash covers after the previous hash: each field as `<UTF-8 length>:<text>`,
 * so no two different entries give the same bytes. The time is epoch milliseconds; the nullable
 * fields are integers, so their null (empty text) cannot be mistaken for a value.
 * The database's audit_entry_bytes writes the same bytes (migration 0028).
 */
export function entryBytes(e: Omit<AuditEntry, 'prevHash' | 'hash'>): number[] {
  const fields = [
    String(e.id),
    String(e.at.getTime()),
    e.actor,
    e.actorId === null ? '' : String(e.actorId),
    e.actorType === null ? '' : String(e.actorType),
    e.kind,
    e.subject,
    e.detail,
  ];
  return fields.flatMap((field) => {
    const bytes = utf8Encode(field);
    return [...utf8Encode(`${bytes.length}:`), ...bytes];
  });
}

/** An entry's hash: SHA-256 of the previous hash followed by the entry's bytes. */
export function linkHash(prevHash: Uint8Array, e: Omit<AuditEntry, 'prevHash' | 'hash'>, sha256: Sha256): Uint8Array {
  return sha256(Uint8Array.from([...prevHash, ...entryBytes(e)]));
}

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, i) => byte === b[i]);

/**
 * Checks entries in chain order that follow the entry whose hash is `previous`: each must name
 * that hash as its previous one, and its own hash must be recomputed from its content. Answers
 * the first broken link, or the hash to continue from with the next entries.
 */
export function checkLinks(
  entries: readonly AuditEntry[],
  previous: Uint8Array,
  sha256: Sha256,
): { readonly broken: ChainBreak } | { readonly last: Uint8Array } {
  let last = previous;
  for (const entry of entries) {
    if (!sameBytes(entry.prevHash, last)) return { broken: { id: entry.id, problem: 'prev_hash_mismatch' } };
    if (!sameBytes(linkHash(entry.prevHash, entry, sha256), entry.hash)) return { broken: { id: entry.id, problem: 'hash_mismatch' } };
    last = entry.hash;
  }
  return { last };
}
