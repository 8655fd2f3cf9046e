import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../support/backends';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(testBackends())('GET /wps/system/status on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  it('answers state 0 with the caller ip and the register settings', async () => {
    const response = await fetch(`${server.url}/wps/system/status`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, code: 'ok', value: { state: 0, location: { ip: '127.0.0.1' }, register: { registerType: 'register' } } });
  });
});
