import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER, HttpMessageGateway, gatewaySignature } from '../../../adapters/messaging/http-message-gateway';
import { startLocalGateway } from './local-gateway';

const SECRET = 'gateway-secret';
const sms = { channel: 'sms', to: '+923001234567', subject: null, text: 'x' } as const;

describe('HttpMessageGateway against a local gateway', () => {
  let gateway: Awaited<ReturnType<typeof startLocalGateway>>;
  const at = new Date('2026-11-25T10:00:00Z');
  const sender = () => new HttpMessageGateway({ url: gateway.url, secret: SECRET, timeoutMs: 300 }, () => at);
  beforeAll(async () => {
    gateway = await startLocalGateway();
  });
  beforeEach(() => {
    gateway.received.length = 0;
    gateway.answer.status = 200;
    gateway.answer.delayMs = 0;
  });
  afterAll(() => gateway?.close());

  it('posts an SMS and an email as signed JSON the gateway can check', async () => {
    expect(await sender().send({ channel: 'sms', to: '+923001234567', subject: null, text: 'code 123456' })).toEqual({ ok: true, value: null });
    expect(await sender().send({ channel: 'email', to: 'a@example.com', subject: 'Subject', text: 'Body' })).toEqual({ ok: true, value: null });
    const [sms, email] = gateway.received;
    expect(sms!.body).toMatchObject({ channel: 'sms', to: '+923001234567', subject: null, text: 'code 123456' });
    expect(email!.body).toMatchObject({ channel: 'email', to: 'a@example.com', subject: 'Subject', text: 'Body' });
    expect(sms!.body.id).not.toBe(email!.body.id);
    for (const message of [sms!, email!]) {
      expect(message.headers[GATEWAY_TIMESTAMP_HEADER]).toBe(String(at.getTime() / 1000));
      expect(message.headers[GATEWAY_SIGNATURE_HEADER]).toBe(gatewaySignature(SECRET, String(at.getTime() / 1000), message.raw));
    }
  });

  it('402 is no credit left at the provider; other failures, a refused connection and a slow answer are failed sends', async () => {
    gateway.answer.status = 402;
    expect(await sender().send(sms)).toMatchObject({ ok: false, error: { code: 'verification.quota_not_sufficient' } });
    gateway.answer.status = 503;
    expect(await sender().send({ channel: 'email', to: 'a@example.com', subject: 's', text: 'x' })).toMatchObject({
      ok: false,
      error: { code: 'verification.send_failed' },
    });
    gateway.answer.status = 200;
    gateway.answer.delayMs = 1_000;
    expect(await sender().send(sms)).toMatchObject({ ok: false, error: { code: 'verification.send_failed' } });
    const nowhere = new HttpMessageGateway({ url: 'http://127.0.0.1:9/send', secret: SECRET, timeoutMs: 300 });
    expect(await nowhere.send(sms)).toMatchObject({ ok: false, error: { code: 'verification.send_failed' } });
  });
});

describe('gatewaySignature', () => {
  it('property: another secret, timestamp or body gives another signature', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (secret, body, other, timestamp) => {
        fc.pre(other !== body);
        const signed = gatewaySignature(secret, timestamp, body);
        expect(signed).toMatch(/^[0-9a-f]{64}$/);
        expect(gatewaySignature(secret, timestamp, other)).not.toBe(signed);
        expect(gatewaySignature(`${secret}x`, timestamp, body)).not.toBe(signed);
        expect(gatewaySignature(secret, `${timestamp}1`, body)).not.toBe(signed);
      }),
    );
  });
});
