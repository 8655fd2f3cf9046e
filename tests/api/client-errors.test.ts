import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surfaceBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(surfaceBackends())('requests the HTTP parser refuses, on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it('answers an address or headers over the size limit with 431 request.headers_too_large in the envelope', async () => {
    for (const init of [
      { path: `/wps/system/status?lang=${'x'.repeat(20_000)}` },
      { path: '/wps/system/status', headers: { 'x-filler': 'y'.repeat(20_000) } },
    ]) {
      const response = await fetch(server.url + init.path, { headers: init.headers ?? {} });
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        code: 'request.headers_too_large',
        message: { key: 'errors.request.headers_too_large' },
        value: null,
      });
    }
  });
});
