import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testBackends } from '../support/backends';
import { clearOfDayEdge } from '../support/clock-edges';
import { rollDice } from '../support/house-play';
import { startTestServer, type TestServer } from '../support/test-server';
import { available, fund, newMember, PNG_PROOF, withdraw, withdrawingMember } from '../support/withdrawal-world';
import { call, putSetting, rowCounts, staffToken } from '../support/wps-http';

vi.setConfig({ testTimeout: 240_000 });

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe.each(testBackends())('promotions and rewards on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const create = async (body: Record<string, unknown>) => {
    const answer = await call(server, 'POST', '/wps/admin/promotions', { token: staff, console: true, body: { category: 'others', ...body } });
    if (answer.status !== 200) throw new Error(`create answered ${answer.status} ${answer.body?.code}`);
    return answer.body.value.id as number;
  };
  const stateOf = async (token: string | undefined, id: number) =>
    ((await call(server, 'GET', '/wps/promotions', token ? { token } : {})).body.value as { promotion: { id: number }; state: string }[]).find(
      (p) => p.promotion.id === id,
    )?.state;
  const claim = (token: string, id: number) => call(server, 'POST', `/wps/promotions/${id}/claim`, { token });
  const bonusTransfers = async (username: string) =>
    Number(
      (
        await server.database.db
          .selectFrom('ledger_transfers as t')
          .innerJoin('ledger_accounts as l', 'l.id', 't.credit_account_id')
          .innerJoin('accounts as a', 'a.id', 'l.owner_id')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('t.kind', '=', 'bonus')
          .where('a.username', '=', username)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = (token: string, bytes: Uint8Array, type = 'image/png') => call(server, 'POST', '/wps/uploads', { token, raw: bytes, contentType: type });
  const audit = async () => (await call(server, 'GET', '/wps/admin/ledger/audit', { token: staff, console: true })).body.value;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('a deposit bonus is claimed once however often and concurrently asked, and locks withdrawals until its turnover is bet', async () => {
    clearOfDayEdge(server.clock);
    const id = await create({
      title: 'Welcome 50%',
      kind: 'deposit_bonus',
      category: 'deposit',
      badges: ['newbie', 'limited'],
      percent: 50,
      cap: '300',
      minDeposit: '100',
      turnoverMultiple: 2,
    });
    const member = await withdrawingMember(server, staff, '0', 'pb');
    expect(await stateOf(undefined, id)).toBe('join');
    expect(await stateOf(member.token, id)).toBe('join');
    expect((await claim(member.token, id)).body.code).toBe('promo.no_qualifying_deposit');
    await fund(server, staff, member.token, '400');
    expect(await stateOf(member.token, id)).toBe('claim');
    const listed = (await call(server, 'GET', '/wps/promotions', { token: member.token })).body.value as { state: string }[];
    expect((await call(server, 'GET', '/wps/promotions/claimable', { token: member.token })).body.value).toEqual({
      count: listed.filter((p) => p.state === 'claim').length,
    });

    const before = await available(server, member.token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim(member.token, id)));
    const paid = answers.filter((a) => a.body.success);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.value).toMatchObject({ status: 'paid', amount: '20000', turnoverRequired: '40000' });
    for (const refused of answers.filter((a) => !a.body.success)) expect(refused.body.code).toBe('promo.already_claimed');
    expect((await claim(member.token, id)).body.code).toBe('promo.already_claimed');
    expect(await available(server, member.token)).toBe(before + 20_000n);
    expect(await bonusTransfers(member.username)).toBe(1);
    expect(await stateOf(member.token, id)).toBe('claimed');

    const details = (await call(server, 'GET', '/wps/member/bonusDetails', { token: member.token })).body.value;
    expect(details).toMatchObject({
      outstanding: '40000',
      bonuses: [{ promotionId: id, title: 'Welcome 50%', amount: '20000', turnoverRequired: '40000', progress: '0' }],
    });
    expect((await withdraw(server, member, '100')).body.code).toBe('wallet.turnover_not_met');

    await rollDice(server, member.token, 2, '20000');
    expect((await call(server, 'GET', '/wps/member/bonusDetails', { token: member.token })).body.value).toMatchObject({
      outstanding: '0',
      bonuses: [{ progress: '40000' }],
    });
    expect((await withdraw(server, member, '100')).body.success).toBe(true);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a daily sign-in pays once a day under concurrent claims; trial, staff and bad ids are refused without a trace', async () => {
    clearOfDayEdge(server.clock);
    const id = await create({ title: 'Daily check-in', kind: 'daily_signin', badges: ['daily'], amount: '5' });
    const member = await newMember(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(member.token, id)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(await stateOf(member.token, id)).toBe('claimed');
    expect(await available(server, member.token)).toBe(500n);

    const trial = await call(server, 'POST', '/wps/session/login/freeplay', { body: {}, headers: { 'x-session-transport': 'bearer' } });
    const before = await rowCounts(server, ['ledger_transfers', 'messages']);
    expect((await claim(staff, id)).body.code).toBe('access.forbidden');
    expect((await claim(member.token, 999_999)).body.code).toBe('promo.not_found');
    const info = await create({ title: 'Read me', kind: 'info' });
    expect((await claim(member.token, info)).body.code).toBe('promo.not_claimable');
    const later = await create({ title: 'Soon', kind: 'daily_signin', amount: '1', startsAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await stateOf(member.token, later)).toBe('coming_soon');
    expect((await claim(member.token, later)).body.code).toBe('promo.not_started');
    expect((await claim(trial.body.value.token, id)).body.code).toBe('access.need_true_account');
    expect(await rowCounts(server, ['ledger_transfers', 'messages'])).toEqual(before);
  });

  it('an application takes a comment and up to three of the member’s own pictures; approval pays once, rejection tells why', async () => {
    const id = await create({ title: 'Share and win', kind: 'application', category: 'app', amount: '15', turnoverMultiple: 1 });
    const member = await newMember(server);
    const other = await newMember(server);
    const images: number[] = [];
    for (const [bytes, type] of [
      [PNG_PROOF, 'image/png'],
      [JPEG, 'application/octet-stream'],
      [PNG_PROOF, 'image/jpeg'],
    ] as const) {
      const answer = await upload(member.token, bytes, type);
      expect(answer.body.value).toEqual({ id: expect.any(Number) });
      images.push(answer.body.value.id);
    }
    expect((await upload(member.token, new TextEncoder().encode('<svg onload=alert(1)>'), 'image/png')).body.code).toBe('upload.not_image');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG_PROOF);
    const tooBig = await upload(member.token, big);
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'upload.too_large']);
    const fourth = (await upload(member.token, PNG_PROOF)).body.value.id as number;
    const elsewhere = (await upload(other.token, PNG_PROOF)).body.value.id as number;

    const apply = (token: string, body: Record<string, unknown>) => call(server, 'PUT', `/wps/promotions/${id}/apply`, { token, body });
    expect((await apply(member.token, { comment: 'Shared it', images: [...images, fourth] })).body.code).toBe('upload.too_many');
    expect((await apply(member.token, { comment: 'Shared it', images: [elsewhere] })).body.code).toBe('upload.not_found');
    expect((await apply(member.token, { comment: 'x'.repeat(141), images })).body.code).toBe('promo.comment_too_long');
    expect((await apply(member.token, { comment: '   ', images })).body.code).toBe('validation.required');
    const applied = await apply(member.token, { comment: 'Shared on my page', images });
    expect(applied.body.value).toMatchObject({ status: 'pending', comment: 'Shared on my page', images });
    expect((await apply(member.token, { comment: 'Again', images: [] })).body.code).toBe('promo.already_applied');
    expect(await stateOf(member.token, id)).toBe('applying');

    expect((await call(server, 'GET', `/wps/uploads/${images[0]}`, { token: other.token })).body.code).toBe('upload.not_found');
    const seen = await call(server, 'GET', `/wps/uploads/${images[0]}`, { token: staff, console: true });
    expect([seen.status, seen.headers.get('content-type')]).toEqual([200, 'image/png']);

    const queue = (await call(server, 'GET', '/wps/admin/promotions/applications', { token: staff, console: true })).body.value as {
      id: number;
      username: string;
    }[];
    const mine = queue.find((a) => a.id === applied.body.value.id)!;
    expect(mine).toMatchObject({ title: 'Share and win', comment: 'Shared on my page' });
    const approvals = await Promise.all(
      Array.from({ length: 4 }, () => call(server, 'POST', `/wps/admin/promotions/applications/${mine.id}/approve`, { token: staff, console: true })),
    );
    for (const a of approvals) expect(a.body.value).toMatchObject({ status: 'paid', amount: '1500' });
    expect(await available(server, member.token)).toBe(1500n);
    expect(await stateOf(member.token, id)).toBe('issued');
    const rejectLate = await call(server, 'POST', `/wps/admin/promotions/applications/${mine.id}/reject`, {
      token: staff,
      console: true,
      body: { reason: 'Too late' },
    });
    expect(rejectLate.body.code).toBe('promo.application_decided');

    const second = (await apply(other.token, { comment: 'Me too', images: [elsewhere] })).body.value.id as number;
    const rejected = await call(server, 'POST', `/wps/admin/promotions/applications/${second}/reject`, {
      token: staff,
      console: true,
      body: { reason: 'Picture unreadable' },
    });
    expect(rejected.body.value).toMatchObject({ status: 'rejected', reason: 'Picture unreadable' });
    expect(await stateOf(other.token, id)).toBe('rejected');
    const told = await server.database.db
      .selectFrom('messages')
      .select('params')
      .where('type', '=', 'application_rejected')
      .where('account_id', '=', other.id)
      .execute();
    expect(told.map((m) => m.params)).toEqual([{ title: 'Share and win', reason: 'Picture unreadable' }]);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('the Zalo bonus is paid once to a member who added a Zalo number, under concurrent claims', async () => {
    const member = await newMember(server);
    const claimZalo = () => call(server, 'POST', '/wps/member/zalo-bonus', { token: member.token });
    expect((await claimZalo()).body.code).toBe('promo.zalo_bonus_off');
    expect((await putSetting(server, staff, 'zaloBonus', 1000)).status).toBe(200);
    expect((await claimZalo()).body.code).toBe('promo.zalo_missing');
    expect((await call(server, 'PUT', '/wps/member/profile', { token: member.token, body: { zalo: '0912345678' } })).status).toBe(200);
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimZalo()));
    expect(claims.filter((c) => c.body.success).map((c) => c.body.value)).toEqual([{ amount: '1000' }]);
    for (const c of claims.filter((a) => !a.body.success)) expect(c.body.code).toBe('promo.already_claimed');
    expect(await available(server, member.token)).toBe(1000n);
    expect((await call(server, 'GET', '/wps/system/status')).body.value.register.zaloBonus).toBe(1000);
  });

  it('refuses bad promotions naming every reason and writes nothing; members cannot manage them', async () => {
    const before = await rowCounts(server, ['promotions']);
    const bad = await call(server, 'POST', '/wps/admin/promotions', {
      token: staff,
      console: true,
      body: { title: ' ', category: 'nowhere', badges: ['hot'], kind: 'deposit_bonus', percent: 0, image: 'javascript:x' },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.value.errors as { field: string }[]).map((e) => e.field)).toEqual(['title', 'image', 'category', 'badges', 'percent', 'cap']);
    const amount = await call(server, 'POST', '/wps/admin/promotions', {
      token: staff,
      console: true,
      body: { title: 'x', category: 'others', kind: 'daily_signin', amount: '1.234' },
    });
    expect(amount.body).toMatchObject({ code: 'promo.invalid_rule', value: { field: 'amount' } });
    const member = await newMember(server);
    expect(
      (await call(server, 'POST', '/wps/admin/promotions', { token: member.token, body: { title: 'x', category: 'others', kind: 'info' } })).body.code,
    ).toBe('access.forbidden');
    expect((await call(server, 'POST', '/wps/admin/promotions/999999/disable', { token: staff, console: true })).body.code).toBe('promo.not_found');
    expect(await rowCounts(server, ['promotions'])).toEqual(before);
  });
});
