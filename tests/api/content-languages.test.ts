import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, staffToken, uniqueUsername } from '../support/wps-http';

/** A request's `language` picks the operator content's words; English without one, and where a text has no Urdu. */
describe.each(testBackends())("operator content in the reader's language on %s", (backend) => {
  let server: TestServer;
  let staff: string;
  let member: string;
  const get = async (path: string, language?: string, token?: string) => {
    const answer = await call(server, 'GET', `${path}${language ? `${path.includes('?') ? '&' : '?'}language=${language}` : ''}`, token ? { token } : {});
    expect(answer.status, `${path} ${answer.body?.code}`).toBe(200);
    return answer.body.value;
  };
  const both = async <T>(path: string, pick: (value: any) => T, token?: string) => ({
    ur: pick(await get(path, 'UR', token)),
    en: pick(await get(path, 'EN', token)),
    none: pick(await get(path, undefined, token)),
  });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
    member = (await registerMember(server, uniqueUsername('lang'), 'Lotus#2026')).token;
  });
  afterAll(async () => server?.close());

  it("answers the demo's banners, notices, promotions, missions, goods, VIP levels, lottery names, payment method and home banner in Urdu when asked, English otherwise", async () => {
    const cases = [
      await both('/wps/system/banners?group=w_home', (list: { title: string; url: string }[]) => list.map((b) => `${b.title} ${b.url}`)),
      await both('/wps/relay/MCSFE_getListAnnouncements?types=PL', (lists: { player: { title: string; content: string }[] }) =>
        lists.player.map((n) => `${n.title} ${n.content}`),
      ),
      await both('/wps/promotions', (list: { promotion: { title: string; summary: string; content: string } }[]) =>
        list.map(({ promotion: p }) => `${p.title} ${p.summary} ${p.content}`),
      ),
      await both('/wps/missions', (list: { mission: { title: string } }[]) => list.map((m) => m.mission.title), member),
      await both('/wps/mall', (page: { goods: { name: string }[] }) => page.goods.map((g) => g.name), member),
      await both('/wps/member/vip', (vip: { name: string; levels: { name: string }[] }) => [vip.name, ...vip.levels.map((l) => l.name)], member),
      await both('/wps/lgw/games/game_menus', (menu: { games: { name: string }[] }) => menu.games.map((g) => g.name)),
      await both('/wps/member/deposit/payment-page', (method: { displayName: string }) => [method.displayName], member),
      await both('/wps/relay/GCSGAME_newGameVendor', (menu: { banner: { title: string; subtitle: string } }) => [menu.banner.title, menu.banner.subtitle]),
    ];
    const urdu = /[\u0600-\u06FF]/;
    for (const { ur, en, none } of cases) {
      expect(ur.length).toBeGreaterThan(0);
      expect(
        ur.every((text) => urdu.test(text)),
        ur.join(' | '),
      ).toBe(true);
      expect(
        en.some((text) => urdu.test(text)),
        en.join(' | '),
      ).toBe(false);
      expect(none).toEqual(en);
    }
    const vip = await get('/wps/member/vip', 'UR', member);
    expect(vip.levels.map((l: { name: string }) => l.name)).toEqual(['ممبر', 'کانسی', 'چاندی', 'سونا', 'پلاٹینم', 'ہیرا']);
    expect((await get('/wps/member/deposit/payment-page', 'UR', member)).displayName).toBe('کارڈ سے ادائیگی');
    expect((await get('/wps/member/deposit/payment-page', undefined, member)).displayName).toBe('Card payment');

    const daily = ((await get('/wps/promotions', 'EN', member)) as { promotion: { id: number; kind: string } }[]).find(
      (p) => p.promotion.kind === 'daily_signin',
    )!;
    expect((await call(server, 'POST', `/wps/promotions/${daily.promotion.id}/claim`, { token: member })).status).toBe(200);
    const paidFor = async (language?: string) =>
      ((await get('/wps/member/transactions', language, member)).items as { type: string; subject: { title: string } }[]).find((i) => i.type === 'bonus')
        ?.subject.title;
    expect(await paidFor('UR')).toBe('روزانہ حاضری');
    expect(await paidFor()).toBe('Daily check-in');
    const bonus = async (language?: string) => ((await get('/wps/member/bonusDetails', language, member)).bonuses as { title: string }[]).map((b) => b.title);
    expect(await bonus('UR')).toEqual(['روزانہ حاضری']);
    expect(await bonus()).toEqual(['Daily check-in']);
  });

  it('falls back to the default language field by field where content has no text in the asked one; support gives texts per language and bad ones are named', async () => {
    const create = (body: Record<string, unknown>) =>
      call(server, 'POST', '/wps/admin/banners', { token: staff, console: true, body: { groupName: 'w_login', linkageType: 'NONE', ...body } });
    expect((await create({ title: 'Only English', url: '/b/en.svg' })).status).toBe(200);
    expect((await create({ title: 'Both', url: '/b/both.svg', texts: { UR: { title: 'دونوں' } } })).status).toBe(200);
    const shown = async (language: string) =>
      ((await get('/wps/system/banners?group=w_login', language)) as { title: string; url: string }[]).map((b) => `${b.title} ${b.url}`).sort();
    expect(await shown('UR')).toEqual(['Only English /b/en.svg', 'دونوں /b/both.svg'].sort());
    expect(await shown('EN')).toEqual(['Both /b/both.svg', 'Only English /b/en.svg']);

    const refused = await create({ title: 'Bad', url: '/b/bad.svg', texts: { UR: { url: 'javascript:alert(1)' } } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'content.invalid_text',
      value: { field: 'texts', errors: [{ code: 'content.invalid_text', params: { language: 'UR', field: 'url' } }] },
    });
    expect((await create({ title: 'Bad', url: '/b/bad.svg', texts: { ur: { title: 'x' } } })).status).toBe(400);
    expect((await create({ title: 'Bad', url: '/b/bad.svg', texts: { UR: { target: 'x' } } })).status).toBe(400);
  });
});
