import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call, STAFF } from '../support/wps-http';

describe('portal banner and portal announce', () => {
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
    expect((await run('banner', 'list')).exitCode).not.toBe(0);
  });

  it('creates, lists and disables banners; the group shows them to visitors; bad input names the problem', async () => {
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const created = await run(
      'banner',
      'create',
      '--group',
      'w_forget',
      '--title',
      'Forgot? We have you covered',
      '--image',
      '/banners/forget.svg',
      '--link',
      'ROUTE',
      '--target',
      '/help#term',
      '--json',
    );
    expect(created.exitCode).toBe(0);
    const id = JSON.parse(created.out.join('\n')).id as number;
    expect((await call(server, 'GET', '/wps/system/banners?group=w_forget')).body.value).toMatchObject([
      { id, title: 'Forgot? We have you covered', linkageType: 'ROUTE', target: '/help#term' },
    ]);
    const listed = await run('banner', 'list');
    expect(listed.out.join('\n')).toMatch(new RegExp(`^\\s*${id}\\s+w_forget\\s+on\\s+0\\s+ROUTE\\s+Forgot\\? We have you covered  → /help#term$`, 'm'));
    const bad = await run('banner', 'create', '--group', 'w_nowhere', '--title', 'x', '--image', 'javascript:1');
    expect(bad.exitCode).not.toBe(0);
    expect(bad.err.join('\n')).toContain('banner.invalid_group');
    expect((await run('banner', 'disable', String(id))).out).toEqual([`banner ${id} disabled`]);
    expect((await call(server, 'GET', '/wps/system/banners?group=w_forget')).body.value).toEqual([]);
    expect((await run('banner', 'disable', '99999')).exitCode).not.toBe(0);
  });

  it('uploads a banner picture from a file; support pictures are public, players’ are not', async () => {
    const file = join(cli.dir, 'banner.png');
    writeFileSync(file, PNG_PROOF);
    const created = await run('banner', 'create', '--group', 'w_login', '--title', 'Welcome back', '--image-file', file, '--json');
    expect(created.exitCode).toBe(0);
    const url = JSON.parse(created.out.join('\n')).url as string;
    expect(url).toMatch(/^\/wps\/uploads\/\d+$/);
    const picture = await fetch(`${server.url}${url}`);
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'public, max-age=86400, immutable',
    ]);
    const both = await run('banner', 'create', '--group', 'w_login', '--title', 'x', '--image', '/a.svg', '--image-file', file);
    expect(both.err.join('\n')).toContain('validation.required');
    const missing = await run('banner', 'create', '--group', 'w_login', '--title', 'x', '--image-file', join(cli.dir, 'nope.png'));
    expect(missing.err.join('\n')).toContain('upload.file_unreadable');
    const member = await newMember(server);
    const own = (await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' })).body.value.id as number;
    expect((await call(server, 'GET', `/wps/uploads/${own}`)).body.code).toBe('upload.not_found');
  });

  it('publishes, lists and disables announcements; visitors get theirs from the relay', async () => {
    const published = await run('announce', 'create', '--kind', 'PU', '--to', 'B', '--title', 'Welcome, visitor', '--content', 'Join today.', '--json');
    expect(published.exitCode).toBe(0);
    const id = JSON.parse(published.out.join('\n')).id as number;
    expect((await call(server, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU')).body.value.popup).toMatchObject([
      { id, title: 'Welcome, visitor', content: 'Join today.' },
    ]);
    expect((await run('announce', 'list')).out.join('\n')).toMatch(new RegExp(`^\\s*${id}\\s+PU\\s+B\\s+on\\s+0\\s+Welcome, visitor$`, 'm'));
    const bad = await run('announce', 'create', '--kind', 'XX', '--to', 'B', '--title', 'x');
    expect(bad.err.join('\n')).toContain('announcement.invalid_kind');
    expect((await run('announce', 'disable', String(id))).out).toEqual([`announcement ${id} disabled`]);
    expect((await call(server, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU')).body.value.popup).toEqual([]);
  });

  it('gives banners and announcements their words in further languages with --text LANGUAGE.field=text', async () => {
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const banner = await run(
      'banner',
      'create',
      '--group',
      'w_register',
      '--title',
      'Join today',
      '--image',
      '/b/join.svg',
      '--text',
      'UR.title=آج ہی شامل ہوں',
      '--text',
      'ur.url=/b/join-ur.svg',
    );
    expect(banner.exitCode).toBe(0);
    const shown = async (language: string) => (await call(server, 'GET', `/wps/system/banners?group=w_register&language=${language}`)).body.value;
    expect(await shown('UR')).toMatchObject([{ title: 'آج ہی شامل ہوں', url: '/b/join-ur.svg' }]);
    expect(await shown('EN')).toMatchObject([{ title: 'Join today', url: '/b/join.svg' }]);
    const notice = await run('announce', 'create', '--kind', 'PL', '--to', 'B', '--title', 'Hello', '--text', 'UR.title=خوش آمدید', '--json');
    expect(JSON.parse(notice.out.join('\n')).texts).toEqual({ UR: { title: 'خوش آمدید' } });
    const malformed = await run('banner', 'create', '--group', 'w_register', '--title', 'x', '--image', '/b/x.svg', '--text', 'title=x');
    expect(malformed.exitCode).not.toBe(0);
    expect(malformed.err.join('\n')).toContain('LANGUAGE.field=text');
  });
});
