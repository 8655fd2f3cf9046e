import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';
import { newMember, PNG_PROOF } from '../support/withdrawal-world';
import { call } from '../support/wps-http';

const DECLARED = 10 * 1024 * 1024;
const FIRST_CHUNK = 64 * 1024;

/**
 * Starts a 10 MB upload and sends only its first 64 KB: the rest is never written, so an answer can
 * only come from a server that decided without reading the body. Resolves with the answer and
 * whether the server then closed the connection instead of waiting for the rest.
 */
function uploadStartedBy(server: TestServer, headers: Record<string, string>) {
  return new Promise<{ status: number; code: string; closed: Promise<void> }>((resolve, reject) => {
    const req = httpRequest(`${server.url}/wps/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'content-length': String(DECLARED), ...headers },
    });
    req.on('error', () => undefined);
    req.on('response', (res: IncomingMessage) => {
      const closed = new Promise<void>((done) => req.socket!.once('close', () => done()));
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, code: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string }).code, closed }),
      );
      res.on('error', reject);
    });
    req.write(Buffer.alloc(FIRST_CHUNK, 0x42));
  });
}

describe.each(surfaceBackends())('an upload is refused before its body is read on %s', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('without a session, or with a bad one, the answer is 401 while the client has sent 64 KB of 10 MB, and the connection closes unread', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-session' }] as Record<string, string>[]) {
      const answer = await uploadStartedBy(server, headers);
      expect([answer.status, answer.code]).toEqual([401, expect.stringMatching(/^access\./)]);
      await answer.closed;
    }
  });

  it('a member with a session still uploads a picture', async () => {
    const member = await newMember(server);
    const uploaded = await call(server, 'POST', '/wps/uploads', { token: member.token, raw: PNG_PROOF, contentType: 'image/png' });
    expect([uploaded.status, typeof uploaded.body.value.id]).toEqual([200, 'number']);
  });
});
