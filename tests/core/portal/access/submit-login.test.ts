import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialLoginState, type LoginState } from '../../../../core/domain/access/login-flow';
import type { FailureCode } from '../../../../core/domain/kernel/failure-code';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { SubmitLogin } from '../../../../core/portal/access/submit-login';
import { AnswerLoginChallenge } from '../../../../core/portal/access/answer-login-challenge';
import { SendChallengeCode } from '../../../../core/portal/access/send-challenge-code';
import type { LoginRequest } from '../../../../core/portal/access/types';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { FakeHumanSolver } from '../../../support/fakes/portal-human-solver';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';

function setup(solves = true) {
  const auth = new FakeAuthGateway();
  auth.addMember('alice', 'alice123');
  const store = new MemorySessionStore();
  const solver = new FakeHumanSolver(solves);
  return { auth, store, solver, submit: new SubmitLogin(auth, solver, store) };
}
const request: LoginRequest = { username: ' alice ', password: ' alice123 ', type: 'username' };

describe('SubmitLogin', () => {
  it('username login: validating → verifying → submitting → success; sends trimmed credentials with the proof of work; stores the session', async () => {
    const { auth, store, submit } = setup();
    const steps: LoginState['step'][] = [];
    const result = await submit.execute(request, initialLoginState, (s) => steps.push(s.step));
    expect(steps).toEqual(['validating', 'verifying', 'submitting', 'success']);
    expect(result).toEqual({ state: { step: 'success', firstTimeLogin: true }, token: 'session-1', previousLoginAt: null });
    expect(auth.last('login')).toEqual({ username: 'alice', password: 'alice123', type: 'username', verification: 'solved:sig' });
    expect(store.load()).toEqual({ account: 'alice', token: 'session-1' });
  });

  it('SMS login skips human verification entirely', async () => {
    const { auth, solver, submit } = setup();
    auth.loginAnswer = ok({ token: 't', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null });
    const steps: string[] = [];
    await submit.execute({ ...request, type: 'sms' }, initialLoginState, (s) => steps.push(s.step));
    expect(steps).toEqual(['validating', 'submitting', 'success']);
    expect(auth.count('humanChallenge')).toBe(0);
    expect(solver.solved).toEqual([]);
    expect(auth.last('login')).not.toHaveProperty('verification');
  });

  it('a forced password change ends in change_password (the session is still stored)', async () => {
    const { auth, store, submit } = setup();
    auth.loginAnswer = ok({ token: 't', firstTimeLogin: true, passwordExpired: false, mustChangePassword: true, previousLoginAt: null });
    expect((await submit.execute(request)).state).toEqual({ step: 'change_password', firstTimeLogin: true });
    expect(store.load()).toEqual({ account: 'alice', token: 't' });
  });

  it('invalid input fails before any call to the server', async () => {
    const { auth, store, submit } = setup();
    const result = await submit.execute({ ...request, password: '   ' });
    expect(result).toEqual({
      state: { step: 'failed', error: { code: 'validation.required', field: 'password' }, captchaShown: false },
      token: null,
      previousLoginAt: null,
    });
    expect(auth.calls).toEqual([]);
    expect(store.load()).toBeNull();
  });

  it('a server failure with the captcha flag shows the captcha, and the next attempt needs one', async () => {
    const { auth, submit } = setup();
    auth.loginAnswer = fail('access.invalid_credentials', { value: { captcha: true } });
    const first = await submit.execute(request);
    expect(first.state).toEqual({ step: 'failed', error: { code: 'access.invalid_credentials', value: { captcha: true } }, captchaShown: true });
    const calls = auth.calls.length;
    const second = await submit.execute(request, first.state);
    expect(second.state).toMatchObject({ step: 'failed', error: { code: 'validation.captcha_required' }, captchaShown: true });
    expect(auth.calls.length).toBe(calls);
    auth.loginAnswer = ok({ token: 't2', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false, previousLoginAt: null });
    const third = await submit.execute({ ...request, captcha: ' ab12 ', captchaId: 'c9' }, first.state);
    expect(third.state.step).toBe('success');
    expect(auth.last('login')).toMatchObject({ captcha: 'ab12', captchaId: 'c9' });
  });

  it('when the proof of work cannot be solved, or the challenge cannot be fetched, the login is not sent and the failure says which', async () => {
    for (const variant of ['unsolved', 'no-challenge'] as const) {
      const { auth, submit } = setup(variant !== 'unsolved');
      if (variant === 'no-challenge') auth.challengeAnswer = fail('network.unreachable' as FailureCode);
      const result = await submit.execute(request);
      const code = variant === 'unsolved' ? 'access.human_verification_failed' : 'network.unreachable';
      expect(result.state).toMatchObject({ step: 'failed', error: { code } });
      expect(auth.count('login')).toBe(0);
    }
  });

  it('a login from a new IP stops at the second factor with no session; the right answer ends in success and stores it', async () => {
    const { auth, store, submit } = setup();
    const challenge = { id: 'c'.repeat(32), factors: ['totp', 'bank'] as const, expiresAt: '2026-01-15T12:05:00.000Z' };
    auth.loginAnswer = ok({ challenge: { ...challenge, factors: [...challenge.factors] } });
    const challenged = await submit.execute(request);
    expect(challenged).toEqual({
      state: { step: 'second_factor', type: 'username', captchaShown: false, challenge, wrongAnswers: 0, error: null },
      token: null,
      previousLoginAt: null,
    });
    expect(store.load()).toBeNull();
    const answer = new AnswerLoginChallenge(auth, store);
    auth.answerChallengeAnswer = fail('access.factor_wrong', { field: 'answer', params: { left: 4 } });
    const wrong = await answer.execute({ state: challenged.state, factor: 'totp', answer: '000000', account: 'alice' });
    expect(wrong.state).toMatchObject({ step: 'second_factor', wrongAnswers: 1, error: { code: 'access.factor_wrong' } });
    auth.answerChallengeAnswer = fail('access.challenge_code_not_sent');
    expect((await answer.execute({ state: wrong.state, factor: 'bank', answer: 'x', account: 'alice' })).state).toMatchObject({
      wrongAnswers: 1,
      error: { code: 'access.challenge_code_not_sent' },
    });
    expect((await answer.execute({ state: wrong.state, factor: 'bank', answer: '  ', account: 'alice' })).state).toMatchObject({
      wrongAnswers: 1,
      error: { code: 'validation.required' },
    });
    auth.answerChallengeAnswer = ok({
      token: 't3',
      firstTimeLogin: false,
      passwordExpired: false,
      mustChangePassword: false,
      previousLoginAt: '2026-01-14T08:00:00.000Z',
    });
    const passed = await answer.execute({ state: wrong.state, factor: 'totp', answer: ' 123456 ', account: 'alice' });
    expect(passed).toEqual({ state: { step: 'success', firstTimeLogin: false }, token: 't3', previousLoginAt: '2026-01-14T08:00:00.000Z' });
    expect(auth.last('answerChallenge')).toEqual({ challengeId: challenge.id, factor: 'totp', answer: '123456' });
    expect(store.load()).toEqual({ account: 'alice', token: 't3' });
    await answer.execute({ state: wrong.state, factor: 'totp', answer: '123456', account: 'alice', purpose: 'withdrawal' });
    expect(auth.last('answerChallenge')).toEqual({ challengeId: challenge.id, factor: 'totp', answer: '123456', purpose: 'withdrawal' });
  });

  it("a challenge the server ends (refused, expired) fails the login; codes go only to the challenge's factors", async () => {
    const { auth, store, submit } = setup();
    auth.loginAnswer = ok({ challenge: { id: 'd'.repeat(32), factors: ['sms'], expiresAt: '2026-01-15T12:05:00.000Z' } });
    const { state } = await submit.execute(request);
    const send = new SendChallengeCode(auth);
    expect(await send.execute(state, 'email')).toEqual({ ok: false, error: { code: 'access.factor_unavailable' } });
    expect(await send.execute(state, 'sms')).toEqual({ ok: true, value: { sentTo: '+92********67' } });
    auth.answerChallengeAnswer = fail('access.challenge_expired');
    const ended = await new AnswerLoginChallenge(auth, store).execute({ state, factor: 'sms', answer: '123456', account: 'alice' });
    expect(ended.state).toEqual({ step: 'failed', error: { code: 'access.challenge_expired' }, captchaShown: false });
    expect(store.load()).toBeNull();
  });

  it('property: whatever the server answers, the attempt ends in a final or failed state and stores a session only on success', async () => {
    const answer = fc.oneof(
      fc
        .record({
          token: fc.string(),
          firstTimeLogin: fc.boolean(),
          passwordExpired: fc.boolean(),
          mustChangePassword: fc.boolean(),
          previousLoginAt: fc.constant(null),
        })
        .map((v) => ok(v)),
      fc
        .record({ code: fc.constantFrom('access.invalid_credentials', 'access.too_many_requests', 'access.captcha_invalid'), captcha: fc.boolean() })
        .map(({ code, captcha }) => fail(code, { value: { captcha } })),
    );
    await fc.assert(
      fc.asyncProperty(answer, fc.constantFrom('username' as const, 'sms' as const), fc.boolean(), async (reply, type, captchaShown) => {
        const { auth, store, submit } = setup();
        auth.loginAnswer = reply;
        const from: LoginState = { step: 'idle', captchaShown };
        const result = await submit.execute({ ...request, type, captcha: 'x1' }, from);
        expect(['success', 'change_password', 'failed']).toContain(result.state.step);
        expect(store.load() !== null).toBe(reply.ok);
        expect(result.token !== null).toBe(reply.ok && reply.value.token !== '');
        if (result.state.step === 'change_password') expect(type).toBe('username');
        if (result.state.step === 'failed' && captchaShown) expect(result.state.captchaShown).toBe(true);
      }),
    );
  });
});
