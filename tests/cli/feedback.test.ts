import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { call } from '../support/wps-http';

describe('portal feedback', () => {
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

  it('lists open feedback and answers it; the answer reaches the member; answering twice is refused', async () => {
    const member = await newMember(server);
    const sent = await call(server, 'PUT', '/wps/feedback', {
      token: member.token,
      body: { type: 'withdrawal', content: 'Withdrawal still pending after a day' },
    });
    const id = sent.body.value.id as number;
    expect((await cli.at('feedback', 'list')).stdout).toMatch(
      new RegExp(`^\\s*${id}\\s+open\\s+\\S+\\s+withdrawal\\s+0 picture\\(s\\)  Withdrawal still pending after a day$`, 'm'),
    );
    expect((await cli.at('feedback', 'reply', String(id), 'Paid', 'out', 'this', 'morning.')).out).toEqual([`feedback ${id} answered`]);
    expect((await call(server, 'GET', '/wps/feedback', { token: member.token })).body.value[0]).toMatchObject({ reply: 'Paid out this morning.' });
    const again = await cli.at('feedback', 'reply', String(id), 'Again');
    expect([again.exitCode, again.stderr]).toEqual([expect.any(Number), expect.stringContaining('feedback.answered')]);
    expect(again.exitCode).not.toBe(0);
  });
});
