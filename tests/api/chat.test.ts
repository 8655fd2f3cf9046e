import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_RATES } from '../../core/platform/engagement/chat';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember } from '../support/withdrawal-world';
import { call, resetThrottles, rowCounts, staffToken, startOfNextWindow } from '../support/wps-http';

describe.each(testBackends())('live chat on %s', (backend) => {
  let server: TestServer;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    staff = await staffToken(server);
  });
  afterAll(async () => server?.close());

  it('a member writes, support sees the thread unread and answers; the member sees it live, unread, then read; typing shows on both sides', async () => {
    const member = await newMember(server);
    expect((await call(server, 'GET', '/wps/chat', { token: member.token })).body.value).toEqual({ thread: null, messages: [], typing: false });
    const first = await call(server, 'POST', '/wps/chat/messages', { token: member.token, body: { body: '  My deposit is late\nCan you check?  ' } });
    expect(first.body.value).toMatchObject({ sender: 'player', body: 'My deposit is late\nCan you check?' });
    await call(server, 'POST', '/wps/chat/typing', { token: member.token });

    const threads = (await call(server, 'GET', '/wps/admin/chat', { token: staff, console: true })).body.value as {
      id: number;
      account: string;
      staffUnread: number;
      preview: string;
    }[];
    const thread = threads.find((t) => t.preview.startsWith('My deposit is late'))!;
    expect(thread).toMatchObject({ staffUnread: 1 });
    const opened = (await call(server, 'GET', `/wps/admin/chat/${thread.id}`, { token: staff, console: true })).body.value;
    expect(opened).toMatchObject({ typing: true, messages: [{ sender: 'player' }] });
    expect(
      ((await call(server, 'GET', '/wps/admin/chat', { token: staff, console: true })).body.value as { id: number; staffUnread: number }[]).find(
        (t) => t.id === thread.id,
      )!.staffUnread,
    ).toBe(0);

    await call(server, 'POST', `/wps/admin/chat/${thread.id}/typing`, { token: staff, console: true });
    expect((await call(server, 'GET', '/wps/chat', { token: member.token })).body.value.typing).toBe(true);
    const reply = await call(server, 'POST', `/wps/admin/chat/${thread.id}/messages`, { token: staff, console: true, body: { body: 'Credited just now.' } });
    expect(reply.body.value).toMatchObject({ sender: 'staff', body: 'Credited just now.' });
    const seen = (await call(server, 'GET', '/wps/chat', { token: member.token })).body.value;
    expect(seen).toMatchObject({
      typing: false,
      thread: { playerUnread: 1 },
      messages: [{ sender: 'player' }, { sender: 'staff', body: 'Credited just now.' }],
    });
    const after = (await call(server, 'GET', `/wps/chat?after=${first.body.value.id}`, { token: member.token })).body.value;
    expect(after.messages.map((m: { body: string }) => m.body)).toEqual(['Credited just now.']);
    await call(server, 'POST', '/wps/chat/read', { token: member.token });
    expect((await call(server, 'GET', '/wps/chat', { token: member.token })).body.value.thread.playerUnread).toBe(0);
    const live = await server.database.db
      .selectFrom('outbox')
      .select(['channel', 'event'])
      .where('channel', '=', `member:${member.id}`)
      .where('event', 'in', ['chat', 'chat_typing'])
      .execute();
    expect(live.map((e) => e.event).sort()).toEqual(['chat', 'chat_typing']);
  });

  it('a visitor chats by the key their browser keeps; another key sees nothing; no key, no chat', async () => {
    const key = 'v'.repeat(20) + Date.now().toString(36).padStart(12, '0');
    const asVisitor = (k: string) => ({ headers: { 'x-chat-visitor': k } });
    expect(
      (await call(server, 'POST', '/wps/chat/messages', { ...asVisitor(key), body: { body: 'Can I play without an account?' } })).body.value,
    ).toMatchObject({ sender: 'player' });
    const thread = ((await call(server, 'GET', '/wps/admin/chat', { token: staff, console: true })).body.value as { id: number; account: string }[]).find(
      (t) => t.account === `visitor-${key.slice(0, 6)}`,
    )!;
    await call(server, 'POST', `/wps/admin/chat/${thread.id}/messages`, { token: staff, console: true, body: { body: 'Yes: try the free play.' } });
    expect((await call(server, 'GET', '/wps/chat', asVisitor(key))).body.value.messages.map((m: { body: string }) => m.body)).toEqual([
      'Can I play without an account?',
      'Yes: try the free play.',
    ]);
    expect((await call(server, 'GET', '/wps/chat', asVisitor('w'.repeat(40)))).body.value).toEqual({ thread: null, messages: [], typing: false });
    expect((await call(server, 'GET', '/wps/chat', asVisitor('short'))).body.code).toBe('access.not_logged_in');
    expect((await call(server, 'GET', '/wps/chat')).body.code).toBe('access.not_logged_in');
  });

  it('blank, overlong and control-character messages are refused and write nothing; others cannot read or answer threads', async () => {
    const member = await newMember(server);
    const before = await rowCounts(server, ['chat_threads', 'chat_messages']);
    expect((await call(server, 'POST', '/wps/chat/messages', { token: member.token, body: { body: '   ' } })).body.code).toBe('validation.required');
    expect((await call(server, 'POST', '/wps/chat/messages', { token: member.token, body: { body: 'x'.repeat(1001) } })).body.code).toBe('chat.too_long');
    expect((await call(server, 'POST', '/wps/chat/messages', { token: member.token, body: { body: 'bell\u0007' } })).body.code).toBe(
      'validation.control_characters',
    );
    expect((await call(server, 'GET', '/wps/admin/chat', { token: member.token })).body.code).toBe('access.forbidden');
    expect((await call(server, 'POST', '/wps/admin/chat/999999/messages', { token: staff, console: true, body: { body: 'hi' } })).body.code).toBe(
      'chat.thread_not_found',
    );
    expect((await call(server, 'GET', '/wps/chat', { token: staff, console: true })).body.code).toBe('access.forbidden');
    expect(await rowCounts(server, ['chat_threads', 'chat_messages'])).toEqual(before);
  });

  it('an IP opens only so many visitor threads an hour and sends only so many messages a minute; past that, clear codes and nothing written', async () => {
    const { visitorThreads, messages } = CHAT_RATES;
    startOfNextWindow(server, visitorThreads.windowMs);
    await resetThrottles(server);
    let serial = 0;
    const newKey = () => `visitor${Date.now().toString(36)}${++serial}`.padEnd(32, 'k');
    const send = (key: string, ip = '198.51.100.30') =>
      call(server, 'POST', '/wps/chat/messages', { headers: { 'x-chat-visitor': key, 'x-forwarded-for': ip }, body: { body: 'Hello?' } });
    const keys = Array.from({ length: visitorThreads.limit }, newKey);
    for (const key of keys) expect((await send(key)).status).toBe(200);
    const before = await rowCounts(server, ['chat_threads', 'chat_messages']);
    const tooManyThreads = await send(newKey());
    expect(tooManyThreads.status).toBe(429);
    expect(tooManyThreads.body).toMatchObject({ success: false, code: 'chat.too_many_threads', message: { key: 'errors.chat.too_many_threads' } });
    expect(await rowCounts(server, ['chat_threads', 'chat_messages'])).toEqual(before);

    for (let i = visitorThreads.limit; i < messages.limit; i++) expect((await send(keys[0]!)).status).toBe(200);
    const sent = await rowCounts(server, ['chat_messages']);
    const tooManyMessages = await send(keys[0]!);
    expect(tooManyMessages.status).toBe(429);
    expect(tooManyMessages.body).toMatchObject({ success: false, code: 'chat.too_many_messages', message: { key: 'errors.chat.too_many_messages' } });
    expect(await rowCounts(server, ['chat_messages'])).toEqual(sent);
    expect((await send(newKey(), '198.51.100.31')).status).toBe(200);

    server.clock.advance(messages.windowMs);
    expect((await send(keys[0]!)).status).toBe(200);
    expect((await send(newKey())).body.code).toBe('chat.too_many_threads');
    server.clock.advance(visitorThreads.windowMs);
    expect((await send(newKey())).status).toBe(200);
  });
});
