import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call, STAFF } from '../support/wps-http';

describe('portal promo', () => {
  let server: TestServer;
  let cli: CliHarness;
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('needs a staff session', async () => {
    expect((await run('promo', 'list')).exitCode).not.toBe(0);
  });

  it('creates a deposit bonus in major units; lists it; disabled, members no longer see it', async () => {
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const created = await run(
      'promo',
      'create',
      '--title',
      'Reload 10%',
      '--kind',
      'deposit_bonus',
      '--category',
      'deposit',
      '--badge',
      'limited',
      '--badge',
      'vip',
      '--percent',
      '10',
      '--cap',
      '50',
      '--min-deposit',
      '20',
      '--turnover',
      '3',
      '--json',
    );
    expect(created.exitCode).toBe(0);
    const promotion = JSON.parse(created.out.join('\n')) as { id: number };
    expect(promotion).toMatchObject({ cap: '5000', minDeposit: '2000', turnoverMultiple: 3, badges: ['limited', 'vip'] });
    expect((await run('promo', 'list')).out.join('\n')).toMatch(
      new RegExp(`^\\s*${promotion.id}\\s+on\\s+deposit_bonus\\s+deposit\\s+Reload 10%  \\[limited, vip\\]$`, 'm'),
    );

    const member = await newMember(server);
    expect((await run('promo', 'disable', String(promotion.id))).out).toEqual([`promotion ${promotion.id} disabled`]);
    expect(
      ((await call(server, 'GET', '/wps/promotions', { token: member.token })).body.value as { promotion: { id: number } }[]).map((p) => p.promotion.id),
    ).not.toContain(promotion.id);
    const bad = await run('promo', 'create', '--title', 'x', '--kind', 'deposit_bonus', '--cap', '1.234');
    expect(bad.exitCode).not.toBe(0);
    expect(bad.err.join('\n')).toContain('promo.invalid_rule');
  });

  it('lists applications waiting, approves one (paid once) and rejects another with a reason', async () => {
    const created = await run('promo', 'create', '--title', 'Tell a friend', '--kind', 'application', '--amount', '12.50', '--json');
    const id = JSON.parse(created.out.join('\n')).id as number;
    const apply = async () => {
      const member = await newMember(server);
      const picture = (await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
      const applied = await call(server, 'PUT', `/wps/promotions/${id}/apply`, { token: member.token, body: { comment: 'Told Sara', images: [picture] } });
      return { member, claim: applied.body.value.id as number };
    };
    const first = await apply();
    const second = await apply();
    const waiting = (await run('promo', 'applications')).out.join('\n');
    expect(waiting).toContain('Tell a friend  “Told Sara”  1 picture(s)');
    expect((await run('promo', 'approve', String(first.claim))).out).toEqual([`application ${first.claim} approved: 1250 paid (minor units)`]);
    expect((await run('promo', 'approve', String(first.claim))).exitCode).toBe(0);
    expect((await call(server, 'GET', '/wps/member/info', { token: first.member.token })).body.value.balance).toBe('1250');
    expect((await run('promo', 'reject', String(second.claim), '--reason', 'Not a real friend')).out).toEqual([`application ${second.claim} rejected`]);
    const again = await run('promo', 'reject', String(first.claim), '--reason', 'late');
    expect(again.err.join('\n')).toContain('promo.application_decided');
    expect((await run('promo', 'applications')).out).toEqual(['no applications waiting']);
  });
});
