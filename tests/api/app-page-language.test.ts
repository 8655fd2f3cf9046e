import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../web/precompress';
import { startTestServer, type TestServer } from '../support/test-server';

describe("the app's page in the language of its cookie", () => {
  let server: TestServer;
  let webRoot: string;
  const page = (tag: string) => `<!doctype html>${tag}<head><title>fixture</title></head><body>${'<p>home</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'portal-web-'));
    await writeFile(join(webRoot, 'index.html'), page('<html lang="en" dir="ltr">'));
    await precompressFolder(webRoot);
    server = await startTestServer('pglite', { webRoot });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (cookie?: string) => fetch(`${server.url}/promotions`, { headers: cookie ? { cookie } : {} });

  it('paints right to left in Urdu before any script runs, compressed like the page as built', async () => {
    const answer = await get('lang=UR');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('vary')).toMatch(/cookie/i);
    expect(await answer.text()).toBe(page('<html lang="ur" dir="rtl">'));
  });

  it('is the page as built without the cookie, in English, or with a cookie that names no language', async () => {
    for (const cookie of [undefined, 'lang=EN', 'lang=%3Cscript%3E', 'lang=urdu', 'other=UR']) {
      const answer = await get(cookie);
      expect(answer.headers.get('vary'), String(cookie)).toMatch(/cookie/i);
      expect(await answer.text(), String(cookie)).toBe(page('<html lang="en" dir="ltr">'));
    }
  });
});
