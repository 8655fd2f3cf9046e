import { withFlags } from '../support/feature-flags';
import type { FeatureNode } from '../../core/domain/system/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, login, putSetting, registerMember, resetThrottles, rowCounts, solvedChallenge, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('mobile registration on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let tree: readonly FeatureNode[];
  let serial = 0;
  const setFlags = (flags: Record<string, boolean>) => putSetting(server, staff, 'whitelabel', withFlags(tree, flags));
  const newNational = () => `34${String(Date.now() % 10_000_000).padStart(7, '0')}${++serial}`.slice(0, 10);
  const askCode = (national: string) => call(server, 'POST', '/wps/verification/sms/register', { body: { mobileNum: national, countryDialingCode: '+92' } });
  const readCode = async (e164: string) => {
    const outbox = await call(server, 'GET', `/wps/admin/outbox?to=${encodeURIComponent(e164)}`, { token: staff, console: true });
    return /\b(\d{6})\b/.exec(outbox.body.value[0]?.body ?? '')?.[1] ?? null;
  };
  const registerMobile = (body: Record<string, unknown>) =>
    call(server, 'PUT', '/wps/member/register/mobile', {
      body: { countryDialingCode: '+92', termsAccepted: true, ...body },
      headers: { 'x-session-transport': 'bearer' },
    });

  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
    tree = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value.whitelabel;
  });
  beforeEach(() => resetThrottles(server));
  afterAll(async () => server?.close());

  it('is refused while the operator does not offer it', async () => {
    await setFlags({ MOBILENUMREG3: false });
    expect((await registerMobile({ mobileNum: newNational(), verification: await solvedChallenge(server) })).body.code).toBe(
      'verification.function_not_enabled',
    );
  });

  it('with the SMS flag: the code from the outbox registers and logs in, once; a number another account has is refused', async () => {
    await setFlags({ MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: false });
    const national = newNational();
    expect((await askCode(national)).body).toMatchObject({ success: true });
    const code = (await readCode(`+92${national}`))!;
    const registered = await registerMobile({ mobileNum: `0${national}`, verificationCode: code });
    expect(registered.status).toBe(200);
    expect(registered.body.value.account).toBe(`m92${national}`);
    const info = await call(server, 'GET', '/wps/member/info', { token: registered.body.value.token });
    expect(info.body.value).toMatchObject({ account: `m92${national}`, mustChangePassword: false });
    const contact = await call(server, 'GET', '/wps/member/profile', { token: registered.body.value.token });
    expect(contact.body.value.mobileNum).toBe(`+92${national}`);
    expect((await registerMobile({ mobileNum: national, verificationCode: code })).body.code).toBe('verification.code_invalid');
    const taken = newNational();
    await registerMember(server, uniqueUsername('mob'), 'abc123456', { mobileNum: `+92${taken}` });
    await askCode(taken);
    const refused = await registerMobile({ mobileNum: taken, verificationCode: (await readCode(`+92${taken}`))! });
    expect(refused.body).toMatchObject({ code: 'security.mobile_taken', value: { field: 'mobileNum' } });
  });

  it('names every bad field at once and writes nothing', async () => {
    await setFlags({ MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true });
    const before = await rowCounts(server, ['accounts', 'ledger_accounts']);
    const refused = await registerMobile({ mobileNum: '12', verificationCode: 'abc', password: 'short', confirmPassword: 'other', termsAccepted: false });
    expect(refused.status).toBe(400);
    const fields = (refused.body.value.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['code', 'confirmPassword', 'mobileNum', 'password', 'terms']);
    expect(await rowCounts(server, ['accounts', 'ledger_accounts'])).toEqual(before);
  });

  it('with the password pair and without the SMS flag: a human check, then the chosen password logs in', async () => {
    await setFlags({ MOBILENUMREG3: true, REGMOBVERF3: false, MOBILENUMPASSREG3: true });
    const national = newNational();
    expect((await registerMobile({ mobileNum: national, password: 'abc123456', confirmPassword: 'abc123456' })).body.code).toBe(
      'access.human_verification_failed',
    );
    const registered = await registerMobile({
      mobileNum: national,
      password: 'abc123456',
      confirmPassword: 'abc123456',
      verification: await solvedChallenge(server),
    });
    expect(registered.status).toBe(200);
    await resetThrottles(server);
    expect((await login(server, `m92${national}`, 'abc123456', { bearer: true })).status).toBe(200);
  });
});
