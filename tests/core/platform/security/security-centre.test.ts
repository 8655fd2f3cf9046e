import { describe, expect, it } from 'vitest';
import { base32Decode } from '../../../../core/domain/access/base32';
import { totpAt } from '../../../../core/domain/access/totp';
import { openSession } from '../../../../core/platform/access/open-session';
import { ConfirmAuthenticator } from '../../../../core/platform/security/confirm-authenticator';
import { GetSecurityOverview } from '../../../../core/platform/security/get-security-overview';
import { ListMySessions } from '../../../../core/platform/security/list-my-sessions';
import { ListMemberSessions, RevokeMemberSessions } from '../../../../core/platform/security/member-sessions';
import { RevokeMySessions } from '../../../../core/platform/security/revoke-my-sessions';
import { StartAuthenticatorBinding } from '../../../../core/platform/security/start-authenticator-binding';
import { UnbindAuthenticator } from '../../../../core/platform/security/unbind-authenticator';
import { nodeHmacSha1 as hmac } from '../../../../adapters/crypto/hmac-sha1';
import { accessWorld, addAccount, principalOf } from '../../../support/access-world';
import { InMemoryAuditLog } from '../../../support/fakes/audit-log';
import { plainCodeHasher } from '../../../support/fakes/verification-codes';

async function setup() {
  const world = accessWorld();
  const deps = { ...world, hmac, codeHasher: plainCodeHasher };
  const alice = await addAccount(world, 'alice', 'alice123');
  return { world, deps, alice, principal: await principalOf(world, alice) };
}

const secretOf = (base32: string) => (base32Decode(base32) as { value: Uint8Array }).value;

describe('authenticator binding', () => {
  it('stages a secret, confirms it with a code from the app and hands out eight recovery codes once', async () => {
    const { world, deps, principal } = await setup();
    const start = new StartAuthenticatorBinding(world);
    const first = await start.execute(principal);
    const second = await start.execute(principal);
    if (!first.ok || !second.ok) throw new Error('start failed');
    expect(second.value.secret).not.toBe(first.value.secret);
    const issuer = encodeURIComponent((await world.settings.load()).merchantName);
    expect(second.value.uri).toBe(`otpauth://totp/${issuer}:alice?secret=${second.value.secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`);
    const confirm = new ConfirmAuthenticator(deps);
    expect(await confirm.execute(principal, totpAt(hmac, secretOf(first.value.secret), world.clock.now()))).toMatchObject({
      error: { code: 'access.totp_invalid' },
    });
    const confirmed = await confirm.execute(principal, totpAt(hmac, secretOf(second.value.secret), world.clock.now()));
    expect(confirmed.ok && confirmed.value.recoveryCodes).toHaveLength(8);
    expect(await new GetSecurityOverview(world).execute(principal)).toEqual({ ok: true, value: { authenticatorBound: true, recoveryCodesLeft: 8 } });
    expect(await start.execute(principal)).toEqual({ ok: false, error: { code: 'access.authenticator_bound' } });
    expect(await confirm.execute(principal, '123456')).toEqual({ ok: false, error: { code: 'access.authenticator_bound' } });
  });

  it('unbinding needs a current code (or a recovery code); a used code does not do', async () => {
    const { world, deps, principal } = await setup();
    const unbind = new UnbindAuthenticator(deps);
    expect(await unbind.execute(principal, '123456')).toEqual({ ok: false, error: { code: 'access.authenticator_not_bound' } });
    const started = await new StartAuthenticatorBinding(world).execute(principal);
    if (!started.ok) throw new Error('start failed');
    const secret = secretOf(started.value.secret);
    const code = totpAt(hmac, secret, world.clock.now());
    await new ConfirmAuthenticator(deps).execute(principal, code);
    expect(await unbind.execute(principal, code)).toMatchObject({ error: { code: 'access.totp_invalid' } });
    world.clock.advance(30_000);
    expect(await unbind.execute(principal, totpAt(hmac, secret, world.clock.now()))).toEqual({ ok: true, value: null });
    expect(await new GetSecurityOverview(world).execute(principal)).toEqual({ ok: true, value: { authenticatorBound: false, recoveryCodesLeft: 0 } });
  });

  it('confirming before starting is refused, wrong codes are throttled, and trial accounts and staff are turned away', async () => {
    const { world, deps, principal } = await setup();
    const confirm = new ConfirmAuthenticator(deps);
    expect(await confirm.execute(principal, '123456')).toEqual({ ok: false, error: { code: 'access.authenticator_not_started' } });
    await new StartAuthenticatorBinding(world).execute(principal);
    for (let i = 0; i < 10; i++) expect(await confirm.execute(principal, '000000')).toMatchObject({ error: { code: 'access.totp_invalid' } });
    expect(await confirm.execute(principal, '000000')).toEqual({ ok: false, error: { code: 'access.too_many_requests' } });
    const trial = await principalOf(world, await addAccount(world, 'trial1', 'trial123', { type: (await world.settings.load()).trialType }));
    const staff = await principalOf(world, await addAccount(world, 'staff1', 'staff123', { type: 90 }));
    expect(await new StartAuthenticatorBinding(world).execute(trial)).toEqual({ ok: false, error: { code: 'access.need_true_account' } });
    expect(await new StartAuthenticatorBinding(world).execute(staff)).toEqual({ ok: false, error: { code: 'access.forbidden' } });
  });
});

describe('sessions', () => {
  it('lists the live sessions with the current one marked, leaving out idle ones', async () => {
    const { world, alice, principal } = await setup();
    const settings = await world.settings.load();
    await openSession(world, settings, alice.id, { ip: '192.0.2.1', userAgent: 'Laptop' });
    world.clock.advance((settings.session.idleMinutes + 1) * 60_000);
    await openSession(world, settings, alice.id, { ip: '192.0.2.2', userAgent: 'Phone' });
    await world.sessions.touch(principal.session.id, world.clock.now());
    const listed = await new ListMySessions(world).execute(principal);
    expect(listed.ok && listed.value.map((s) => [s.userAgent, s.current])).toEqual([
      ['Phone', false],
      ['', true],
    ]);
  });

  it("revokes one other session, or all others, never the caller's own; another account's is not found", async () => {
    const { world, alice, principal } = await setup();
    const settings = await world.settings.load();
    const bob = await addAccount(world, 'bob', 'bob12345');
    const bobs = await principalOf(world, bob);
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await openSession(world, settings, alice.id, { ip });
    const revoke = new RevokeMySessions(world);
    const [other] = world.sessions.activeFor(alice.id).filter((s) => s.id !== principal.session.id);
    expect(await revoke.execute(principal, { sessionId: principal.session.id })).toEqual({ ok: false, error: { code: 'access.revoke_current_session' } });
    expect(await revoke.execute(principal, { sessionId: bobs.session.id })).toEqual({ ok: false, error: { code: 'access.session_not_found' } });
    expect(await revoke.execute(principal, { sessionId: other!.id })).toEqual({ ok: true, value: { revoked: 1 } });
    expect(await revoke.execute(principal, 'others')).toEqual({ ok: true, value: { revoked: 2 } });
    expect(world.sessions.activeFor(alice.id).map((s) => s.id)).toEqual([principal.session.id]);
    expect(world.sessions.activeFor(bob.id)).toHaveLength(1);
  });

  it("support lists and ends a member's sessions; members may not", async () => {
    const { world, alice, principal } = await setup();
    const staff = await principalOf(world, await addAccount(world, 'support', 'Support#2026', { type: 90 }));
    const audit = new InMemoryAuditLog(world.clock, world.accounts);
    const list = new ListMemberSessions({ ...world, audit });
    expect(await list.execute(principal, 'alice')).toEqual({ ok: false, error: { code: 'access.forbidden' } });
    expect(await list.execute(staff, 'nobody')).toEqual({ ok: false, error: { code: 'access.member_not_found' } });
    const listed = await list.execute(staff, ' Alice ');
    expect(listed.ok && listed.value.map((s) => s.current)).toEqual([false]);
    expect((await audit.list({ pageNo: 1, pageSize: 10 })).items.map((e) => [e.kind, e.actorId, e.subject])).toEqual([
      ['member.sessions_viewed', staff.account.id, `account:${alice.id}`],
    ]);
    expect(await new RevokeMemberSessions(world).execute(staff, 'alice')).toEqual({ ok: true, value: { revoked: 1 } });
    expect(world.sessions.activeFor(alice.id)).toEqual([]);
  });
});
