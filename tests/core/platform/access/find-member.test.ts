import { describe, expect, it } from 'vitest';
import { InMemoryAuditLog } from '../../../support/fakes/audit-log';
import { InMemoryMessages } from '../../../support/fakes/messages';
import { FindMember } from '../../../../core/platform/access/find-member';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';

async function setup() {
  const world = accessWorld();
  const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
  const member = await principalOf(world, await addAccount(world, 'alice', 'alice123'));
  const audit = new InMemoryAuditLog(world.clock, world.accounts);
  return { world, staff, member, audit, find: new FindMember({ ...world, inbox: new InMemoryMessages(world.clock), audit }) };
}

describe('FindMember', () => {
  it('staff find any account by username, any case, with its lock; each look is audited', async () => {
    const { world, staff, find, audit } = await setup();
    const agent = await addAccount(world, 'agent7', 'agent123', { type: 41 });
    const until = new Date(world.clock.now().getTime() + 900_000);
    await world.accounts.lockUntil(agent.id, until);
    await world.ledger.creditFromSystem('system:test', agent.id, 777n, 'k', 'test');
    expect(await find.execute(staff, ' AGENT7 ')).toMatchObject({
      ok: true,
      value: { id: agent.id, account: 'agent7', role: 'agent', balance: 777n, lockedUntil: until, firstTimeLogin: true },
    });
    expect((await audit.list({ pageNo: 1, pageSize: 10 })).items.map((e) => [e.kind, e.actorId, e.subject])).toEqual([
      ['member.viewed', staff.account.id, `account:${agent.id}`],
    ]);
  });

  it('anyone but staff is forbidden, even looking themselves up', async () => {
    const { member, find } = await setup();
    expect(await find.execute(member, 'alice')).toEqual({ ok: false, error: { code: 'access.forbidden' } });
  });

  it('an unknown username is access.member_not_found', async () => {
    const { staff, find } = await setup();
    expect(await find.execute(staff, 'ghost')).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
  });
});
