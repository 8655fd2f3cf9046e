import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

describe.each(testBackends())('my account profile on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  const member = async () => (await registerMember(server, uniqueUsername('prof'), 'Abc12345')).token;
  const update = (token: string, body: Record<string, unknown>) => call(server, 'PUT', '/wps/member/profile', { token, body });

  it('saves the fields, trimmed; an empty value clears one; the nickname shows in member info', async () => {
    const token = await member();
    const saved = await update(token, {
      nickname: ' Lotus King ',
      birthday: '1990-05-17',
      nationality: 'Pakistani',
      occupation: 'Engineer',
      incomeSource: 'salary',
      telegram: '@lotus_king',
      zalo: '0901234567',
      lineId: 'lotus.king',
      avatar: 'crown',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value).toMatchObject({
      profile: {
        nickname: 'Lotus King',
        birthday: '1990-05-17',
        nationality: 'Pakistani',
        occupation: 'Engineer',
        incomeSource: 'salary',
        telegram: '@lotus_king',
        zalo: '0901234567',
        lineId: 'lotus.king',
        avatar: 'crown',
      },
      realNameLocked: false,
      minimumAge: 18,
    });
    expect((await call(server, 'GET', '/wps/member/info', { token })).body.value.nickname).toBe('Lotus King');
    const cleared = await update(token, { occupation: '' });
    expect(cleared.body.value.profile.occupation).toBeUndefined();
    expect((await call(server, 'GET', '/wps/member/profile', { token })).body.value.profile).toEqual({ ...saved.body.value.profile, occupation: undefined });
  });

  it('refuses each bad field with its own key and writes nothing', async () => {
    const token = await member();
    const before = (await call(server, 'GET', '/wps/member/profile', { token })).body.value;
    const refused = await update(token, { nickname: 'Fine Name', birthday: '2024-01-01', avatar: 'dragon', zalo: '12ab', telegram: 'x', realName: 'Single' });
    expect(refused.status).toBe(400);
    const codes = Object.fromEntries((refused.body.value.errors as { field: string; code: string }[]).map((e) => [e.field, e.code]));
    expect(codes).toEqual({
      birthday: 'profile.under_age',
      avatar: 'profile.invalid_avatar',
      zalo: 'validation.pattern.digitsOnly',
      telegram: 'profile.invalid_telegram',
      realName: 'validation.pattern.fullName',
    });
    expect((await update(token, { nickname: '' })).body.code).toBe('validation.required');
    expect((await call(server, 'GET', '/wps/member/profile', { token })).body.value).toEqual(before);
  });

  it("follows the operator's minimum age", async () => {
    const token = await member();
    // Mid-year birthdays: the ages (18 or 19, then 19 or 20) hold whichever year it is in the operator's zone (UTC+5) at New Year.
    const year = new Date().getUTCFullYear();
    expect((await update(token, { birthday: `${year - 19}-07-01` })).status).toBe(200);
    expect((await putSetting(server, staff, 'minimumAge', 21)).status).toBe(200);
    try {
      const refused = await update(token, { birthday: `${year - 20}-07-01` });
      expect(refused.body).toMatchObject({ code: 'profile.under_age', message: { params: { age: 21 } } });
    } finally {
      await putSetting(server, staff, 'minimumAge', 18);
    }
  });

  it('a bound bank account fixes the real name, which bank accounts then must carry', async () => {
    const token = await member();
    expect((await update(token, { realName: 'Sara Ahmed' })).status).toBe(200);
    expect((await update(token, { realName: 'Sara Khan' })).status).toBe(200);
    expect(
      (
        await call(server, 'PUT', '/wps/member/bank-accounts', {
          token,
          body: { bankName: 'HBL', accountNumber: `0101-${Date.now() % 1e8}`, accountName: 'Sara Ahmed' },
        })
      ).body.code,
    ).toBe('wallet.payee_name_mismatch');
    expect(
      (
        await call(server, 'PUT', '/wps/member/bank-accounts', {
          token,
          body: { bankName: 'HBL', accountNumber: `0102-${Date.now() % 1e8}`, accountName: 'Sara Khan' },
        })
      ).status,
    ).toBe(200);
    const locked = await update(token, { realName: 'Sara Ali' });
    expect(locked.body.code).toBe('profile.real_name_locked');
    const profile = (await call(server, 'GET', '/wps/member/profile', { token })).body.value;
    expect(profile).toMatchObject({ realNameLocked: true, profile: { realName: 'Sara Khan' } });
    expect((await update(token, { realName: 'Sara Khan', nickname: 'Sara' })).status).toBe(200);
  });

  it('refuses trial accounts, unknown fields and an empty change', async () => {
    const trial = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value
      .token as string;
    expect((await update(trial, { nickname: 'Guest' })).body.code).toBe('access.need_true_account');
    const token = await member();
    expect((await update(token, { email: 'a@b.co' })).status).toBe(400);
    expect((await update(token, {})).status).toBe(400);
    expect((await call(server, 'GET', '/wps/member/profile')).status).toBe(401);
  });
});
