import { describe, expect, it } from 'vitest';
import { nodeSha256 } from '../../../../adapters/crypto/node-sha256';
import { ListAuditLog } from '../../../../core/platform/audit/list-audit-log';
import { VerifyAuditLog } from '../../../../core/platform/audit/verify-audit-log';
import type { AuditLog } from '../../../../core/platform/audit/ports';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryAuditLog } from '../../../support/fakes/audit-log';

async function setup() {
  const world = accessWorld();
  const log = new InMemoryAuditLog(world.clock, world.accounts);
  const staffAccount = await addAccount(world, 'support', 'Support#2026', { type: 90 });
  const staff = await principalOf(world, staffAccount);
  const agentAccount = await addAccount(world, 'agent7', 'Agent#2026', { type: 1 });
  const member = await principalOf(world, await addAccount(world, 'alice', 'alice123'));
  return {
    world,
    log,
    staff,
    agentAccount,
    member,
    verify: new VerifyAuditLog({ log, sha256: nodeSha256 }),
    list: new ListAuditLog({ log, accounts: world.accounts, settings: world.settings }),
  };
}

const steps = async (log: InMemoryAuditLog, count: number) => {
  for (let i = 0; i < count; i++) await log.record({ actor: 'system', kind: 'test.step', subject: `step:${i}`, detail: { i } });
};

describe('VerifyAuditLog', () => {
  it('staff only', async () => {
    const { verify, member } = await setup();
    expect(await verify.execute(member)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
  });

  it('an empty log and an intact one verify; a long log is read in batches, never at once', async () => {
    const { verify, staff, log } = await setup();
    expect(await verify.execute(staff)).toEqual({ ok: true, value: { entries: 0, lastId: null, broken: null } });
    await steps(log, 2_345);
    const reads: number[] = [];
    const counting: AuditLog = {
      list: (q) => log.list(q),
      head: () => log.head(),
      range: async (after, until, limit) => (reads.push(limit), log.range(after, until, limit)),
    };
    const answer = await new VerifyAuditLog({ log: counting, sha256: nodeSha256 }).execute(staff);
    expect(answer).toEqual({ ok: true, value: { entries: 2_345, lastId: 2_345, broken: null } });
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...reads)).toBeLessThanOrEqual(1_000);
  });

  it('names the first broken link: a changed entry, a removed one, and the end of the log cut off', async () => {
    const { verify, staff, log } = await setup();
    await steps(log, 6);
    log.tamper(4, { detail: '{"i":40}' });
    log.tamper(5, { kind: 'test.other' });
    expect(await verify.execute(staff)).toEqual({ ok: true, value: { entries: 3, lastId: 3, broken: { id: 4, problem: 'hash_mismatch' } } });

    const { verify: v2, staff: s2, log: removed } = await setup();
    await steps(removed, 6);
    removed.remove(2);
    expect(await v2.execute(s2)).toEqual({ ok: true, value: { entries: 1, lastId: 1, broken: { id: 3, problem: 'prev_hash_mismatch' } } });
    removed.remove(6);
    expect(await v2.execute(s2)).toMatchObject({ value: { broken: { id: 3, problem: 'prev_hash_mismatch' } } });

    const { verify: v3, staff: s3, log: cut } = await setup();
    await steps(cut, 6);
    cut.remove(6);
    expect(await v3.execute(s3)).toEqual({ ok: true, value: { entries: 5, lastId: 5, broken: { id: 6, problem: 'head_mismatch' } } });
  });
});

describe('ListAuditLog', () => {
  it('staff only; the actor by account name or party, the kind checked, the role from the account type', async () => {
    const { list, staff, member, log, agentAccount } = await setup();
    await log.record({ actor: { accountId: agentAccount.id }, kind: 'contract.accept', subject: 'contract:1', detail: {} });
    await log.record({ actor: { accountId: staff.account.id }, kind: 'wallet.adjusted', subject: `account:${member.account.id}`, detail: { amount: '100' } });
    await log.record({ actor: 'operator', kind: 'setting.changed', subject: 'setting:maintenance', detail: {} });
    const page = { pageNo: 1, pageSize: 10 };
    expect(await list.execute(member, page)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    const all = await list.execute(staff, page);
    expect(all.ok && all.value.items.map((e) => [e.account, e.role, e.kind])).toEqual([
      [null, 'operator', 'setting.changed'],
      ['support', 'staff', 'wallet.adjusted'],
      ['agent7', 'agent', 'contract.accept'],
    ]);
    const bySupport = await list.execute(staff, { ...page, actor: ' SUPPORT ' });
    expect(bySupport.ok && bySupport.value.items.map((e) => e.kind)).toEqual(['wallet.adjusted']);
    const byOperator = await list.execute(staff, { ...page, actor: 'operator', kind: 'setting' });
    expect(byOperator.ok && byOperator.value.total).toBe(1);
    expect(await list.execute(staff, { ...page, actor: 'nobody' })).toEqual({ ok: false, error: { code: 'access.member_not_found', field: 'actor' } });
    expect(await list.execute(staff, { ...page, kind: 'Deposit' })).toEqual({ ok: false, error: { code: 'validation.invalid_value', field: 'kind' } });
    const from = new Date(Date.UTC(2026, 1, 1));
    expect(await list.execute(staff, { ...page, from, to: new Date(from.getTime() - 1) })).toEqual({
      ok: false,
      error: { code: 'validation.date_range', field: 'to' },
    });
  });

  it('pages are clamped: at least the first, at most 100 entries', async () => {
    const { list, staff, log } = await setup();
    await steps(log, 120);
    const clamped = await list.execute(staff, { pageNo: 0, pageSize: 1_000 });
    expect(clamped.ok && [clamped.value.items.length, clamped.value.items[0]!.id, clamped.value.total]).toEqual([100, 120, 120]);
  });
});
