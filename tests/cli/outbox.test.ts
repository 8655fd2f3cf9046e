import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCli, type StaffCli } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';

describe('portal outbox list', () => {
  let server: TestServer;
  let cli: StaffCli;
  beforeAll(async () => {
    server = await startTestServer('pglite', { demo: true });
    cli = await staffCli(server.url);
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('shows what the SMS adapter wrote, newest first, filtered by recipient, as text and JSON', async () => {
    expect((await cli.at('outbox', 'list')).out).toEqual(['the outbox is empty']);
    await server.database.db
      .insertInto('outbound_messages')
      .values([
        { channel: 'sms', recipient: '+923001112233', subject: null, body: 'Royal Lotus: your verification code is 123456.', status: 'held' },
        { channel: 'email', recipient: 'a@example.com', subject: 'Reset your password', body: 'Open the link', status: 'held' },
      ])
      .execute();
    const all = await cli.at('outbox', 'list');
    expect(all.out).toHaveLength(2);
    expect(all.out[0]).toMatch(/email\s+a@example\.com .*Reset your password: Open the link$/);
    const one = JSON.parse((await cli.at('outbox', 'list', '--to', '+923001112233', '--json')).stdout) as { channel: string; body: string }[];
    expect(one).toEqual([expect.objectContaining({ channel: 'sms', body: 'Royal Lotus: your verification code is 123456.' })]);
  });
});
