import { describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS } from '../../../../core/domain/access/second-factor';
import { totpAt } from '../../../../core/domain/access/totp';
import { AnswerLoginChallenge } from '../../../../core/platform/access/answer-login-challenge';
import type { Caller } from '../../../../core/platform/access/deps';
import { Login } from '../../../../core/platform/access/login';
import { SendChallengeCode } from '../../../../core/platform/access/send-challenge-code';
import { ConfirmAuthenticator } from '../../../../core/platform/security/confirm-authenticator';
import { StartAuthenticatorBinding } from '../../../../core/platform/security/start-authenticator-binding';
import { base32Decode } from '../../../../core/domain/access/base32';
import { nodeHmacSha1 as hmac } from '../../../../adapters/crypto/hmac-sha1';
import { accessWorld, principalOf, type AccessWorld } from '../../../support/access-world';
import { plainCodeHasher } from '../../../support/fakes/verification-codes';

const HOME: Caller = { ip: '192.0.2.10', userAgent: 'Home browser' };
const AWAY: Caller = { ip: '198.51.100.77', userAgent: 'Phone' };

async function setup(bound: { mobileNum?: string; email?: string; payeeName?: string } = {}) {
  const world = accessWorld();
  const deps = { ...world, hmac, codeHasher: plainCodeHasher };
  const account = (await world.accounts.create({
    username: 'alice',
    nickname: 'alice',
    type: 0,
    passwordHash: await world.hasher.hash('alice123'),
    isDefaultPassword: false,
    email: bound.email ?? null,
    mobileNum: bound.mobileNum ?? null,
    profile: bound.payeeName ? { payeeName: bound.payeeName } : {},
    paymentPasswordHash: null,
    registerIp: HOME.ip,
  }))!;
  const login = new Login(world);
  const attempt = async (caller: Caller) =>
    login.execute({ username: 'alice', password: 'alice123', type: 'username', site: 'member', verification: await world.human.solvedPayload() }, caller);
  return {
    world,
    account,
    postbox: world.challenges.postbox,
    attempt,
    answer: new AnswerLoginChallenge(deps),
    send: new SendChallengeCode({ ...deps, postbox: world.challenges.postbox }),
    deps,
  };
}

async function challengeOf(attempt: () => Promise<Awaited<ReturnType<Login['execute']>>>) {
  const result = await attempt();
  if (!result.ok || !('challenge' in result.value)) throw new Error(`no challenge: ${JSON.stringify(result)}`);
  return result.value.challenge;
}

describe('a login from a new IP', () => {
  it('an account with no factor bound logs in at once and the IP becomes known', async () => {
    const { world, account, attempt } = await setup();
    expect(await attempt(AWAY)).toMatchObject({ ok: true, value: { token: expect.any(String), previousLoginAt: null } });
    expect(await world.knownIps.isKnown(account.id, AWAY.ip)).toBe(true);
    expect(await world.loginHistory.recent(account.id, 5)).toEqual([
      { at: world.clock.now(), ip: AWAY.ip, userAgent: 'Phone', success: true, method: 'password', factor: null },
    ]);
  });

  it('an account with factors is challenged with each of them, and no session is opened', async () => {
    const { world, account, attempt } = await setup({ mobileNum: '+923001234567', email: 'alice@example.pk', payeeName: 'Alice Khan' });
    const challenge = await challengeOf(() => attempt(AWAY));
    expect(challenge).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      factors: ['sms', 'email', 'bank'],
      expiresAt: new Date(world.clock.now().getTime() + CHALLENGE_TTL_MS),
    });
    expect(world.sessions.activeFor(account.id)).toEqual([]);
    expect(await world.knownIps.isKnown(account.id, AWAY.ip)).toBe(false);
  });

  it('the right holder name completes the login, makes the IP known and tells the previous login', async () => {
    const { world, account, attempt, answer } = await setup({ payeeName: 'Alice Khan' });
    await world.knownIps.remember(account.id, HOME.ip, world.clock.now());
    const before = world.clock.now();
    expect(await attempt(HOME)).toMatchObject({ ok: true, value: { token: expect.any(String) } });
    world.clock.advance(60_000);
    const challenge = await challengeOf(() => attempt(AWAY));
    const passed = await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: '  alice   KHAN ' }, AWAY);
    expect(passed).toMatchObject({ ok: true, value: { token: expect.any(String), previousLoginAt: before } });
    expect(await world.knownIps.isKnown(account.id, AWAY.ip)).toBe(true);
    expect((await world.loginHistory.recent(account.id, 1))[0]).toMatchObject({ success: true, factor: 'bank', ip: AWAY.ip });
    expect(await attempt(AWAY)).toMatchObject({ ok: true, value: { token: expect.any(String) } });
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Alice Khan' }, AWAY)).toMatchObject({
      error: { code: 'access.challenge_invalid' },
    });
  });

  it('wrong answers count down; the fifth kills the challenge, and a right answer after it is refused', async () => {
    const { world, account, attempt, answer } = await setup({ payeeName: 'Alice Khan' });
    const challenge = await challengeOf(() => attempt(AWAY));
    const lefts = [];
    for (let i = 0; i < 4; i++) lefts.push(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Bob' }, AWAY));
    expect(lefts.map((r) => (r.ok ? null : r.error))).toEqual([4, 3, 2, 1].map((left) => ({ code: 'access.factor_wrong', field: 'answer', params: { left } })));
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Bob' }, AWAY)).toEqual({
      ok: false,
      error: { code: 'access.challenge_refused' },
    });
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Alice Khan' }, AWAY)).toEqual({
      ok: false,
      error: { code: 'access.challenge_refused' },
    });
    expect(world.sessions.activeFor(account.id)).toEqual([]);
    const history = await world.loginHistory.recent(account.id, 10);
    expect(history.filter((h) => !h.success && h.factor === 'bank')).toHaveLength(5);
  });

  it('a challenge dies at its expiry, answers only from its own IP, and offers only its factors', async () => {
    const { world, attempt, answer } = await setup({ payeeName: 'Alice Khan' });
    const challenge = await challengeOf(() => attempt(AWAY));
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Alice Khan' }, HOME)).toEqual({
      ok: false,
      error: { code: 'access.challenge_invalid' },
    });
    expect(await answer.execute({ challengeId: challenge.id, factor: 'totp', answer: '123456' }, AWAY)).toMatchObject({
      error: { code: 'access.factor_unavailable' },
    });
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: ' ' }, AWAY)).toMatchObject({
      error: { code: 'validation.required', field: 'answer' },
    });
    world.clock.advance(CHALLENGE_TTL_MS);
    expect(await answer.execute({ challengeId: challenge.id, factor: 'bank', answer: 'Alice Khan' }, AWAY)).toEqual({
      ok: false,
      error: { code: 'access.challenge_expired' },
    });
    expect((await world.challenges.find(challenge.id))?.wrongAnswers).toBe(0);
  });

  it('a code sent to the bound mobile or email proves it; an unsent factor is refused without counting', async () => {
    const { world, attempt, answer, send, postbox } = await setup({ mobileNum: '+923001234567', email: 'alice@example.pk' });
    const challenge = await challengeOf(() => attempt(AWAY));
    expect(await answer.execute({ challengeId: challenge.id, factor: 'sms', answer: '123456' }, AWAY)).toMatchObject({
      error: { code: 'access.challenge_code_not_sent' },
    });
    expect(await send.execute({ challengeId: challenge.id, factor: 'email' }, AWAY)).toEqual({ ok: true, value: { sentTo: 'a***@example.pk' } });
    expect(await send.execute({ challengeId: challenge.id, factor: 'sms' }, AWAY)).toEqual({ ok: true, value: { sentTo: '+92********67' } });
    const emailed = postbox.lastCodeTo('alice@example.pk')!;
    // The SMS replaced the email's code: only the newest code counts, on its own channel.
    expect(await answer.execute({ challengeId: challenge.id, factor: 'email', answer: emailed }, AWAY)).toMatchObject({
      error: { code: 'access.challenge_code_not_sent' },
    });
    expect((await world.challenges.find(challenge.id))?.wrongAnswers).toBe(0);
    expect(await answer.execute({ challengeId: challenge.id, factor: 'sms', answer: postbox.lastCodeTo('+923001234567')! }, AWAY)).toMatchObject({
      ok: true,
      value: { token: expect.any(String) },
    });
    expect(await send.execute({ challengeId: challenge.id, factor: 'sms' }, AWAY)).toEqual({ ok: false, error: { code: 'access.challenge_invalid' } });
  });

  it('a challenge sends at most three codes', async () => {
    const { attempt, send } = await setup({ mobileNum: '+923001234567' });
    const challenge = await challengeOf(() => attempt(AWAY));
    for (let i = 0; i < 3; i++) expect((await send.execute({ challengeId: challenge.id, factor: 'sms' }, AWAY)).ok).toBe(true);
    expect(await send.execute({ challengeId: challenge.id, factor: 'sms' }, AWAY)).toMatchObject({ error: { code: 'verification.too_many_requests' } });
    expect(await send.execute({ challengeId: challenge.id, factor: 'email' }, AWAY)).toMatchObject({ error: { code: 'access.factor_unavailable' } });
  });

  it('an authenticator code passes once: the same code cannot open a second login, a recovery code can, once', async () => {
    const { world, account, attempt, answer, deps } = await setup();
    const principal = await principalOf(world, account);
    const setupResult = await new StartAuthenticatorBinding(world).execute(principal);
    if (!setupResult.ok) throw new Error('no setup');
    const secret = (base32Decode(setupResult.value.secret) as { value: Uint8Array }).value;
    const confirmed = await new ConfirmAuthenticator(deps).execute(principal, totpAt(hmac, secret, world.clock.now()));
    if (!confirmed.ok) throw new Error(confirmed.error.code);
    world.clock.advance(30_000);
    const first = await challengeOf(() => attempt(AWAY));
    expect(first.factors).toEqual(['totp']);
    const code = totpAt(hmac, secret, world.clock.now());
    expect(await answer.execute({ challengeId: first.id, factor: 'totp', answer: code }, AWAY)).toMatchObject({ ok: true });
    const second = await challengeOf(() => attempt({ ip: '203.0.113.200' }));
    expect(await answer.execute({ challengeId: second.id, factor: 'totp', answer: code }, { ip: '203.0.113.200' })).toMatchObject({
      error: { code: 'access.factor_wrong' },
    });
    const [recovery] = confirmed.value.recoveryCodes;
    expect(await answer.execute({ challengeId: second.id, factor: 'totp', answer: recovery!.toUpperCase() }, { ip: '203.0.113.200' })).toMatchObject({
      ok: true,
    });
    expect((await world.loginHistory.recent(account.id, 1))[0]).toMatchObject({ success: true, factor: 'recovery' });
    const third = await challengeOf(() => attempt({ ip: '203.0.113.201' }));
    expect(await answer.execute({ challengeId: third.id, factor: 'totp', answer: recovery! }, { ip: '203.0.113.201' })).toMatchObject({
      error: { code: 'access.factor_wrong' },
    });
  });
});
