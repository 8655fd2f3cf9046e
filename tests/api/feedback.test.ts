import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call, rowCounts, staffToken } from '../support/wps-http';

describe.each(testBackends())('feedback on %s', (backend) => {
  let server: TestServer;
  let staff: string;
  const send = (token: string, body: Record<string, unknown>) => call(server, 'PUT', '/wps/feedback', { token, body });

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('a member sends feedback with a picture; support lists it unanswered first and answers once, into the member’s inbox', async () => {
    const member = await newMember(server);
    const picture = (await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
    const sent = await send(member.token, { type: 'deposit', content: 'My bank deposit is not credited yet', images: [picture] });
    expect(sent.body.value).toMatchObject({ type: 'deposit', images: [picture], reply: null });
    const listed = (await call(server, 'GET', '/wps/admin/feedback', { token: staff, console: true })).body.value as { id: number; reply: string | null }[];
    expect(listed.find((f) => f.id === sent.body.value.id)).toMatchObject({ reply: null });
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(server, 'POST', `/wps/admin/feedback/${sent.body.value.id}/reply`, {
          token: staff,
          console: true,
          body: { reply: 'Credited now, sorry for the wait.' },
        }),
      ),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual(['feedback.answered', 'ok']);
    expect((await call(server, 'GET', '/wps/feedback', { token: member.token })).body.value).toMatchObject([{ reply: 'Credited now, sorry for the wait.' }]);
    const inbox = await server.database.db
      .selectFrom('messages')
      .select('params')
      .where('type', '=', 'feedback_reply')
      .where('account_id', '=', member.id)
      .execute();
    expect(inbox.map((m) => m.params)).toEqual([{ question: 'My bank deposit is not credited yet', reply: 'Credited now, sorry for the wait.' }]);
  });

  it('refuses unknown types, wrong word counts, over 140 characters, four pictures or someone else’s, and writes nothing', async () => {
    const member = await newMember(server);
    const other = await newMember(server);
    const theirs = (await call(server, 'POST', '/wps/uploads', { token: other.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
    const before = await rowCounts(server, ['feedback']);
    expect((await send(member.token, { type: 'complaint', content: 'This is my feedback' })).body.code).toBe('feedback.invalid_type');
    expect((await send(member.token, { type: 'game', content: 'Bad' })).body).toMatchObject({ code: 'feedback.word_count' });
    expect((await send(member.token, { type: 'game', content: 'word '.repeat(30) + 'x'.repeat(10) })).body.code).toBe('feedback.too_long');
    expect((await send(member.token, { type: 'game', content: 'The slot froze twice', images: [1, 2, 3, 4] })).body.code).toBe('upload.too_many');
    expect((await send(member.token, { type: 'game', content: 'The slot froze twice', images: [theirs] })).body.code).toBe('upload.not_found');
    expect(
      (await call(server, 'PUT', '/wps/feedback', { token: staff, console: true, body: { type: 'game', content: 'The slot froze twice' } })).body.code,
    ).toBe('access.forbidden');
    expect(await rowCounts(server, ['feedback'])).toEqual(before);
  });
});
