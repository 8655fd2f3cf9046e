import { withFlags } from '../support/feature-flags';
import type { FeatureNode } from '../../core/domain/system/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startLocalOidcProvider, type LocalOidcProvider } from '../support/local-oidc-provider';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, putSetting, registerMember, rowCounts, staffToken, uniqueUsername } from '../support/wps-http';

interface Finished {
  readonly location: string;
  readonly cookie: string | null;
}

describe.each(testBackends())('social sign-in with OpenID Connect on %s', (backend) => {
  let server: TestServer;
  let idp: LocalOidcProvider;
  let staff: string;
  let tree: readonly FeatureNode[];

  /** Follows the browser's redirects: portal start → provider → portal callback, keeping the cookie the start set, as the browser does. */
  async function signIn(
    options: { bearer?: string; link?: boolean; returnTo?: string; purpose?: string; replay?: (callback: string, startedHere: string) => Promise<void> } = {},
  ): Promise<Finished> {
    const query = new URLSearchParams({
      returnTo: options.returnTo ?? '/',
      ...(options.link ? { link: '1' } : {}),
      ...(options.purpose ? { purpose: options.purpose } : {}),
    });
    const headers: Record<string, string> = options.bearer ? { authorization: `Bearer ${options.bearer}` } : {};
    const start = await fetch(`${server.url}/wps/oauth/GOOGLE/start?${query}`, { redirect: 'manual', headers });
    expect(start.status).toBe(302);
    const toProvider = start.headers.get('location')!;
    if (!toProvider.startsWith(idp.issuer)) return { location: toProvider, cookie: null };
    const startedHere = cookieNamed(start, 'portal_social_state')!;
    const callback = await callbackFrom(toProvider);
    const back = await fetch(callback, { redirect: 'manual', headers: { cookie: startedHere } });
    expect(back.status).toBe(302);
    await options.replay?.(callback, startedHere);
    return { location: back.headers.get('location')!, cookie: cookieNamed(back, 'portal_session') };
  }
  /** `name=value` of a cookie a response sets (not one it clears), or null. */
  const cookieNamed = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${name}=`) && c !== `${name}=`) ?? null;
  /** The provider signs the player in and sends the browser back with a code. */
  async function callbackFrom(toProvider: string): Promise<string> {
    const callback = (await fetch(toProvider, { redirect: 'manual' })).headers.get('location')!;
    expect(callback.startsWith(`${server.url}/wps/oauth/GOOGLE/callback?`)).toBe(true);
    return callback;
  }
  const memberOf = async (cookie: string) => (await fetch(`${server.url}/wps/member/info`, { headers: { cookie } }).then((r) => r.json())).value;

  beforeAll(async () => {
    idp = await startLocalOidcProvider();
    server = await startTestServer(backend);
    staff = await staffToken(server);
    const settings = (await call(server, 'GET', '/wps/admin/settings', { token: staff, console: true })).body.value;
    tree = settings.whitelabel;
    await putSetting(server, staff, 'whitelabel', withFlags(tree, { SOCIALLOGIN: true, GOOGLE: true }));
    await putSetting(server, staff, 'publicUrl', server.url);
    await putSetting(server, staff, 'socialLogin', {
      ...settings.socialLogin,
      GOOGLE: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret },
    });
  });
  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('a first sign-in opens a member account and logs it in; the next one logs the same account in', async () => {
    idp.user = { sub: 'first-user', email: 'first@example.com', name: 'First Player' };
    const first = await signIn({ returnTo: '/rng' });
    expect(first.location).toBe('/rng?social=signed_in');
    const member = await memberOf(first.cookie!);
    expect(member).toMatchObject({ account: expect.stringMatching(/^g[a-z0-9]+$/), nickname: 'First Player', role: 'member', balance: '0' });
    const again = await signIn();
    expect(again.location).toBe('/?social=signed_in');
    expect((await memberOf(again.cookie!)).id).toBe(member.id);
    const history = await fetch(`${server.url}/wps/member/logins`, { headers: { cookie: again.cookie! } }).then((r) => r.json());
    expect(history.value[0]).toMatchObject({ method: 'social', success: true });
  });

  it('a callback works once, and a state this portal did not start is refused; returnTo stays on this site', async () => {
    idp.user = { sub: 'replay-user', email: 'replay@example.com', name: 'Replay' };
    let replayed: Response | null = null;
    await signIn({
      replay: async (callback, startedHere) => void (replayed = await fetch(callback, { redirect: 'manual', headers: { cookie: startedHere } })),
    });
    expect(replayed!.headers.get('location')).toBe('/?social=social.state_invalid');
    expect(cookieNamed(replayed!, 'portal_session')).toBeNull();
    const forged = await fetch(`${server.url}/wps/oauth/GOOGLE/callback?code=abc&state=made-up`, {
      redirect: 'manual',
      headers: { cookie: 'portal_social_state=made-up' },
    });
    expect(forged.headers.get('location')).toBe('/?social=social.state_invalid');
    expect((await signIn({ returnTo: '//evil.example.com/x' })).location).toBe('/?social=signed_in');
  });

  it("a callback is refused in a browser that did not start it (login CSRF): without the starting browser's cookie, or with another sign-in's", async () => {
    idp.user = { sub: 'csrf-attacker', email: 'attacker@example.com', name: 'Attacker' };
    const before = await rowCounts(server, ['accounts', 'sessions']);
    const start = async () => {
      const started = await fetch(`${server.url}/wps/oauth/GOOGLE/start?returnTo=/`, { redirect: 'manual' });
      const cookie = started.headers.getSetCookie().find((c) => c.startsWith('portal_social_state='))!;
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      return { toProvider: started.headers.get('location')!, startedHere: cookieNamed(started, 'portal_social_state')! };
    };
    const attackers = await start();
    const lure = await callbackFrom(attackers.toProvider);
    const victims = await start();
    for (const headers of [{}, { cookie: victims.startedHere }] as Record<string, string>[]) {
      const landed = await fetch(lure, { redirect: 'manual', headers });
      expect(landed.headers.get('location')).toBe('/?social=social.other_browser');
      expect(cookieNamed(landed, 'portal_session')).toBeNull();
    }
    expect(await rowCounts(server, ['accounts', 'sessions'])).toEqual(before);
    const own = await fetch(lure, { redirect: 'manual', headers: { cookie: attackers.startedHere } });
    expect(own.headers.get('location')).toBe('/?social=signed_in');
  });

  it('an ID token with another nonce, for another audience, expired or badly signed is refused and opens nothing', async () => {
    idp.user = { sub: 'tampered-user', email: 'tampered@example.com', name: 'Tampered' };
    const before = await rowCounts(server, ['accounts', 'sessions']);
    for (const tamper of ['nonce', 'audience', 'expired', 'signature'] as const) {
      idp.tamper = tamper;
      const refused = await signIn();
      expect(refused.location, tamper).toBe('/?social=social.token_invalid');
      expect(refused.cookie).toBeNull();
    }
    idp.tamper = 'none';
    expect(await rowCounts(server, ['accounts', 'sessions'])).toEqual(before);
  });

  it('a member links the provider once, for good: then signs in with it; nobody else can take that provider account', async () => {
    const alice = await registerMember(server, uniqueUsername('soc'), 'Abc12345');
    idp.user = { sub: 'alice-at-google', email: 'alice@example.com', name: 'Alice' };
    expect((await signIn({ bearer: alice.token, link: true, returnTo: '/securityCenter' })).location).toBe('/securityCenter?social=linked');
    const links = await call(server, 'GET', '/wps/member/social', { token: alice.token });
    expect(links.body.value).toEqual([{ provider: 'GOOGLE', linkedAt: expect.any(String) }]);
    expect((await memberOf((await signIn()).cookie!)).id).toBe(alice.id);

    idp.user = { sub: 'another-google-account', email: 'a2@example.com', name: 'Alice 2' };
    expect((await signIn({ bearer: alice.token, link: true })).location).toBe('/?social=social.already_linked');
    const bob = await registerMember(server, uniqueUsername('soc'), 'Abc12345');
    idp.user = { sub: 'alice-at-google', email: 'alice@example.com', name: 'Alice' };
    expect((await signIn({ bearer: bob.token, link: true })).location).toBe('/?social=social.already_linked');
    expect((await call(server, 'GET', '/wps/member/social', { token: bob.token })).body.value).toEqual([]);
  });

  it('is refused while the operator has it switched off, and for a provider not set up', async () => {
    await putSetting(server, staff, 'whitelabel', withFlags(tree, { SOCIALLOGIN: false, GOOGLE: true }));
    expect((await signIn()).location).toBe('/?social=social.provider_disabled');
    await putSetting(server, staff, 'whitelabel', withFlags(tree, { SOCIALLOGIN: true, GOOGLE: true, FACEBOOK: true }));
    const facebook = await fetch(`${server.url}/wps/oauth/FACEBOOK/start`, { redirect: 'manual' });
    expect(facebook.headers.get('location')).toBe('/?social=social.provider_not_configured');
    const linking = await fetch(`${server.url}/wps/oauth/GOOGLE/start?link=1`, { redirect: 'manual' });
    expect(linking.headers.get('location')).toBe('/?social=access.not_logged_in');
  });

  it('during a break a social sign-in is refused, and with purpose withdrawal opens a withdrawal-only session', async () => {
    idp.user = { sub: 'on-break', email: 'break@example.com', name: 'On Break' };
    const first = await signIn();
    const taken = await call(server, 'POST', '/wps/member/protection/timeout', { cookie: first.cookie!.split('=')[1]!, body: { duration: '24h' } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await signIn()).toEqual({ location: '/?social=protection.time_out', cookie: null });
    const opened = await signIn({ purpose: 'withdrawal' });
    expect(opened.location).toBe('/?social=signed_in');
    expect(await memberOf(opened.cookie!)).toMatchObject({ sessionScope: 'withdrawal' });
    const bad = await fetch(`${server.url}/wps/oauth/GOOGLE/start?purpose=everything`, { redirect: 'manual' });
    expect(bad.status).toBe(400);
  });
});
