import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER, putSetting, staffToken } from '../support/wps-http';
import { logInThroughModal } from './support/actions';
import { startE2E, type E2E } from './support/browser';

describe('sealed login from the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await putSetting(e2e.server, await staffToken(e2e.server), 'requireSealedPayloads', true);
  });
  afterAll(async () => e2e?.close());

  it('the password never leaves the browser in clear, and the login works where sealing is required', async () => {
    const { page } = await e2e.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/wps/session/login')) sent.push(request.postData() ?? '');
    });
    await page.goto('/');
    await logInThroughModal(page, PLAYER.username, PLAYER.password);
    await page.getByTestId('balance-value').waitFor();
    expect(sent).toHaveLength(1);
    expect(Object.keys(JSON.parse(sent[0]!))).toEqual(['sealed']);
    expect(sent[0]).not.toContain(PLAYER.password);
  });
});
