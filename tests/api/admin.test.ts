import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { AGENT, bearerLogin, call, login, PLAYER, putSetting, resetThrottles, rowCounts, staffToken } from '../support/wps-http';

const FORBIDDEN = { success: false, code: 'access.forbidden', message: { key: 'errors.access.forbidden' }, value: null };

describe.each(testBackends())('admin routes on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  let member: string;
  let agent: string;
  let trial: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = await bearerLogin(server, PLAYER.username, PLAYER.password);
    agent = await bearerLogin(server, AGENT.username, AGENT.password);
    trial = (await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } })).body.value.token;
  });
  afterAll(async () => server?.close());
  beforeEach(async () => resetThrottles(server));

  const asStaff = (method: string, path: string, body?: unknown) =>
    call(server, method, path, { token: staff, console: true, ...(body !== undefined ? { body } : {}) });

  describe('GET /wps/admin/member/:account', () => {
    it('answers any account to staff, with its lock state', async () => {
      const answer = await asStaff('GET', '/wps/admin/member/demo_player');
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ account: 'demo_player', role: 'member', type: 0, balance: '0', lockedUntil: null });
      const upper = await asStaff('GET', '/wps/admin/member/DEMO_AGENT');
      expect(upper.body.value).toMatchObject({ account: 'demo_agent', role: 'agent' });
      const self = await asStaff('GET', '/wps/admin/member/support');
      expect(self.body.value).toMatchObject({ account: 'support', role: 'staff', type: 90 });
    });

    it('answers 404 for an unknown account', async () => {
      const answer = await asStaff('GET', '/wps/admin/member/nobody_at_all');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, code: 'access.member_not_found', message: { key: 'errors.access.member_not_found' }, value: null });
    });

    it('answers 403 to members, agents and trial players, and 401 without a session', async () => {
      for (const token of [member, agent, trial]) {
        const answer = await call(server, 'GET', '/wps/admin/member/demo_player', { token });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(FORBIDDEN);
      }
      expect((await call(server, 'GET', '/wps/admin/member/demo_player')).status).toBe(401);
    });
  });

  describe('GET /wps/admin/settings', () => {
    it('answers every operator setting to staff, and no server secret', async () => {
      const answer = await asStaff('GET', '/wps/admin/settings');
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        merchant: 'demo',
        defaultWeakPassword: 'abc123456',
        trialCredit: 200000,
        staffType: 90,
        session: { idleMinutes: 30, absoluteHours: 12 },
      });
      expect(Object.keys(answer.body.value).filter((k) => k.startsWith('secret'))).toEqual([]);
    });

    it('answers 403 to a member', async () => {
      const answer = await call(server, 'GET', '/wps/admin/settings', { token: member });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
    });
  });

  describe('PUT /wps/admin/settings/:key', () => {
    it('replaces a setting of the same shape, and keeps it', async () => {
      const answer = await putSetting(server, staff, 'merchantName', 'Lotus Test House');
      expect(answer.status).toBe(200);
      expect(answer.body.value.merchantName).toBe('Lotus Test House');
      expect((await asStaff('GET', '/wps/admin/settings')).body.value.merchantName).toBe('Lotus Test House');
      expect((await call(server, 'GET', '/wps/system/status')).body.value.merchantName).toBe('Lotus Test House');
      expect((await putSetting(server, staff, 'merchantName', 'Royal Lotus Casino')).status).toBe(200);
    });

    it('refuses a value of another shape and an unknown key, leaving the settings alone', async () => {
      const before = (await asStaff('GET', '/wps/admin/settings')).body.value;
      const cases: [string, unknown, string][] = [
        ['maintenance', { enabled: 'yes', message: 'x' }, 'system.invalid_setting_value'],
        ['maintenance', { enabled: true }, 'system.invalid_setting_value'],
        ['maintenance', { enabled: true, message: 'x', extra: 1 }, 'system.invalid_setting_value'],
        ['trialCredit', '200000', 'system.invalid_setting_value'],
        ['supportLanguages', [1, 2], 'system.invalid_setting_value'],
        ['merchant', null, 'system.invalid_setting_value'],
        ['noSuchSetting', 1, 'system.unknown_setting'],
      ];
      for (const [key, value, code] of cases) {
        const answer = await putSetting(server, staff, key, value);
        expect(answer.status, `${key} = ${JSON.stringify(value)}`).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code, message: { key: `errors.${code}`, params: { key } }, value: null });
      }
      expect((await asStaff('GET', '/wps/admin/settings')).body.value).toEqual(before);
    });

    it('answers 403 to a member and changes nothing', async () => {
      const before = await rowCounts(server, ['settings']);
      const answer = await call(server, 'PUT', '/wps/admin/settings/maintenance', { token: member, body: { value: { enabled: true, message: 'hacked' } } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
      expect(await rowCounts(server, ['settings'])).toEqual(before);
      expect((await call(server, 'GET', '/wps/system/status')).body.value.state).toBe(0);
    });
  });

  describe('POST /wps/admin/staff', () => {
    it('creates a staff account that can sign in on the console only', async () => {
      const answer = await asStaff('POST', '/wps/admin/staff', { username: 'Helper2', password: 'Helper#2026x' });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual({ id: expect.any(Number), account: 'helper2' });
      const record = await asStaff('GET', '/wps/admin/member/helper2');
      expect(record.body.value).toMatchObject({ role: 'staff', type: 90, nickname: 'Helper2' });
      expect((await login(server, 'helper2', 'Helper#2026x', { bearer: true, console: true })).status).toBe(200);
      expect((await login(server, 'helper2', 'Helper#2026x')).body.code).toBe('access.non_member_login');
      const again = await asStaff('POST', '/wps/admin/staff', { username: 'HELPER2', password: 'Helper#2026x' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'access.username_taken', value: { field: 'username' } });
    });

    it('refuses a weak password or a bad username', async () => {
      const weak = await asStaff('POST', '/wps/admin/staff', { username: 'helper3', password: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body).toMatchObject({ code: 'validation.pattern.strongPassword', value: { field: 'password' } });
      const badName = await asStaff('POST', '/wps/admin/staff', { username: '9lives', password: 'Helper#2026x' });
      expect(badName.body).toMatchObject({ code: 'validation.pattern.letterFirstAlnum', value: { field: 'username' } });
      expect((await asStaff('GET', '/wps/admin/member/helper3')).status).toBe(404);
    });

    it('answers 403 to a member and creates nothing', async () => {
      const before = await rowCounts(server, ['accounts']);
      const answer = await call(server, 'POST', '/wps/admin/staff', { token: member, body: { username: 'sneaky', password: 'Sneaky#2026x' } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
      expect(await rowCounts(server, ['accounts'])).toEqual(before);
    });
  });
});
