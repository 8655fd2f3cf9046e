import { describe, expect, it } from 'vitest';
import { registrationRulesOf } from '../../../../core/domain/access/registration';
import { fail, ok } from '../../../../core/domain/kernel/result';
import { SubmitMobileRegistration, SubmitRegistration } from '../../../../core/portal/access/submit-registration';
import type { RegisterRequest } from '../../../../core/portal/access/types';
import { FakeAuthGateway } from '../../../support/fakes/portal-auth-gateway';
import { FakeHumanSolver } from '../../../support/fakes/portal-human-solver';
import { MemorySessionStore } from '../../../support/fakes/portal-session-store';
import { defaultSettings } from '../../../support/fakes/settings';

const rules = registrationRulesOf(defaultSettings().register);
const form: RegisterRequest = {
  username: 'Alice01',
  password: 'alice123',
  confirmPassword: 'alice123',
  termsAccepted: true,
  fields: { email: 'a@example.com' },
};

function setup(solves = true) {
  const auth = new FakeAuthGateway();
  const store = new MemorySessionStore();
  return { auth, store, submit: new SubmitRegistration(auth, new FakeHumanSolver(solves), store) };
}

describe('SubmitRegistration', () => {
  it("validates with the server's rules, solves the proof of work, registers and stores the session", async () => {
    const { auth, store, submit } = setup();
    auth.registerAnswer = ok({ id: 1, account: 'alice01', token: 'tok' });
    expect(await submit.execute(form, rules)).toEqual({ ok: true, value: { account: 'alice01' } });
    expect(auth.last('register')).toEqual({ ...form, verification: 'solved:sig' });
    expect(store.load()).toEqual({ account: 'alice01', token: 'tok' });
  });

  it('without a token (cookie session or no auto-login) it stores the account with a null token', async () => {
    const { auth, store, submit } = setup();
    auth.registerAnswer = ok({ id: 1, account: 'alice01', token: null });
    await submit.execute(form, rules);
    expect(store.load()).toEqual({ account: 'alice01', token: null });
  });

  it('an invalid form never reaches the server', async () => {
    const { auth, store, submit } = setup();
    expect(await submit.execute({ ...form, confirmPassword: 'alice124' }, rules)).toMatchObject({ ok: false, error: { code: 'validation.confirm_mismatch' } });
    expect(auth.calls).toEqual([]);
    expect(store.load()).toBeNull();
  });

  it('an unsolved proof of work stops before registering', async () => {
    const { auth, submit } = setup(false);
    expect(await submit.execute(form, rules)).toEqual({ ok: false, error: { code: 'access.human_verification_failed' } });
    expect(auth.count('register')).toBe(0);
  });

  it('a server refusal is passed on and nothing is stored', async () => {
    const { auth, store, submit } = setup();
    auth.registerAnswer = fail('access.username_taken', { field: 'username' });
    expect(await submit.execute(form, rules)).toEqual({ ok: false, error: { code: 'access.username_taken', field: 'username' } });
    expect(store.load()).toBeNull();
  });
});

describe('SubmitMobileRegistration', () => {
  const countries = defaultSettings().sms.countries;
  const mobileForm = { countryDialingCode: '+92', mobileNum: '03001234567', code: '123456', password: '', confirmPassword: '', termsAccepted: true };
  const mobileRules = (codeRequired: boolean) => ({ countries, codeRequired, passwordPair: false, password: rules.password });
  const mobileSetup = (solves = true) => {
    const auth = new FakeAuthGateway();
    const store = new MemorySessionStore();
    return { auth, store, submit: new SubmitMobileRegistration(auth, new FakeHumanSolver(solves), store) };
  };

  it('with an SMS code the code is the proof: no human check, the session is stored', async () => {
    const { auth, store, submit } = mobileSetup(false);
    auth.registerAnswer = ok({ id: 2, account: 'm923001234567', token: 'tok' });
    expect(await submit.execute(mobileForm, mobileRules(true))).toEqual({ ok: true, value: { account: 'm923001234567' } });
    expect(auth.count('humanChallenge')).toBe(0);
    expect(auth.last('registerMobile')).toEqual(mobileForm);
    expect(store.load()).toEqual({ account: 'm923001234567', token: 'tok' });
  });

  it('without the SMS flag a solved human check goes with the form; an unsolved one stops it', async () => {
    const solved = mobileSetup();
    await solved.submit.execute(mobileForm, mobileRules(false));
    expect(solved.auth.last('registerMobile')).toEqual({ ...mobileForm, verification: 'solved:sig' });
    const unsolved = mobileSetup(false);
    expect(await unsolved.submit.execute(mobileForm, mobileRules(false))).toMatchObject({ ok: false, error: { code: 'access.human_verification_failed' } });
    expect(unsolved.auth.count('registerMobile')).toBe(0);
  });

  it('a bad number or a missing code never reaches the server; a server refusal stores nothing', async () => {
    const { auth, store, submit } = mobileSetup();
    expect(await submit.execute({ ...mobileForm, mobileNum: '12', code: '' }, mobileRules(true))).toMatchObject({
      ok: false,
      error: { value: { errors: [{ field: 'mobileNum' }, { field: 'code' }] } },
    });
    expect(auth.calls).toEqual([]);
    auth.registerAnswer = fail('security.mobile_taken', { field: 'mobileNum' });
    expect(await submit.execute(mobileForm, mobileRules(true))).toMatchObject({ ok: false, error: { code: 'security.mobile_taken' } });
    expect(store.load()).toBeNull();
  });
});
