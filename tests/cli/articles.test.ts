import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHarness, type CliHarness } from '../support/cli-harness';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, STAFF } from '../support/wps-http';

describe('portal articles', () => {
  let server: TestServer;
  let cli: CliHarness;
  const dir = mkdtempSync(join(tmpdir(), 'articles-'));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const run = (...args: string[]) => cli.run([...args, '--url', server.url]);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cli = cliHarness();
  });
  afterAll(async () => {
    cli?.cleanup();
    await server?.close();
  });

  it('adds and replaces articles from Markdown (Windows line endings too); the help centre shows the HTML with what was typed escaped', async () => {
    expect((await run('articles', 'set', 'EN', 'bonus-rules', file('a.md', '# Bonus rules\n\nPlay **30x**.'))).exitCode).not.toBe(0);
    expect((await cli.run(['login', STAFF.username, '--password-stdin', '--url', server.url], { stdin: STAFF.password })).exitCode).toBe(0);
    const added = await run(
      'articles',
      'set',
      'EN',
      'bonus-rules',
      file('a.md', '# Bonus rules\n\nPlay **30x** before you withdraw.\n\n<script>alert(1)</script>'),
      '--sort',
      '50',
    );
    expect(added.out).toEqual(['added EN/bonus-rules: Bonus rules']);
    const replaced = await run(
      'articles',
      'set',
      'en',
      'bonus-rules',
      file('b.md', '# Bonus rules\r\n\r\n- turnover 30x\r\n- [terms](/help#term)'),
      '--sort',
      '50',
    );
    expect(replaced.out).toEqual(['replaced EN/bonus-rules: Bonus rules']);
    const help = (await call(server, 'GET', '/wps/system/helpCenter?lang=EN&device=WEB')).body.value.articles as { slug: string; content: string }[];
    expect(help.find((a) => a.slug === 'bonus-rules')!.content).toBe('<ul><li>turnover 30x</li><li><a href="/help#term">terms</a></li></ul>');
    expect((await run('articles', 'list', '--lang', 'EN')).out.some((l) => /^bonus-rules\s+Bonus rules$/.test(l))).toBe(true);

    await run('articles', 'set', 'EN', 'escaped', file('c.md', '# Escaped\n\n<script>alert(1)</script>'));
    const escaped = ((await call(server, 'GET', '/wps/system/helpCenter?lang=EN&device=WEB')).body.value.articles as { slug: string; content: string }[]).find(
      (a) => a.slug === 'escaped',
    )!;
    expect(escaped.content).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('names what is wrong: no title, a bad slug, a language the site does not offer, a missing file', async () => {
    expect((await run('articles', 'set', 'EN', 'x', file('d.md', 'no title'))).err.join('\n')).toContain('help.title_missing');
    expect((await run('articles', 'set', 'EN', 'Bad_Slug', file('e.md', '# T'))).exitCode).not.toBe(0);
    expect((await run('articles', 'set', 'ZH', 'x', file('f.md', '# T'))).err.join('\n')).toContain('validation.unsupported_language');
    expect((await run('articles', 'set', 'EN', 'x', join(dir, 'missing.md'))).err.join('\n')).toContain('help.file_unreadable');
  });
});
