import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../adapters/demo-psp/card-rules';
import { startTestServer, type TestServer } from '../support/test-server';
import { call, registerMember, uniqueUsername } from '../support/wps-http';

/** The demo provider's hosted page, driven as a browser would: form posts, redirects, then its notice. */
describe('the demo payment provider', () => {
  let server: TestServer;
  let member: string;
  const order = async (amount: string) =>
    (await call(server, 'PUT', '/wps/member/deposit/payment-page', { token: member, body: { amount } })).body.value as {
      deposit: { id: number; orderId: string };
      checkoutUrl: string;
    };
  const tokenOf = (checkoutUrl: string) => new URL(checkoutUrl, server.url).searchParams.get('token')!;
  const submit = (fields: Record<string, string>) =>
    fetch(`${server.url}/psp/checkout`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  const statusOf = async (id: number) =>
    (await call(server, 'GET', '/wps/member/deposits', { token: member })).body.value.find((d: { id: number }) => d.id === id).status as string;
  const card = { name: 'Ali Raza', number: TEST_CARDS.approved, expiry: '12/39', cvc: '123' };

  beforeAll(async () => {
    server = await startTestServer('pglite', { demo: true });
    member = (await registerMember(server, uniqueUsername('psp'), 'Abc12345')).token;
  });
  afterAll(async () => server?.close());

  it('paying with the approved test card sends the player back and then notifies: the order is credited', async () => {
    const { deposit, checkoutUrl } = await order('450');
    const paid = await submit({ token: tokenOf(checkoutUrl), action: 'pay', ...card });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/member?page=depositv2&order=${deposit.orderId}`);
    await expect.poll(() => statusOf(deposit.id), { timeout: 5000 }).toBe('approved');
    const info = await call(server, 'GET', '/wps/member/info', { token: member });
    expect(info.body.value.balance).toBe('45000');
  });

  it('the declined card, Cancel and Simulate failure each fail the order', async () => {
    const runs = [{ action: 'pay', ...card, number: TEST_CARDS.declined }, { action: 'cancel' }, { action: 'fail' }];
    for (const fields of runs) {
      const { deposit, checkoutUrl } = await order('120');
      expect((await submit({ token: tokenOf(checkoutUrl), ...fields })).status).toBe(303);
      await expect.poll(() => statusOf(deposit.id), { timeout: 5000 }).toBe('failed');
    }
  });

  it('an invalid card shows the form again with the problem; a forged or altered link is refused', async () => {
    const { deposit, checkoutUrl } = await order('130');
    const token = tokenOf(checkoutUrl);
    const bad = await submit({ token, action: 'pay', ...card, number: '4242 4242 4242 4241' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('This card number is not valid.');
    const [data, mac] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(data!, 'base64url').toString()), amount: '1' })).toString('base64url');
    expect((await fetch(`${server.url}/psp/checkout?token=${altered}.${mac}`)).status).toBe(400);
    expect((await submit({ token: `${altered}.${mac}`, action: 'pay', ...card })).status).toBe(400);
    expect(await statusOf(deposit.id)).toBe('pending');
    const css = await fetch(`${server.url}/psp/checkout.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
