import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../web/precompress';
import { startTestServer, type TestServer } from '../support/test-server';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET whose body arrives as sent: fetch would ask for compression itself and undo it. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

const DECODE: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes) => bytes };

/** What each Accept-Encoding gets: brotli first, gzip when only gzip, the file itself otherwise. */
const NEGOTIATIONS = [
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['gzip, deflate', 'gzip'],
  ['gzip', 'gzip'],
  ['identity', 'identity'],
  [undefined, 'identity'],
] as const;

describe('the built web app is sent precompressed', () => {
  let server: TestServer;
  let webRoot: string;
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
  const page = `<!doctype html><html><head><title>fixture</title></head><body>${'<p>home</p>'.repeat(200)}<script type="module" src="/assets/app.js"></script></body></html>`;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'portal-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), page);
    await writeFile(join(webRoot, 'assets', 'app.js'), script);
    await precompressFolder(webRoot);
    server = await startTestServer('pglite', { webRoot });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('writes a brotli and a gzip copy beside each file, each smaller than it', async () => {
    for (const file of ['index.html', 'assets/app.js']) {
      const original = await readFile(join(webRoot, file));
      const br = await readFile(join(webRoot, `${file}.br`));
      const gz = await readFile(join(webRoot, `${file}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it.each(NEGOTIATIONS)('a script asked for with Accept-Encoding %s comes as %s', async (accepted, sent) => {
    const answer = await rawGet(`${server.url}/assets/app.js`, accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent === 'identity' ? undefined : sent);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(DECODE[sent]!(answer.body).toString()).toBe(script);
  });

  it.each(NEGOTIATIONS)('a page of the app asked for with Accept-Encoding %s comes as %s', async (accepted, sent) => {
    const answer = await rawGet(`${server.url}/promotions`, accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent === 'identity' ? undefined : sent);
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(DECODE[sent]!(answer.body).toString()).toBe(page);
  });

  it.each(NEGOTIATIONS)('a JSON answer of the API over 1 kB asked for with Accept-Encoding %s comes as %s', async (accepted, sent) => {
    const plain = await rawGet(`${server.url}/wps/system/status`);
    expect(plain.body.length).toBeGreaterThan(1024);
    const answer = await rawGet(`${server.url}/wps/system/status`, accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(sent === 'identity' ? undefined : sent);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // Each answer carries fresh customer-service links: the decoded one has the same fields, not the same values.
    const decoded = JSON.parse(DECODE[sent]!(answer.body).toString()) as { code: string; value: object };
    expect(decoded.code).toBe('ok');
    expect(Object.keys(decoded.value)).toEqual(Object.keys((JSON.parse(plain.body.toString()) as { value: object }).value));
  });
});
