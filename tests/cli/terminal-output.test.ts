import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call, staffToken } from '../support/wps-http';

/** Stored before the server refused such text: a screen clear, a carriage return over the line, an OSC 52 clipboard write, a C1 CSI. */
const HOSTILE = 'Told Sara\u001b[2J\rAPPROVED\u001b]52;c;cm0gLXJmIH4=\u0007 \u009b31m';
const NEUTRALISED = 'Told Sara\\u001b[2J\\u000dAPPROVED\\u001b]52;c;cm0gLXJmIH4=\\u0007 \\u009b31m';
/** What a terminal would act on: any control character but the line feed that ends a line. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u;

describe('portal prints what it received with its control characters neutralised', () => {
  let server: TestServer;
  let cli: StaffCli;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = await staffCli(server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('promotion applications and feedback stored with control characters are listed with them escaped, as text and as JSON', async () => {
    const staff = await staffToken(server);
    const promotion = (
      await call(server, 'POST', '/wps/admin/promotions', {
        token: staff,
        console: true,
        body: { title: 'Tell a friend', kind: 'application', category: 'others', amount: '5' },
      })
    ).body.value.id as number;
    const member = await newMember(server);
    const picture = (await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
    const claim = (await call(server, 'PUT', `/wps/promotions/${promotion}/apply`, { token: member.token, body: { comment: 'Told Sara', images: [picture] } }))
      .body.value.id as number;
    const form = (await call(server, 'PUT', '/wps/feedback', { token: member.token, body: { type: 'withdrawal', content: 'Withdrawal still pending' } })).body
      .value.id as number;
    await server.database.db.updateTable('reward_claims').set({ comment: HOSTILE }).where('id', '=', claim).execute();
    await server.database.db.updateTable('feedback').set({ content: HOSTILE }).where('id', '=', form).execute();

    for (const args of [
      ['promo', 'applications'],
      ['promo', 'applications', '--json'],
      ['feedback', 'list'],
      ['feedback', 'list', '--json'],
    ]) {
      const printed = await cli.at(...args);
      expect(printed.exitCode).toBe(0);
      expect(printed.out.filter((line) => CONTROL.test(line))).toEqual([]);
      expect(printed.stdout).toContain(args.includes('--json') ? JSON.stringify(HOSTILE).slice(1, -1).replace('\u009b', '\\u009b') : NEUTRALISED);
    }
    const json = JSON.parse((await cli.at('promo', 'applications', '--json')).stdout) as { comment: string }[];
    expect(json.map((a) => a.comment)).toContain(HOSTILE);
  });
});
