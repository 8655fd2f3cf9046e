import { beforeEach, describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../../adapters/crypto/node-sha256';
import { checkLinks, GENESIS_HASH } from '../../../core/domain/audit/audit-chain';
import type { AuditLog, AuditTrail } from '../../../core/platform/audit/ports';

export interface AuditLogFixture {
  readonly log: AuditTrail & AuditLog;
  /** A new account of this type; its id. */
  newAccount(username: string, type: number): Promise<number>;
  /** Changes a stored entry's detail text behind the chain's back. */
  changeDetail(id: number, detail: string): Promise<void>;
  /** Removes a stored entry behind the chain's back. */
  remove(id: number): Promise<void>;
}

const MS = 1;

export function auditLogContract(fresh: () => Promise<AuditLogFixture>): void {
  describe('AuditTrail and AuditLog contract', () => {
    let f: AuditLogFixture;
    beforeEach(async () => {
      f = await fresh();
    });

    const chainCheck = async () => {
      const head = await f.log.head();
      const entries = await f.log.range(0, head.newestId ?? 0, 10_000);
      return { checked: checkLinks(entries, GENESIS_HASH, nodeSha256), head, entries };
    };

    it('entries read back newest first with the acting account, its name and type, and the detail as recorded', async () => {
      const staff = await f.newAccount('auditstaff', 90);
      await f.log.record({ actor: { accountId: staff }, kind: 'member.viewed', subject: 'account:7', detail: { limits: true } });
      await f.log.record({
        actor: 'operator',
        kind: 'setting.changed',
        subject: 'setting:maintenance',
        detail: { note: 'ü 🎰 "quoted"\nline', amount: '-12345678901234567', n: 2, none: null },
      });
      const { items, total } = await f.log.list({ pageNo: 1, pageSize: 10 });
      expect(total).toBe(2);
      expect(items.map((e) => [e.actor, e.actorId, e.actorType, e.account, e.kind, e.subject])).toEqual([
        ['operator', null, null, null, 'setting.changed', 'setting:maintenance'],
        ['account', staff, 90, 'auditstaff', 'member.viewed', 'account:7'],
      ]);
      expect(JSON.parse(items[0]!.detail)).toEqual({ note: 'ü 🎰 "quoted"\nline', amount: '-12345678901234567', n: 2, none: null });
      expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
    });

    it('filters by account, by party, by kind or its first part, and by time; pages newest first', async () => {
      const a = await f.newAccount('auditora', 0);
      const b = await f.newAccount('auditorb', 0);
      for (const [actor, kind] of [
        [{ accountId: a }, 'deposit.approved'],
        [{ accountId: b }, 'deposit.rejected'],
        ['system', 'deposit.approved'],
        [{ accountId: a }, 'depositx.other'],
        ['visitor', 'access.login_failed'],
      ] as const) {
        await f.log.record({ actor, kind, subject: 'x:1', detail: {} });
      }
      const kinds = async (query: Omit<Parameters<AuditLog['list']>[0], 'pageNo' | 'pageSize'>) =>
        (await f.log.list({ ...query, pageNo: 1, pageSize: 10 })).items.map((e) => e.kind);
      expect(await kinds({ actor: { accountId: a } })).toEqual(['depositx.other', 'deposit.approved']);
      expect(await kinds({ actor: 'visitor' })).toEqual(['access.login_failed']);
      expect(await kinds({ kind: 'deposit' })).toEqual(['deposit.approved', 'deposit.rejected', 'deposit.approved']);
      expect(await kinds({ kind: 'deposit.approved', actor: 'system' })).toEqual(['deposit.approved']);
      expect(await kinds({ kind: 'deposit.appro' })).toEqual([]);
      const page2 = await f.log.list({ pageNo: 2, pageSize: 2 });
      expect([page2.total, page2.items.map((e) => e.kind)]).toEqual([5, ['deposit.approved', 'deposit.rejected']]);

      const [newest] = (await f.log.list({ pageNo: 1, pageSize: 1 })).items;
      const at = newest!.at.getTime();
      expect((await f.log.list({ from: new Date(at), to: new Date(at + MS), pageNo: 1, pageSize: 10 })).items.map((e) => e.id)).toContain(newest!.id);
      expect((await f.log.list({ to: new Date(at), pageNo: 1, pageSize: 10 })).items.map((e) => e.id)).not.toContain(newest!.id);
      expect((await f.log.list({ from: new Date(at + MS), pageNo: 1, pageSize: 10 })).items).toEqual([]);
    });

    it('the entries chain from the genesis hash; the head names the last and its hash; range walks them in order', async () => {
      expect(await f.log.head()).toEqual({ lastId: null, hash: GENESIS_HASH, newestId: null });
      for (let i = 0; i < 5; i++) await f.log.record({ actor: 'system', kind: 'test.step', subject: `step:${i}`, detail: { i } });
      const { checked, head, entries } = await chainCheck();
      expect(entries.map((e) => e.subject)).toEqual(['step:0', 'step:1', 'step:2', 'step:3', 'step:4']);
      expect(checked).toEqual({ last: head.hash });
      expect(head.lastId).toBe(entries.at(-1)!.id);
      expect(head.newestId).toBe(head.lastId);
      expect(entries[0]!.prevHash).toEqual(GENESIS_HASH);
      const [, second, third] = entries;
      expect((await f.log.range(entries[0]!.id, third!.id, 10)).map((e) => e.id)).toEqual([second!.id, third!.id]);
      expect((await f.log.range(0, head.lastId!, 2)).map((e) => e.id)).toEqual([entries[0]!.id, second!.id]);
    });

    it('entries appended at the same time still form one chain, in id order', async () => {
      await Promise.all(Array.from({ length: 40 }, (_, i) => f.log.record({ actor: 'system', kind: 'test.race', subject: `race:${i}`, detail: { i } })));
      const { checked, head, entries } = await chainCheck();
      expect(entries).toHaveLength(40);
      expect(checked).toEqual({ last: head.hash });
    });

    it('a changed detail breaks the chain at that entry; a removed entry breaks it at the next one', async () => {
      for (let i = 0; i < 4; i++) await f.log.record({ actor: 'system', kind: 'test.step', subject: `step:${i}`, detail: { i } });
      const ids = (await chainCheck()).entries.map((e) => e.id);
      await f.changeDetail(ids[1]!, '{"i": 100}');
      expect((await chainCheck()).checked).toEqual({ broken: { id: ids[1], problem: 'hash_mismatch' } });
      await f.remove(ids[1]!);
      expect((await chainCheck()).checked).toEqual({ broken: { id: ids[2], problem: 'prev_hash_mismatch' } });
    });
  });
}
