import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../../../adapters/crypto/node-sha256';
import { checkLinks, entryBytes, GENESIS_HASH, linkHash } from '../../../../core/domain/audit/audit-chain';
import type { AuditActorKind, AuditEntry } from '../../../../core/domain/audit/audit-entry';

type Content = Omit<AuditEntry, 'id' | 'prevHash' | 'hash'>;

const ACTORS: readonly AuditActorKind[] = ['account', 'visitor', 'system', 'operator'];

const content: fc.Arbitrary<Content> = fc.record({
  at: fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true }),
  actor: fc.constantFrom(...ACTORS),
  actorId: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: null }),
  actorType: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
  kind: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  subject: fc.string({ unit: 'grapheme', maxLength: 20 }),
  detail: fc.json({ maxDepth: 2 }),
});

/** Entries chained as audit_append chains them, ids increasing with gaps (rolled-back appends). */
function chained(contents: readonly Content[], gaps: readonly number[]): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let prevHash = GENESIS_HASH;
  let id = 0;
  contents.forEach((c, i) => {
    id += 1 + (gaps[i % Math.max(gaps.length, 1)] ?? 0);
    const hash = linkHash(prevHash, { ...c, id }, nodeSha256);
    entries.push({ ...c, id, prevHash, hash });
    prevHash = hash;
  });
  return entries;
}

const chain = fc
  .tuple(fc.array(content, { minLength: 1, maxLength: 12 }), fc.array(fc.nat(3), { maxLength: 4 }))
  .map(([contents, gaps]) => chained(contents, gaps));

/** Another text that differs from `text` in one character: changed, added or dropped. */
const otherText = (text: string) =>
  fc
    .tuple(fc.nat(text.length), fc.constantFrom('change', 'add', 'drop'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }))
    .map(([at, how, ch]) => {
      const chars = [...text];
      if (how === 'add' || chars.length === 0) chars.splice(at, 0, ch);
      else if (how === 'drop') chars.splice(Math.min(at, chars.length - 1), 1);
      else chars.splice(Math.min(at, chars.length - 1), 1, ch);
      return chars.join('');
    })
    .filter((t) => t !== text);

/** One field of an entry's content changed, whichever field it is. */
function changedContent(e: AuditEntry): fc.Arbitrary<Partial<AuditEntry>> {
  const otherInt = (v: number | null) => fc.option(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { nil: null }).filter((n) => n !== v);
  return fc.oneof(
    fc.integer({ min: 1, max: 1000 }).map((d) => ({ id: e.id + d })),
    fc
      .integer({ min: -1000, max: 1000 })
      .filter((d) => d !== 0)
      .map((d) => ({ at: new Date(e.at.getTime() + d) })),
    fc.constantFrom(...ACTORS.filter((a) => a !== e.actor)).map((actor) => ({ actor })),
    otherInt(e.actorId).map((actorId) => ({ actorId })),
    otherInt(e.actorType).map((actorType) => ({ actorType })),
    otherText(e.kind).map((kind) => ({ kind })),
    otherText(e.subject).map((subject) => ({ subject })),
    otherText(e.detail).map((detail) => ({ detail })),
  );
}

const flipOneByte = (bytes: Uint8Array) =>
  fc.tuple(fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 })).map(([i, x]) => Uint8Array.from(bytes, (b, j) => (j === i ? b ^ x : b)));

const breakOf = (entries: readonly AuditEntry[]) => {
  const checked = checkLinks(entries, GENESIS_HASH, nodeSha256);
  return 'broken' in checked ? checked.broken : null;
};

describe('the audit hash chain', () => {
  it('a chain as audit_append writes it verifies, and the walk ends on the last hash', () => {
    fc.assert(
      fc.property(chain, (entries) => {
        expect(checkLinks(entries, GENESIS_HASH, nodeSha256)).toEqual({ last: entries.at(-1)!.hash });
      }),
    );
    expect(checkLinks([], GENESIS_HASH, nodeSha256)).toEqual({ last: GENESIS_HASH });
  });

  it('checked in batches it verifies the same: each batch goes on from the last hash of the one before', () => {
    fc.assert(
      fc.property(chain, fc.integer({ min: 1, max: 5 }), (entries, size) => {
        let previous = GENESIS_HASH;
        for (let i = 0; i < entries.length; i += size) {
          const checked = checkLinks(entries.slice(i, i + size), previous, nodeSha256);
          if (!('last' in checked)) throw new Error(`batch at ${i} broke`);
          previous = checked.last;
        }
        expect(previous).toEqual(entries.at(-1)!.hash);
      }),
    );
  });

  it('any change of one field of one entry is found at exactly that entry, as a hash mismatch', () => {
    const changed = chain.chain((entries) => fc.nat(entries.length - 1).chain((i) => changedContent(entries[i]!).map((change) => ({ entries, i, change }))));
    fc.assert(
      fc.property(changed, ({ entries, i, change }) => {
        const tampered = entries.map((e, j) => (j === i ? { ...e, ...change } : e));
        expect(breakOf(tampered)).toEqual({ id: tampered[i]!.id, problem: 'hash_mismatch' });
      }),
    );
  });

  it('any changed byte of an entry’s hash or previous hash is found at that entry', () => {
    const changed = chain.chain((entries) =>
      fc.nat(entries.length - 1).chain((i) =>
        fc
          .oneof(
            flipOneByte(entries[i]!.hash).map((hash) => ({ i, change: { hash }, problem: 'hash_mismatch' as const })),
            flipOneByte(entries[i]!.prevHash).map((prevHash) => ({ i, change: { prevHash }, problem: 'prev_hash_mismatch' as const })),
          )
          .map((c) => ({ entries, ...c })),
      ),
    );
    fc.assert(
      fc.property(changed, ({ entries, i, change, problem }) => {
        const tampered = entries.map((e, j) => (j === i ? { ...e, ...change } : e));
        expect(breakOf(tampered)).toEqual({ id: entries[i]!.id, problem });
      }),
    );
  });

  it('an entry taken out is found at the entry after it; two entries swapped, at the first of them', () => {
    const longer = chain.filter((entries) => entries.length >= 2);
    fc.assert(
      fc.property(
        longer.chain((entries) => fc.nat(entries.length - 2).map((i) => ({ entries, i }))),
        ({ entries, i }) => {
          expect(breakOf(entries.filter((_, j) => j !== i))).toEqual({ id: entries[i + 1]!.id, problem: 'prev_hash_mismatch' });
          const swapped = [...entries];
          [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
          expect(breakOf(swapped)).toEqual({ id: entries[i + 1]!.id, problem: 'prev_hash_mismatch' });
        },
      ),
    );
  });

  it('text moved across a field boundary gives other bytes: each field is prefixed with its length', () => {
    fc.assert(
      fc.property(content, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 5 }), (c, moved) => {
        const a = entryBytes({ ...c, id: 1, kind: c.kind + moved, subject: c.subject });
        const b = entryBytes({ ...c, id: 1, kind: c.kind, subject: moved + c.subject });
        expect(a).not.toEqual(b);
      }),
    );
  });
});
