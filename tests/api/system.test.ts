import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { NodePowSolver } from '../../adapters/crypto/pow-solver';
import { testBackends } from '../support/backends';
import { clearOfEdge } from '../support/clock-edges';
import { readPng } from '../support/png';
import { startTestServer, type TestServer } from '../support/test-server';
import { TEST_COMPOSITION } from '../support/templates';
import { call, putSetting, staffToken, WPS_ROUTES } from '../support/wps-http';

describe.each(testBackends())('system routes on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer(backend, { demo: true });
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  describe('GET /wps/system/status', () => {
    let defaults: { maintenance: unknown; regionRestriction: unknown };
    beforeAll(async () => {
      const settings = await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true });
      defaults = { maintenance: settings.body.value.maintenance, regionRestriction: settings.body.value.regionRestriction };
    });
    afterEach(async () => {
      expect((await putSetting(server, staff, 'maintenance', defaults.maintenance)).status).toBe(200);
      expect((await putSetting(server, staff, 'regionRestriction', defaults.regionRestriction)).status).toBe(200);
    });

    const status = async () => {
      const answer = await call(server, 'GET', '/wps/system/status');
      expect(answer.status).toBe(200);
      return answer.body;
    };

    it('answers state 0 with the caller ip and the register settings', async () => {
      const response = await fetch(`${server.url}/wps/system/status`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ success: true, code: 'ok', value: { state: 0, location: { ip: '127.0.0.1' }, register: { registerType: 'register' } } });
      expect(body.value).toMatchObject({
        merchant: 'demo',
        currency: { code: 'PKR', scale: 2 },
        defaultLang: 'EN',
        supportLanguages: ['EN', 'UR'],
        maintenance: { enabled: false, message: '' },
        regionRestriction: { blocked: false, message: '' },
      });
      expect(body.value.register.fields.username).toEqual({ shown: true, required: true, acceptedPattern: { id: 'letterFirstAlnum', min: 4, max: 16 } });
      expect(body.value.customerService.map((c: { csType: string }) => c.csType)).toEqual(['LIVECHAT', 'FACEBOOK', 'YOUTUBE']);
    });

    it('answers state 1 with the maintenance message once staff switch maintenance on', async () => {
      const message = 'Back at 06:00 after the upgrade.';
      const changed = await putSetting(server, staff, 'maintenance', { enabled: true, message });
      expect(changed.status).toBe(200);
      expect(changed.body.value.maintenance).toEqual({ enabled: true, message });
      const body = await status();
      expect(body.value).toMatchObject({ state: 1, maintenance: { enabled: true, message }, regionRestriction: { blocked: false, message: '' } });

      await putSetting(server, staff, 'maintenance', { enabled: false, message });
      expect((await status()).value).toMatchObject({ state: 0, maintenance: { enabled: false, message: '' } });
    });

    it('answers state 2 with the visitor ip when the region block covers 127.0.0.1/32', async () => {
      const message = 'Not available where you are.';
      const changed = await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['203.0.113.0/24', '127.0.0.1/32'], message });
      expect(changed.status).toBe(200);
      const body = await status();
      expect(body.value).toMatchObject({
        state: 2,
        location: { ip: '127.0.0.1' },
        regionRestriction: { blocked: true, message },
        maintenance: { enabled: false },
      });
    });

    it('stays at state 0 when the region block covers other networks or is disabled', async () => {
      await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['203.0.113.0/24', '::1/128'], message: 'x' });
      expect((await status()).value).toMatchObject({ state: 0, regionRestriction: { blocked: false, message: '' } });
      await putSetting(server, staff, 'regionRestriction', { enabled: false, cidrs: ['127.0.0.0/8'], message: 'x' });
      expect((await status()).value.state).toBe(0);
    });

    it('lets maintenance win over the region block', async () => {
      await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['127.0.0.0/8'], message: 'blocked' });
      await putSetting(server, staff, 'maintenance', { enabled: true, message: 'upgrading' });
      expect((await status()).value).toMatchObject({ state: 1, maintenance: { enabled: true, message: 'upgrading' }, regionRestriction: { blocked: false } });
    });

    it('refuses an invalid network and leaves the state alone', async () => {
      const answer = await putSetting(server, staff, 'regionRestriction', { enabled: true, cidrs: ['127.0.0.1/33'], message: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'system.invalid_cidr',
        message: { key: 'errors.system.invalid_cidr', params: { cidr: '127.0.0.1/33' } },
      });
      expect((await status()).value.state).toBe(0);
    });

    it('accepts the lang query and refuses unknown query fields', async () => {
      expect((await call(server, 'GET', '/wps/system/status?lang=UR')).status).toBe(200);
      const unknown = await call(server, 'GET', '/wps/system/status?debug=1');
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ success: false, code: 'validation.unknown_field', value: { field: 'debug' } });
    });
  });

  describe('GET /wps/system/whitelabel', () => {
    it('answers the feature tree with nested children', async () => {
      const answer = await call(server, 'GET', '/wps/system/whitelabel');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, code: 'ok', message: { key: 'ok' } });
      const tree = answer.body.value as { modId: string; enabled: boolean; childrenNodes: { modId: string }[] }[];
      expect(tree.find((n) => n.modId === 'FREEPLAY')).toEqual({ modId: 'FREEPLAY', enabled: true, childrenNodes: [] });
      expect(tree.find((n) => n.modId === 'SOCIALLOGIN')?.childrenNodes.map((c) => c.modId)).toEqual(['FACEBOOK', 'GOOGLE']);
    });
  });

  describe('GET /wps/system/setting/register', () => {
    it('answers the register form rules', async () => {
      const answer = await call(server, 'GET', '/wps/system/setting/register');
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({
        registerType: 'register',
        minimumAge: 18,
        fields: {
          username: { shown: true, required: true, acceptedPattern: { id: 'letterFirstAlnum', min: 4, max: 16 } },
          password: { shown: true, required: true, acceptedPattern: { id: 'lettersAndDigits', min: 6, max: 20 } },
          email: { shown: true, required: false },
          payeeName: { shown: false },
        },
      });
    });

    it('switches to mobile registration when the operator enables MOBILENUMREG3', async () => {
      const tree = (await call(server, 'GET', '/wps/system/whitelabel')).body.value as { modId: string; enabled: boolean }[];
      const enabled = tree.map((n) => (n.modId === 'MOBILENUMREG3' ? { ...n, enabled: true } : n));
      expect((await putSetting(server, staff, 'whitelabel', enabled)).status).toBe(200);
      try {
        expect((await call(server, 'GET', '/wps/system/setting/register')).body.value.registerType).toBe('registerMobile');
        expect((await call(server, 'GET', '/wps/system/status')).body.value.register.registerType).toBe('registerMobile');
      } finally {
        expect((await putSetting(server, staff, 'whitelabel', tree)).status).toBe(200);
      }
      expect((await call(server, 'GET', '/wps/system/setting/register')).body.value.registerType).toBe('register');
    });
  });

  describe('GET /wps/system/domainRoute', () => {
    it('answers the requested host as the one route', async () => {
      const answer = await call(server, 'GET', '/wps/system/domainRoute');
      expect(answer.status).toBe(200);
      expect(answer.body.value).toEqual([{ domain: '127.0.0.1', route: '/' }]);
    });
  });

  describe('GET /wps/system/helpCenter', () => {
    const help = async (query: string) => {
      const answer = await call(server, 'GET', `/wps/system/helpCenter${query}`);
      expect(answer.status).toBe(200);
      return answer.body.value as { lang: string; articles: { slug: string; title: string; content: string }[] };
    };

    it('answers the English articles, the terms among them', async () => {
      const en = await help('?lang=EN&device=WEB');
      expect(en.lang).toBe('EN');
      expect(en.articles.map((a) => a.slug)).toEqual(['about', 'account', 'deposit', 'responsible', 'contact', 'term']);
      const term = en.articles.find((a) => a.slug === 'term');
      expect(term?.title.length).toBeGreaterThan(0);
      expect(term?.content).toContain('<p>');
    });

    it('answers the Urdu articles in Urdu', async () => {
      const [en, ur] = [await help('?lang=EN'), await help('?lang=UR')];
      expect(ur.lang).toBe('UR');
      expect(ur.articles.map((a) => a.slug)).toContain('term');
      expect(ur.articles).toHaveLength(en.articles.length);
      expect(ur.articles[0]?.title).not.toBe(en.articles[0]?.title);
      expect(ur.articles[0]?.title).toMatch(/[\u0600-\u06FF]/);
    });

    it('falls back to English for an unsupported or missing language', async () => {
      const en = await help('?lang=EN');
      expect(await help('?lang=FR')).toEqual(en);
      expect(await help('')).toEqual(en);
    });

    it('refuses a language code that is not two capitals', async () => {
      const answer = await call(server, 'GET', '/wps/system/helpCenter?lang=english');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'validation.invalid_value', value: { field: 'lang' } });
    });
  });

  describe('GET /wps/captcha', () => {
    it('answers a PNG picture as a data URL, and 429 to a second call within the same second', async () => {
      await server.database.db.deleteFrom('rate_hits').execute();
      // Two calls share a one-second window: the server's clock starts one afresh and stands still until the test moves it.
      clearOfEdge(server.clock, 1000, 0, 700, 20);
      server.clock.freeze();
      onTestFinished(() => server.clock.resume());
      const [one, two] = await Promise.all([call(server, 'GET', '/wps/captcha'), call(server, 'GET', '/wps/captcha')]);
      const [first, second] = one.status === 200 ? [one, two] : [two, one];
      expect(first.status).toBe(200);
      expect(first.body.value.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.body.value.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
      // Pixels only: no per-character vector paths a script could read the answer back from.
      const png = readPng(Buffer.from(first.body.value.image.split(',')[1], 'base64'));
      expect({ width: png.width, height: png.height }).toEqual({ width: 224, height: 80 });
      expect(second.status).toBe(429);
      expect(second.body).toEqual({ success: false, code: 'access.too_many_requests', message: { key: 'errors.access.too_many_requests' }, value: null });

      server.clock.advance(1050);
      expect((await call(server, 'GET', '/wps/captcha')).status).toBe(200);
    });
  });

  describe('GET /wps/verification/challenge', () => {
    it('answers a signed SHA-256 proof-of-work challenge that can be solved', async () => {
      const answer = await call(server, 'GET', '/wps/verification/challenge');
      expect(answer.status).toBe(200);
      const challenge = answer.body.value;
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: TEST_COMPOSITION.humanWorkBase });
      expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      expect(typeof challenge.salt).toBe('string');
      const payload = await new NodePowSolver().solve(challenge);
      expect(payload).not.toBeNull();
      const other = (await call(server, 'GET', '/wps/verification/challenge')).body.value;
      expect(other.salt).not.toBe(challenge.salt);
    });
  });

  describe('GET /wps/openapi.json and /wps/docs', () => {
    it('lists every /wps route with its method', async () => {
      const answer = await call(server, 'GET', '/wps/openapi.json');
      expect(answer.status).toBe(200);
      const document = answer.body as unknown as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).toMatch(/^3\./);
      const listed = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
      expect(listed.sort()).toEqual(WPS_ROUTES.map(([m, p]) => `${m} ${p}`).sort());
    });

    it('sends the documentation index with a query string to the page once, not round a redirect loop', async () => {
      const response = await fetch(`${server.url}/wps/docs/static/index.html?x=1`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/wps/docs/');
    });

    it('serves the API documentation page', async () => {
      const response = await fetch(`${server.url}/wps/docs`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Swagger UI');
    });
  });

  describe('unknown routes', () => {
    it('answer 404 in the envelope', async () => {
      const answer = await call(server, 'GET', '/wps/no/such/route');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, code: 'request.not_found', message: { key: 'errors.request.not_found' }, value: null });
    });
  });
});
